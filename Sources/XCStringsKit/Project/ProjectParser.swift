/// Reads the old-style property list of a `project.pbxproj` into a ``ProjectSyntax`` tree.
///
/// The grammar is the one Apple's `CFOldStylePList` reads and `.strings` files share: `{ }`
/// dictionaries of `key = value;`, `( )` arrays with optional trailing commas, `<hex>` data,
/// quoted strings with backslash escapes and unquoted words of `[A-Za-z0-9_$/:.-]`, with `/* */`
/// and `//` comments anywhere between tokens. Whitespace and comment skipping is the `.strings`
/// scanner's. No string is built while parsing; quoted strings with escapes are decoded once to
/// check them, so that reading a value later cannot fail.
struct ProjectParser {
  /// A parse failure at a byte offset.
  struct Failure: Error {
    var message: String
    var offset: Int
  }

  /// How deep dictionaries and arrays may nest. Xcode's files reach 7 or 8; the bound keeps a
  /// hostile file from exhausting the stack.
  static let maximumDepth = 128

  private var scanner: StringsScanner
  private var syntax = ProjectSyntax()
  /// Entries of the containers still open, innermost last; each container moves its own to
  /// ``ProjectSyntax/entries`` when it closes, so that every container's entries are contiguous.
  private var pending: [ProjectSyntax.Entry] = []

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    scanner = StringsScanner(bytes: bytes)
  }

  /// Parses UTF-8 bytes (already checked to be UTF-8) holding one top-level dictionary.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> ProjectSyntax {
    guard bytes.count < Int(Int32.max) else {
      throw Failure(message: "project file is too large (2 GB or more)", offset: 0)
    }
    var parser = ProjectParser(bytes: bytes)
    // A file is about one node per 12 bytes; reserving avoids most regrowth on large files.
    parser.syntax.nodes.reserveCapacity(bytes.count / 12 + 16)
    parser.syntax.entries.reserveCapacity(bytes.count / 14 + 16)
    // A byte-order mark is not part of the text.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { parser.scanner.offset = 3 }
    try parser.skipTrivia()
    guard !parser.scanner.isAtEnd else { throw Failure(message: "empty project file; expected '{'", offset: 0) }
    guard parser.scanner.current == StringsByte.openBrace else {
      throw Failure(message: "a project file starts with '{', not \(parser.describe())", offset: parser.scanner.offset)
    }
    parser.syntax.root = try parser.parseValue(depth: 0)
    try parser.skipTrivia()
    guard parser.scanner.isAtEnd else {
      throw Failure(
        message: "unexpected \(parser.describe()) after the project's closing '}'", offset: parser.scanner.offset)
    }
    return parser.syntax
  }

  // MARK: - Values

  private mutating func parseValue(depth: Int) throws(Failure) -> Int32 {
    try skipTrivia()
    guard !scanner.isAtEnd else {
      throw Failure(message: "expected a value, found end of file", offset: scanner.offset)
    }
    switch scanner.current {
    case StringsByte.openBrace, StringsByte.openParenthesis:
      guard depth < Self.maximumDepth else {
        throw Failure(
          message: "dictionaries and arrays nest more than \(Self.maximumDepth) deep", offset: scanner.offset)
      }
      return scanner.current == StringsByte.openBrace
        ? try parseDictionary(depth: depth) : try parseArray(depth: depth)
    case StringsByte.lessThan:
      return try parseData()
    default:
      guard StringsScanner.startsString(scanner.current) else {
        throw Failure(message: "expected a value, found \(describe())", offset: scanner.offset)
      }
      return try parseString()
    }
  }

  private mutating func parseDictionary(depth: Int) throws(Failure) -> Int32 {
    let opening = scanner.offset
    let node = appendNode(.dictionary, start: opening)
    let mark = pending.count
    scanner.offset += 1
    while true {
      try skipTrivia()
      guard !scanner.isAtEnd else {
        throw Failure(message: "unterminated dictionary; no closing '}' before the end of the file", offset: opening)
      }
      if scanner.current == StringsByte.closeBrace { break }
      guard StringsScanner.startsString(scanner.current) else {
        throw Failure(message: "expected a key or '}', found \(describe())", offset: scanner.offset)
      }
      let key = try parseString()
      try skipTrivia()
      guard !scanner.isAtEnd, scanner.current == StringsByte.equals else {
        throw Failure(message: "expected '=' after key '\(keyText(key))', found \(describe())", offset: scanner.offset)
      }
      scanner.offset += 1
      let value = try parseValue(depth: depth + 1)
      try skipTrivia()
      guard !scanner.isAtEnd, scanner.current == StringsByte.semicolon else {
        throw Failure(
          message: "expected ';' after the value of '\(keyText(key))', found \(describe())", offset: scanner.offset)
      }
      pending.append(ProjectSyntax.Entry(key: key, value: value, terminator: Int32(scanner.offset)))
      scanner.offset += 1
    }
    scanner.offset += 1
    close(node, mark: mark)
    return node
  }

  private mutating func parseArray(depth: Int) throws(Failure) -> Int32 {
    let opening = scanner.offset
    let node = appendNode(.array, start: opening)
    let mark = pending.count
    scanner.offset += 1
    while true {
      try skipTrivia()
      guard !scanner.isAtEnd else {
        throw Failure(message: "unterminated array; no closing ')' before the end of the file", offset: opening)
      }
      if scanner.current == UInt8(ascii: ")") { break }
      let value = try parseValue(depth: depth + 1)
      try skipTrivia()
      guard !scanner.isAtEnd else {
        throw Failure(message: "unterminated array; no closing ')' before the end of the file", offset: opening)
      }
      if scanner.current == UInt8(ascii: ",") {
        pending.append(ProjectSyntax.Entry(key: -1, value: value, terminator: Int32(scanner.offset)))
        scanner.offset += 1
        continue
      }
      guard scanner.current == UInt8(ascii: ")") else {
        throw Failure(message: "expected ',' or ')' in an array, found \(describe())", offset: scanner.offset)
      }
      pending.append(ProjectSyntax.Entry(key: -1, value: value, terminator: -1))
    }
    scanner.offset += 1
    close(node, mark: mark)
    return node
  }

  private mutating func parseData() throws(Failure) -> Int32 {
    let opening = scanner.offset
    var index = opening + 1
    let bytes = scanner.bytes
    var digits = 0
    while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
      switch bytes[index] {
      case 0x30...0x39, 0x41...0x46, 0x61...0x66: digits += 1
      case 0x20, 0x09, 0x0A, 0x0D: break
      default:
        scanner.offset = index
        throw Failure(message: "expected a hex digit or '>' in data, found \(describe())", offset: index)
      }
      index += 1
    }
    guard index < bytes.count else {
      throw Failure(message: "unterminated data; no closing '>' before the end of the file", offset: opening)
    }
    guard digits % 2 == 0 else { throw Failure(message: "data has an odd number of hex digits", offset: opening) }
    scanner.offset = index + 1
    let node = appendNode(.data, start: opening)
    syntax.nodes[Int(node)].end = Int32(scanner.offset)
    return node
  }

  private mutating func parseString() throws(Failure) -> Int32 {
    let start = scanner.offset
    let bytes = scanner.bytes
    let first = bytes[start]
    guard first == StringsByte.quote || first == StringsByte.apostrophe else {
      var index = start
      while index < bytes.count, StringsScanner.isUnquotedCharacter(bytes[index]) { index += 1 }
      scanner.offset = index
      return appendString(.word, start: start, end: index)
    }
    var index = start + 1
    var escaped = false
    while index < bytes.count, bytes[index] != first {
      if bytes[index] == StringsByte.backslash {
        escaped = true
        index += 1
      }
      index += 1
    }
    guard index < bytes.count else {
      let mark = first == StringsByte.quote ? "'\"'" : "\"'\""
      throw Failure(message: "unterminated string; no closing \(mark) before the end of the file", offset: start)
    }
    if escaped {
      // Decoded once here, so that an escape Apple's parser would reject (an octal value past
      // \377, an unpaired surrogate) is an error with its position, and reading is infallible.
      var decoder = StringsScanner(bytes: bytes)
      decoder.offset = start
      do {
        _ = try decoder.readString()
      } catch {
        throw Failure(message: error.message, offset: error.offset)
      }
    }
    scanner.offset = index + 1
    return appendString(escaped ? .escaped : .quoted, start: start, end: index + 1)
  }

  // MARK: - Helpers

  private mutating func appendNode(_ kind: ProjectSyntax.Node.Kind, start: Int) -> Int32 {
    syntax.nodes.append(
      ProjectSyntax.Node(kind: kind, start: Int32(start), end: Int32(start), firstEntry: 0, entryCount: 0))
    return Int32(syntax.nodes.count - 1)
  }

  private mutating func appendString(_ kind: ProjectSyntax.Node.Kind, start: Int, end: Int) -> Int32 {
    syntax.nodes.append(
      ProjectSyntax.Node(kind: kind, start: Int32(start), end: Int32(end), firstEntry: 0, entryCount: 0))
    return Int32(syntax.nodes.count - 1)
  }

  private mutating func close(_ node: Int32, mark: Int) {
    syntax.nodes[Int(node)].end = Int32(scanner.offset)
    syntax.nodes[Int(node)].firstEntry = Int32(syntax.entries.count)
    syntax.nodes[Int(node)].entryCount = Int32(pending.count - mark)
    syntax.entries.append(contentsOf: pending[mark...])
    pending.removeSubrange(mark...)
  }

  private mutating func skipTrivia() throws(Failure) {
    do {
      _ = try scanner.skipTrivia(.ignore)
    } catch {
      throw Failure(message: error.message, offset: error.offset)
    }
  }

  /// A key's text for a message, shortened so a huge key cannot flood the output.
  private func keyText(_ node: Int32) -> String {
    let item = syntax.nodes[Int(node)]
    let text = ProjectText.string(of: item, in: scanner.bytes)
    return text.count > 60 ? String(text.prefix(60)) + "…" : text
  }

  private func describe() -> String { scanner.describe(at: scanner.offset) }
}
