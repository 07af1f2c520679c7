import XCStringsBase

/// Where a `LocalizedStringKey` literal is looked up when the code hands it on as a value
/// (`return "Drive"`, `case .small: "Small"`, `var title: LocalizedStringKey = "…"`) instead
/// of giving it straight to a view: the view that later shows the value picks the bundle
/// (`Text(quality.name, bundle: .module)`), so the literal alone does not say which.
/// Read from the source's bytes only for calls already found to miss the package's bundle.
enum KeyHandOff {
  /// Whether the literal starting at `line`:`column` (columns in Unicode scalars) is handed on:
  /// the code before it is not the opening parenthesis or a comma of an argument list.
  static func isHandedOn(in bytes: [UInt8], line: Int, column: Int) -> Bool {
    guard var index = LineTable.offset(ofLine: line, column: column, in: bytes) else { return false }
    while index > 0 {
      index -= 1
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: continue
      case 0x28, 0x2C: return false  // `(` or `,`: the literal is a call's own argument.
      default: return true
      }
    }
    return false
  }

  /// Whether the source shows a key value with an explicit bundle: a call whose first argument
  /// is not a string literal and that passes `bundle:` with another bundle than the main one
  /// (`Text(item.title, bundle: .module)`, `Label(name, systemImage: "x", bundle: #bundle)`).
  static func showsValuesWithOwnBundle(_ bytes: [UInt8]) -> Bool {
    let label = Array("bundle:".utf8)
    for start in ByteSearch.starts(of: label, in: bytes) {
      guard start > 0, !SwiftByte.isIdentifierContinuation(bytes[start - 1]) else { continue }
      var after = start + label.count
      while after < bytes.count, bytes[after] == 0x20 { after += 1 }
      let value = bytes[after..<min(bytes.count, after + 11)]
      if value.starts(with: Array(".main".utf8)) || value.starts(with: Array("Bundle.main".utf8))
        || value.starts(with: Array("nil".utf8))
      {
        continue
      }
      if let first = firstArgument(in: bytes, before: start), bytes[first] != 0x22, bytes[first] != 0x23 {
        return true
      }
    }
    return false
  }

  /// The offset of the first byte of the argument list that `position` lies in (on its line),
  /// after the opening parenthesis and any spaces; `nil` when none opens on that line.
  private static func firstArgument(in bytes: [UInt8], before position: Int) -> Int? {
    var depth = 0
    var index = position
    while index > 0 {
      index -= 1
      switch bytes[index] {
      case 0x0A: return nil
      case 0x29, 0x5D: depth += 1
      case 0x28, 0x5B:
        if depth == 0 {
          guard bytes[index] == 0x28 else { return nil }
          var first = index + 1
          while first < position, bytes[first] == 0x20 { first += 1 }
          // A label (`localized: "…"`) is not the argument.
          var name = first
          while name < position, SwiftByte.isIdentifierContinuation(bytes[name]) { name += 1 }
          if name > first, name < position, bytes[name] == SwiftByte.colon {
            first = name + 1
            while first < position, bytes[first] == 0x20 { first += 1 }
          }
          return first < position ? first : nil
        }
        depth -= 1
      default: continue
      }
    }
    return nil
  }
}
