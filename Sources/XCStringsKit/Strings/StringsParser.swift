/// Parses decoded `.strings` text (UTF-8 bytes) into entries, in one pass.
///
/// Grammar, after Apple's old-style property list parser:
///
///     file   = [ "{" entries "}" ] | entries          (trivia anywhere between tokens)
///     entry  = string ( ";" | "=" string ";" )       (`"k";` means the value is the key)
///     string = "…" | '…' | [A-Za-z0-9_$/:.-]+
///
/// Unlike Apple's parser, which stops quietly at the first token that cannot start a key and
/// returns what it read so far, every such token is an error here, so a table is either complete
/// or not produced. Each entry takes the last comment before its key, unless that comment
/// trails the previous entry on the same line.
struct StringsParser {
  /// An entry before line and column are known.
  private struct RawEntry {
    var key: String
    var value: String
    var comment: String?
    var keyOffset: Int
  }

  private var scanner: StringsScanner
  private var entries: [RawEntry] = []

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    scanner = StringsScanner(bytes: bytes)
  }

  /// Parses UTF-8 text; errors and warnings are placed in `path`.
  static func parse(utf8 text: [UInt8], path: String) throws(Diagnostic) -> (
    entries: [StringsTable.Entry], diagnostics: [Diagnostic]
  ) {
    let outcome = text.withUnsafeBufferPointer { buffer in
      var parser = StringsParser(bytes: buffer)
      return Result { () throws(StringsScanner.Failure) in
        try parser.parseFile()
        return parser.located(in: buffer)
      }
    }
    switch outcome {
    case .success(let entries):
      return (entries, duplicateWarnings(entries, path: path))
    case .failure(let failure):
      let location = LineTable(utf8: text).location(ofOffset: failure.offset, path: path)
      throw Diagnostic.error(failure.message, at: location)
    }
  }

  // MARK: - Grammar

  private mutating func parseFile() throws(StringsScanner.Failure) {
    var comment = try scanner.skipTrivia(.collect)
    guard !scanner.isAtEnd else { return }
    let braced = scanner.current == StringsByte.openBrace
    if braced {
      scanner.offset += 1
      comment = try scanner.skipTrivia(.collect)
    }
    while true {
      if scanner.isAtEnd {
        if braced { throw expected("'}' to close the table") }
        return
      }
      if braced, scanner.current == StringsByte.closeBrace {
        scanner.offset += 1
        _ = try scanner.skipTrivia(.ignore)
        if !scanner.isAtEnd { throw expected("end of file after '}'") }
        return
      }
      try parseEntry(comment: comment)
      comment = try scanner.skipTrivia(.collectAfterLineBreak)
    }
  }

  private mutating func parseEntry(comment: Range<Int>?) throws(StringsScanner.Failure) {
    guard StringsScanner.startsString(scanner.current) else {
      throw expected(entries.isEmpty ? "a key" : "a key or the end of the file")
    }
    let keyOffset = scanner.offset
    let key = try scanner.readString()
    _ = try scanner.skipTrivia(.ignore)
    let value: String
    if !scanner.isAtEnd, scanner.current == StringsByte.semicolon {
      value = key
    } else if !scanner.isAtEnd, scanner.current == StringsByte.equals {
      scanner.offset += 1
      _ = try scanner.skipTrivia(.ignore)
      value = try parseValue(key: key)
      _ = try scanner.skipTrivia(.ignore)
      guard !scanner.isAtEnd, scanner.current == StringsByte.semicolon else {
        throw expected("';' after the value of '\(key)'")
      }
    } else {
      throw expected("'=' or ';' after the key '\(key)'")
    }
    scanner.offset += 1
    entries.append(
      RawEntry(key: key, value: value, comment: comment.map(scanner.commentText), keyOffset: keyOffset))
  }

  private mutating func parseValue(key: String) throws(StringsScanner.Failure) -> String {
    guard !scanner.isAtEnd else { throw expected("a value for '\(key)'") }
    let kind: String
    switch scanner.current {
    case StringsByte.openBrace: kind = "a dictionary"
    case StringsByte.openParenthesis: kind = "an array"
    case StringsByte.lessThan: kind = "data"
    case let byte where StringsScanner.startsString(byte): return try scanner.readString()
    default: throw expected("a value for '\(key)'")
    }
    throw StringsScanner.Failure(message: "value of '\(key)' is \(kind), not a string", offset: scanner.offset)
  }

  private func expected(_ what: String) -> StringsScanner.Failure {
    StringsScanner.Failure(
      message: "expected \(what), found \(scanner.describe(at: scanner.offset))", offset: scanner.offset)
  }

  // MARK: - Locations and duplicates

  /// Attaches line and column to every entry in one forward sweep over the text.
  ///
  /// Lines end at `\n`, `\r\n` or `\r`, and columns count scalars, as in ``LineTable``; doing it
  /// in one sweep keeps a per-entry lookup off the hot path.
  private func located(in bytes: UnsafeBufferPointer<UInt8>) -> [StringsTable.Entry] {
    var result = [StringsTable.Entry]()
    result.reserveCapacity(entries.count)
    var line = 1
    var lineStart = 0
    var index = 0
    let count = bytes.count
    for entry in entries {
      let target = entry.keyOffset
      while index < target {
        let byte = bytes[index]
        if byte == 0x0A {
          line += 1
          lineStart = index + 1
        } else if byte == 0x0D {
          if index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
          line += 1
          lineStart = index + 1
        }
        index += 1
      }
      var column = 1
      for position in lineStart..<target where bytes[position] & 0xC0 != 0x80 { column += 1 }
      result.append(
        StringsTable.Entry(
          key: entry.key, value: entry.value, comment: entry.comment, line: line, column: column))
    }
    return result
  }

  /// A warning at each repeated key, with a note at its first definition.
  private static func duplicateWarnings(_ entries: [StringsTable.Entry], path: String) -> [Diagnostic] {
    var first = [ExactKey: Int]()
    first.reserveCapacity(entries.count)
    var warnings = [Diagnostic]()
    for (position, entry) in entries.enumerated() {
      if let earlier = first[ExactKey(entry.key)] {
        let original = entries[earlier]
        let note = Diagnostic.note(
          "'\(entry.key)' was first defined here",
          at: SourceLocation(path: path, line: original.line, column: original.column))
        warnings.append(
          Diagnostic(
            .warning, "duplicate key '\(entry.key)'; the later value wins",
            at: SourceLocation(path: path, line: entry.line, column: entry.column), notes: [note]))
      } else {
        first[ExactKey(entry.key)] = position
      }
    }
    return warnings
  }
}
