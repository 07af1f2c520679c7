import XCStringsSwiftSource

/// The types a Swift file declares for names, as far as the specifier of an interpolation
/// needs them: `let score: Int`, a parameter `total: Double`, `var title = "x"`, `let level =
/// 3`, `let n = items.count`, `let year = String(first)`. A name declared with two different types, or not at all, is of
/// unknown type. Only the names asked for are looked up, in one pass over the file.
enum DeclaredTypes {
  /// What the compiler writes for a value of each type (`%lld` for `Int`, `%@` for `String`).
  static let specifiers: [String: String] = [
    "Int": "%lld", "Int64": "%lld", "Int32": "%d", "Int16": "%d", "Int8": "%d", "UInt": "%llu", "UInt64": "%llu",
    "UInt32": "%u", "UInt16": "%u", "UInt8": "%u", "Double": "%lf", "Float": "%f", "CGFloat": "%lf",
    "String": "%@", "Substring": "%@",
  ]

  /// The declared type of each of `names` the file declares with one type (`Int`, `String`,
  /// …, the `?` of an optional kept, which no specifier table knows).
  static func types(of names: Set<String>, in bytes: [UInt8]) -> [String: String] {
    var found: [String: String] = [:]
    var conflicting = Set<String>()
    func record(_ name: String, _ type: String) {
      if let known = found[name], known != type { conflicting.insert(name) }
      found[name] = type
    }
    // The names by length and first byte, compared byte by byte: making a string of every
    // identifier of every file cost more than the rest of lint.
    var wanted: [Int: [[UInt8]]] = [:]
    // A first byte and a length no name has rule an identifier out without hashing.
    var firsts = [Bool](repeating: false, count: 256)
    var longest = 0
    for name in names {
      let utf8 = Array(name.utf8)
      guard let first = utf8.first else { continue }
      wanted[utf8.count << 8 | Int(first), default: []].append(utf8)
      firsts[Int(first)] = true
      longest = max(longest, utf8.count)
    }
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      guard isIdentifierStart(byte), index == 0 || !(isIdentifierByte(bytes[index - 1]) || bytes[index - 1] == 0x2E) else {
        index += 1
        continue
      }
      var end = index
      while end < count, isIdentifierByte(bytes[end]) { end += 1 }
      let start = index
      index = end
      guard firsts[Int(byte)], end - start <= longest, let candidates = wanted[(end - start) << 8 | Int(byte)],
        let match = candidates.first(where: { candidate in candidate.indices.allSatisfy { candidate[$0] == bytes[start + $0] } })
      else { continue }
      let name = String(decoding: match, as: UTF8.self)
      var cursor = skipSpaces(end, bytes)
      guard cursor < count else { break }
      if bytes[cursor] == 0x3A, cursor + 1 < count, bytes[cursor + 1] != 0x3A {
        // `name: Type`: a property, a parameter or a local with its type.
        cursor = skipSpaces(cursor + 1, bytes)
        var typeEnd = cursor
        while typeEnd < count, isIdentifierByte(bytes[typeEnd]) { typeEnd += 1 }
        guard typeEnd > cursor, (0x41...0x5A).contains(bytes[cursor]) else { continue }
        var type = String(decoding: bytes[cursor..<typeEnd], as: UTF8.self)
        if typeEnd < count, bytes[typeEnd] == 0x3F || bytes[typeEnd] == 0x21 { type += "?" }
        record(name, type)
      } else if bytes[cursor] == 0x3D, cursor + 1 < count, bytes[cursor + 1] != 0x3D,
        isDeclaration(before: name, at: end, in: bytes)
      {
        // `let name = 3`, `= "text"`, `= items.count`.
        cursor = skipSpaces(cursor + 1, bytes)
        guard cursor < count else { break }
        if (0x30...0x39).contains(bytes[cursor]) {
          var numberEnd = cursor
          while numberEnd < count, (0x30...0x39).contains(bytes[numberEnd]) || bytes[numberEnd] == 0x5F { numberEnd += 1 }
          let isDouble =
            numberEnd < count && bytes[numberEnd] == 0x2E && numberEnd + 1 < count && (0x30...0x39).contains(bytes[numberEnd + 1])
          if isDouble {
            numberEnd += 1
            while numberEnd < count, (0x30...0x39).contains(bytes[numberEnd]) || bytes[numberEnd] == 0x5F { numberEnd += 1 }
          }
          // `3 * 60`: arithmetic on integer literals keeps the literal's type.
          while !isDouble, !endsValue(at: numberEnd, bytes) {
            let operation = skipSpaces(numberEnd, bytes)
            guard operation < count, [0x2A, 0x2B, 0x2D, 0x2F, 0x25].contains(bytes[operation]) else { break }
            let operand = skipSpaces(operation + 1, bytes)
            var operandEnd = operand
            while operandEnd < count, (0x30...0x39).contains(bytes[operandEnd]) || bytes[operandEnd] == 0x5F { operandEnd += 1 }
            guard operandEnd > operand, operandEnd >= count || bytes[operandEnd] != 0x2E else { break }
            numberEnd = operandEnd
          }
          if endsValue(at: numberEnd, bytes) { record(name, isDouble ? "Double" : "Int") }
        } else if bytes[cursor] == 0x22 {
          record(name, "String")
        } else {
          var chainEnd = cursor
          while chainEnd < count, isIdentifierByte(bytes[chainEnd]) || bytes[chainEnd] == 0x2E { chainEnd += 1 }
          let chain = String(decoding: bytes[cursor..<chainEnd], as: UTF8.self)
          if chain.hasSuffix(".count"), endsValue(at: chainEnd, bytes) { record(name, "Int") }
          // `String(year)`, `String(localized: …)`: every initializer of `String` makes one.
          if chain == "String", chainEnd < count, bytes[chainEnd] == 0x28 { record(name, "String") }
        }
      }
    }
    for name in conflicting { found[name] = nil }
    return found
  }

  /// Whether `let` or `var` comes just before the name ending at `end` (an assignment to a
  /// name declared elsewhere says nothing of its type).
  private static func isDeclaration(before name: String, at end: Int, in bytes: [UInt8]) -> Bool {
    var cursor = end - name.utf8.count - 1
    while cursor >= 0, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor -= 1 }
    guard cursor >= 2 else { return false }
    let word = String(decoding: bytes[(cursor - 2)...cursor], as: UTF8.self)
    return (word == "let" || word == "var") && (cursor < 3 || !isIdentifierByte(bytes[cursor - 3]))
  }

  /// Whether the value ends at `index`: only spaces before the line's end, a `,`, `;`, `}` or a
  /// comment. `items.count > 20 ? a : b` and `2 * factor` go on, and are of another type.
  private static func endsValue(at index: Int, _ bytes: [UInt8]) -> Bool {
    let cursor = skipSpaces(index, bytes)
    guard cursor < bytes.count else { return true }
    switch bytes[cursor] {
    case 0x0A, 0x0D, 0x2C, 0x3B, 0x7D: return true
    case 0x2F: return cursor + 1 < bytes.count && (bytes[cursor + 1] == 0x2F || bytes[cursor + 1] == 0x2A)
    default: return false
    }
  }

  private static func skipSpaces(_ start: Int, _ bytes: [UInt8]) -> Int {
    var cursor = start
    while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
    return cursor
  }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (0x30...0x39).contains(byte) || byte >= 0x80
  }

  /// The call's key with each interpolation of a plain name given the specifier of its
  /// declared type, for certain; a name of unknown type keeps a guess (a name that sounds like
  /// a count is no proof of an `Int`), and other expressions (`items.count`, literals,
  /// `specifier:`) keep what the lexer found.
  static func resolving(_ key: LocalizationKey, types: [String: String]) -> LocalizationKey {
    guard key.isInterpolated else { return key }
    var changed = false
    var interpolations = key.interpolations
    for index in interpolations.indices {
      let expression = interpolations[index].expression.trimmedOfSpaces
      guard !expression.isEmpty, expression.utf8.allSatisfy(isIdentifierByte), !(0x30...0x39).contains(expression.utf8.first!)
      else { continue }
      if let type = types[expression], let specifier = specifiers[type] {
        if interpolations[index].specifier != specifier || !interpolations[index].isCertain {
          interpolations[index].specifier = specifier
          interpolations[index].isCertain = true
          changed = true
        }
      } else if interpolations[index].isCertain {
        interpolations[index].isCertain = false
        changed = true
      }
    }
    guard changed else { return key }
    // The text rebuilt with the new specifiers, and each interpolation's range moved along.
    let utf8 = Array(key.text.utf8)
    var bytes: [UInt8] = []
    var cursor = 0
    for index in interpolations.indices {
      let range = key.interpolations[index].range
      bytes.append(contentsOf: utf8[cursor..<range.lowerBound])
      let start = bytes.count
      bytes.append(contentsOf: interpolations[index].specifier.utf8)
      interpolations[index].range = start..<bytes.count
      cursor = range.upperBound
    }
    bytes.append(contentsOf: utf8[cursor...])
    return LocalizationKey(text: String(decoding: bytes, as: UTF8.self), interpolations: interpolations)
  }
}

extension String {
  /// The text without spaces, tabs and line breaks at its ends (bytes compared: Foundation's
  /// `trimmingCharacters` showed in profiles of 2,000 files).
  var trimmedOfSpaces: String {
    var utf8 = Substring(self).utf8
    while let first = utf8.first, first == 0x20 || first == 0x09 || first == 0x0A { utf8.removeFirst() }
    while let last = utf8.last, last == 0x20 || last == 0x09 || last == 0x0A { utf8.removeLast() }
    return String(Substring(utf8))
  }
}
