import XCStringsBase
import XCStringsModel

/// How Xcode rewrites substitution placeholders between a catalog and XLIFF, both ways.
///
/// In a catalog a substitution is referenced as `%#@NAME@` and its plural forms hold `%arg` for
/// the argument. In XLIFF both are positional: `%#@NAME@` becomes `%N$#@NAME@` (N the
/// substitution's `argNum`) in every text of the localization that holds it, and `%arg` becomes
/// `%N$<formatSpecifier>` in the substitution's forms. Text that is already positional, `%%`
/// and everything else stay as they are. A substitution without `argNum` (or, for `%arg`,
/// without `formatSpecifier`) leaves its placeholders unchanged.
enum XLIFFPlaceholders {
  /// `%#@NAME@` → `%N$#@NAME@` for each substitution with an `argNum`.
  static func positionalVariables(_ text: String, substitutions: KeyedList<Substitution>?) -> String {
    guard let substitutions, !substitutions.isEmpty, text.containsByte(0x25) else { return text }
    return rewrite(text) { bytes, index, out in
      // `%#@NAME@`
      guard index + 2 < bytes.count, bytes[index + 1] == 0x23, bytes[index + 2] == 0x40,
        let close = firstIndex(of: 0x40, in: bytes, from: index + 3)
      else { return nil }
      let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 3)..<close]), as: UTF8.self)
      guard let argNum = substitutions[name]?.argNum else { return nil }
      out.append(contentsOf: "%\(argNum)$#@".utf8)
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(index + 3)...close]))
      return close + 1
    }
  }

  /// `%arg` → `%N$<formatSpecifier>`.
  static func positionalArgument(_ text: String, substitution: Substitution?) -> String {
    guard let argNum = substitution?.argNum, let specifier = substitution?.formatSpecifier, text.containsByte(0x25)
    else { return text }
    return rewrite(text) { bytes, index, out in
      guard index + 3 < bytes.count, bytes[index + 1] == 0x61, bytes[index + 2] == 0x72, bytes[index + 3] == 0x67
      else { return nil }
      out.append(contentsOf: "%\(argNum)$\(specifier)".utf8)
      return index + 4
    }
  }

  /// `%N$#@NAME@` → `%#@NAME@` for each of `names` whose `argNum` is N; names not listed, and
  /// references with another position, stay positional.
  static func namedVariables(_ text: String, argNums: [String: Int]) -> String {
    guard !argNums.isEmpty, text.containsByte(0x25) else { return text }
    return rewrite(text) { bytes, index, out in
      guard let (position, after) = position(in: bytes, at: index), after + 1 < bytes.count,
        bytes[after] == 0x23, bytes[after + 1] == 0x40,
        let close = firstIndex(of: 0x40, in: bytes, from: after + 2)
      else { return nil }
      let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(after + 2)..<close]), as: UTF8.self)
      guard argNums[name] == position else { return nil }
      out.append(contentsOf: "%#@".utf8)
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(after + 2)...close]))
      return close + 1
    }
  }

  /// `%N$<formatSpecifier>` → `%arg`.
  static func argumentPlaceholders(_ text: String, argNum: Int, formatSpecifier: String) -> String {
    guard text.containsByte(0x25), !formatSpecifier.isEmpty else { return text }
    let specifier = Array(formatSpecifier.utf8)
    return rewrite(text) { bytes, index, out in
      guard let (position, after) = position(in: bytes, at: index), position == argNum,
        after + specifier.count <= bytes.count,
        bytes[after..<(after + specifier.count)].elementsEqual(specifier)
      else { return nil }
      out.append(contentsOf: "%arg".utf8)
      return after + specifier.count
    }
  }

  /// Whether `text` holds `%arg` (outside `%%`).
  static func containsArgumentPlaceholder(_ text: String) -> Bool {
    var found = false
    _ = rewrite(text) { bytes, index, _ in
      if index + 3 < bytes.count, bytes[index + 1] == 0x61, bytes[index + 2] == 0x72, bytes[index + 3] == 0x67 {
        found = true
      }
      return nil
    }
    return found
  }

  // MARK: - Scanning

  /// Copies `text`, letting `replace` handle each `%` that does not start `%%`: it appends a
  /// replacement and returns the offset after what it replaced, or returns `nil` to keep the `%`.
  private static func rewrite(
    _ text: String, _ replace: (UnsafeBufferPointer<UInt8>, Int, inout [UInt8]) -> Int?
  ) -> String {
    var copy = text
    return copy.withUTF8 { bytes in
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + 8)
      var changed = false
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        guard byte == 0x25 else {
          out.append(byte)
          index += 1
          continue
        }
        if index + 1 < bytes.count, bytes[index + 1] == 0x25 {
          out.append(0x25)
          out.append(0x25)
          index += 2
          continue
        }
        if let next = replace(bytes, index, &out) {
          changed = true
          index = next
        } else {
          out.append(byte)
          index += 1
        }
      }
      return changed ? String(decoding: out, as: UTF8.self) : text
    }
  }

  /// The position of `%N$` at `index` (a `%`) and the offset after the `$`.
  private static func position(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Int, Int)? {
    var cursor = index + 1
    var value = 0
    while cursor < bytes.count, bytes[cursor] >= 0x30, bytes[cursor] <= 0x39, value < 100_000 {
      value = value * 10 + Int(bytes[cursor] - 0x30)
      cursor += 1
    }
    guard cursor > index + 1, cursor < bytes.count, bytes[cursor] == 0x24 else { return nil }
    return (value, cursor + 1)
  }

  private static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      if bytes[index] == byte { return index }
      index += 1
    }
    return nil
  }
}
