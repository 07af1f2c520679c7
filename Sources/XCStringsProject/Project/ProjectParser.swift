import XCStringsBase
import XCStringsLegacy

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the old-style property list of a `project.pbxproj` into a ``ProjectSyntax`` tree.
///
/// The grammar is the one Apple's `CFOldStylePList` reads and `.strings` files share: `{ }`
/// dictionaries of `key = value;`, `( )` arrays with optional trailing commas, `<hex>` data,
/// quoted strings with backslash escapes and unquoted words of `[A-Za-z0-9_$/:.-]`, with `/* */`
/// and `//` comments anywhere between tokens. Whitespace and comment skipping is the `.strings`
/// scanner's. No string is built while parsing; quoted strings with escapes are decoded once to
/// check them, so that reading a value later cannot fail.
package struct ProjectParser {

  /// How deep dictionaries and arrays may nest. Xcode's files reach 7 or 8; the bound keeps a
  /// hostile file from exhausting the stack.
  package static let maximumDepth = 128

  private var scanner: StringsScanner
  private var syntax = ProjectSyntax()
  /// Entries of the containers still open, innermost last; each container moves its own to
  /// ``ProjectSyntax/entries`` when it closes, so that every container's entries are contiguous.
  private var pending: [ProjectSyntax.Entry] = []

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    scanner = StringsScanner(bytes: bytes)
  }

  /// Parses UTF-8 bytes (already checked to be UTF-8) holding one top-level dictionary.
  package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(ParseFailure) -> ProjectSyntax {
    guard bytes.count < Int(Int32.max) else {
      throw ParseFailure(message: "project file is too large (2 GB or more)", offset: 0)
    }
    var parser = ProjectParser(bytes: bytes)
    // A file is about one node per 12 bytes; reserving avoids most regrowth on large files.
    parser.syntax.nodes.reserveCapacity(bytes.count / 12 + 16)
    parser.syntax.entries.reserveCapacity(bytes.count / 14 + 16)
    // A byte-order mark is not part of the text.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { parser.scanner.offset = 3 }
    try parser.skipTrivia()
    guard !parser.scanner.isAtEnd else { throw ParseFailure(message: "empty project file; expected '{'", offset: 0) }
    guard parser.scanner.current == StringsByte.openBrace else {
      throw ParseFailure(message: "a project file starts with '{', not \(parser.describe())", offset: parser.scanner.offset)
    }
    parser.syntax.root = try parser.parseValue(depth: 0)
    try parser.skipTrivia()
    guard parser.scanner.isAtEnd else {
      throw ParseFailure(
        message: "unexpected \(parser.describe()) after the project's closing '}'", offset: parser.scanner.offset)
    }
    return parser.syntax
  }

  // MARK: - Values

  private mutating func parseValue(depth: Int) throws(ParseFailure) -> Int32 {
    try skipTrivia()
    guard !scanner.isAtEnd else {
      throw ParseFailure(message: "expected a value, found end of file", offset: scanner.offset)
    }
    switch scanner.current {
    case StringsByte.openBrace, StringsByte.openParenthesis:
      guard depth < Self.maximumDepth else {
        throw ParseFailure(
          message: "dictionaries and arrays nest more than \(Self.maximumDepth) deep", offset: scanner.offset)
      }
      return scanner.current == StringsByte.openBrace
        ? try parseDictionary(depth: depth) : try parseArray(depth: depth)
    case StringsByte.lessThan:
      return try parseData()
    default:
      guard StringsScanner.startsString(scanner.current) else {
        throw ParseFailure(message: "expected a value, found \(describe())", offset: scanner.offset)
      }
      return try parseString()
    }
  }

  private mutating func parseDictionary(depth: Int) throws(ParseFailure) -> Int32 {
    let opening = scanner.offset
    let node = appendNode(.dictionary, start: opening)
    let mark = pending.count
    scanner.offset += 1
    while true {
      try skipTrivia()
      guard !scanner.isAtEnd else {
        throw ParseFailure(message: "unterminated dictionary; no closing '}' before the end of the file", offset: opening)
      }
      if scanner.current == StringsByte.closeBrace { break }
      guard StringsScanner.startsString(scanner.current) else {
        throw ParseFailure(message: "expected a key or '}', found \(describe())", offset: scanner.offset)
      }
      let key = try parseString()
      try skipTrivia()
      guard !scanner.isAtEnd, scanner.current == StringsByte.equals else {
        throw ParseFailure(message: "expected '=' after key '\(keyText(key))', found \(describe())", offset: scanner.offset)
      }
      scanner.offset += 1
      let value = try parseValue(depth: depth + 1)
      try skipTrivia()
      guard !scanner.isAtEnd, scanner.current == StringsByte.semicolon else {
        throw ParseFailure(
          message: "expected ';' after the value of '\(keyText(key))', found \(describe())", offset: scanner.offset)
      }
      pending.append(ProjectSyntax.Entry(key: key, value: value, terminator: Int32(scanner.offset)))
      scanner.offset += 1
    }
    scanner.offset += 1
    close(node, mark: mark)
    return node
  }

  private mutating func parseArray(depth: Int) throws(ParseFailure) -> Int32 {
    let opening = scanner.offset
    let node = appendNode(.array, start: opening)
    let mark = pending.count
    scanner.offset += 1
    while true {
      try skipTrivia()
      guard !scanner.isAtEnd else {
        throw ParseFailure(message: "unterminated array; no closing ')' before the end of the file", offset: opening)
      }
      if scanner.current == UInt8(ascii: ")") { break }
      let value = try parseValue(depth: depth + 1)
      try skipTrivia()
      guard !scanner.isAtEnd else {
        throw ParseFailure(message: "unterminated array; no closing ')' before the end of the file", offset: opening)
      }
      if scanner.current == UInt8(ascii: ",") {
        pending.append(ProjectSyntax.Entry(key: -1, value: value, terminator: Int32(scanner.offset)))
        scanner.offset += 1
        continue
      }
      guard scanner.current == UInt8(ascii: ")") else {
        throw ParseFailure(message: "expected ',' or ')' in an array, found \(describe())", offset: scanner.offset)
      }
      pending.append(ProjectSyntax.Entry(key: -1, value: value, terminator: -1))
    }
    scanner.offset += 1
    close(node, mark: mark)
    return node
  }

  private mutating func parseData() throws(ParseFailure) -> Int32 {
    let opening = scanner.offset
    var index = opening + 1
    let bytes = scanner.bytes
    var digits = 0
    while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
      switch bytes[index] {
      case let byte where HexDigit.value(byte) != nil: digits += 1
      case 0x20, 0x09, 0x0A, 0x0D: break
      default:
        scanner.offset = index
        throw ParseFailure(message: "expected a hex digit or '>' in data, found \(describe())", offset: index)
      }
      index += 1
    }
    guard index < bytes.count else {
      throw ParseFailure(message: "unterminated data; no closing '>' before the end of the file", offset: opening)
    }
    guard digits % 2 == 0 else { throw ParseFailure(message: "data has an odd number of hex digits", offset: opening) }
    scanner.offset = index + 1
    let node = appendNode(.data, start: opening)
    syntax.nodes[Int(node)].end = Int32(scanner.offset)
    return node
  }

  private mutating func parseString() throws(ParseFailure) -> Int32 {
    let start = scanner.offset
    let bytes = scanner.bytes
    let first = bytes[start]
    guard first == StringsByte.quote || first == StringsByte.apostrophe else {
      var index = start
      Self.wordBytes.withUnsafeBufferPointer { word in
        while index < bytes.count, word[Int(bytes[index])] { index += 1 }
      }
      scanner.offset = index
      return appendString(.word, start: start, end: index)
    }
    var index = start + 1
    var escaped = false
    // Most quoted strings hold no backslash: the closing quote is found with memchr, and the
    // stretch before it checked for one.
    if let quote = memchr(bytes.baseAddress! + index, Int32(first), bytes.count - index) {
      let end = bytes.baseAddress!.distance(to: quote.assumingMemoryBound(to: UInt8.self))
      if memchr(bytes.baseAddress! + index, Int32(StringsByte.backslash), end - index) == nil { index = end }
    }
    while index < bytes.count, bytes[index] != first {
      if bytes[index] == StringsByte.backslash {
        escaped = true
        index += 1
      }
      index += 1
    }
    guard index < bytes.count else {
      let mark = first == StringsByte.quote ? "'\"'" : "\"'\""
      throw ParseFailure(message: "unterminated string; no closing \(mark) before the end of the file", offset: start)
    }
    if escaped {
      // Decoded once here, so that an escape Apple's parser would reject (an octal value past
      // \377, an unpaired surrogate) is an error with its position, and reading is infallible.
      var decoder = StringsScanner(bytes: bytes)
      decoder.offset = start
      _ = try decoder.readString()
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

  /// Skips white space and comments. Between the tokens of a project file there are spaces,
  /// tabs, line feeds and `/* */` comments, skipped here; anything else that may be trivia (a
  /// `//` comment, a carriage return, U+2028) goes to the `.strings` scanner, which knows them all.
  private mutating func skipTrivia() throws(ParseFailure) {
    let bytes = scanner.bytes
    var index = scanner.offset
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A {
        index += 1
      } else if byte == StringsByte.slash, index + 1 < count, bytes[index + 1] == StringsByte.asterisk,
        let close = Self.commentEnd(bytes, from: index + 2)
      {
        index = close
      } else {
        break
      }
    }
    scanner.offset = index
    guard index < count else { return }
    let byte = bytes[index]
    guard byte == StringsByte.slash || byte == 0x0D || byte == 0x0B || byte == 0x0C || byte == 0xE2 else { return }
    _ = try scanner.skipTrivia(.ignore)
  }

  /// The offset past the `*/` that closes a comment whose text starts at `start`.
  private static func commentEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start
    while index + 1 < bytes.count {
      guard let star = memchr(bytes.baseAddress! + index, Int32(StringsByte.asterisk), bytes.count - 1 - index) else {
        return nil
      }
      index = bytes.baseAddress!.distance(to: star.assumingMemoryBound(to: UInt8.self))
      if bytes[index + 1] == StringsByte.slash { return index + 2 }
      index += 1
    }
    return nil
  }

  /// `[A-Za-z0-9_$/:.-]`, the characters of an unquoted word, as a table.
  private static let wordBytes: [Bool] = (0..<256).map { StringsScanner.isUnquotedCharacter(UInt8($0)) }

  /// A key's text for a message, shortened so a huge key cannot flood the output.
  private func keyText(_ node: Int32) -> String {
    let item = syntax.nodes[Int(node)]
    let text = ProjectText.string(of: item, in: scanner.bytes)
    return text.count > 60 ? String(text.prefix(60)) + "…" : text
  }

  private func describe() -> String { scanner.describe(at: scanner.offset) }
}
