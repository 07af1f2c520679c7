import XCStringsBase

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
  private var scanner: StringsScanner
  /// Entries in file order; line and column are filled in after parsing.
  private var entries: [StringsTable.Entry] = []
  /// The byte offset of each entry's key, parallel to `entries`.
  private var keyOffsets: [Int] = []
  /// Finds repeated keys as entries are read: by their bytes, or by their identities when
  /// they are interned.
  private var keyIndex: StringsKeyIndex?
  private var internedKeys: InternedKeySet?
  /// Set when the files of a table are read together: keys and comments are interned.
  private var interning: StringsKeyInterning
  /// Positions of repeated keys and of their first definitions.
  private var repeats: [(later: Int, first: Int)] = []

  private init(bytes: UnsafeBufferPointer<UInt8>, interner: StringInterner?) {
    scanner = StringsScanner(bytes: bytes)
    // Typical files have an entry per 60–150 bytes; reserving avoids most regrowth copies.
    let estimate = bytes.count / 96 + 4
    entries.reserveCapacity(estimate)
    keyOffsets.reserveCapacity(estimate)
    interning = StringsKeyInterning(interner)
    if interner != nil {
      internedKeys = InternedKeySet(count: estimate)
    } else {
      keyIndex = StringsKeyIndex(count: estimate)
    }
  }

  /// Parses UTF-8 text; errors and warnings are placed in `path`. With `verifyingUTF8`, the
  /// text is checked as it is read, and `nil` means it is not UTF-8.
  /// With an `interner`, keys and comments are interned in it (values are not).
  static func parse(
    utf8 text: [UInt8], path: String, verifyingUTF8: Bool = false, interner: StringInterner? = nil
  ) throws(Diagnostic) -> (entries: [StringsTable.Entry], diagnostics: [Diagnostic])? {
    let outcome = text.withUnsafeBufferPointer { buffer in
      var parser = StringsParser(bytes: buffer, interner: interner)
      parser.scanner.verifiesUTF8 = verifyingUTF8
      return Result { () throws(ParseFailure) in
        try parser.parseFile()
        interner?.offerOrder(parser.entries)
        parser.locateEntries(in: buffer)
        return (parser.entries, parser.duplicateWarnings(path: path))
      }
    }
    switch outcome {
    case .success(let result):
      return result
    case .failure(let failure):
      if failure == StringsScanner.invalidUTF8 { return nil }
      throw failure.diagnostic(in: text, path: path)
    }
  }

  // MARK: - Grammar

  private mutating func parseFile() throws(ParseFailure) {
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

  private mutating func parseEntry(comment: Range<Int>?) throws(ParseFailure) {
    guard StringsScanner.startsString(scanner.current) else {
      throw expected(entries.isEmpty ? "a key" : "a key or the end of the file")
    }
    let keyOffset = scanner.offset
    let key = try readKey()
    _ = try scanner.skipTrivia(.ignore)
    // The shorthand `"key";` is recorded on a path of its own: with one path for both, the
    // value was either the key or the string read, and the entry made from it was copied
    // into the table (retaining its strings) and then destroyed, for every entry.
    if !scanner.isAtEnd, scanner.current == StringsByte.semicolon {
      scanner.offset += 1
      record(key: key, value: key, comment: comment, keyOffset: keyOffset)
      return
    }
    guard !scanner.isAtEnd, scanner.current == StringsByte.equals else {
      throw expected("'=' or ';' after the key '\(key)'")
    }
    scanner.offset += 1
    _ = try scanner.skipTrivia(.ignore)
    let value = try parseValue(key: key)
    _ = try scanner.skipTrivia(.ignore)
    guard !scanner.isAtEnd, scanner.current == StringsByte.semicolon else {
      throw expected("';' after the value of '\(key)'")
    }
    scanner.offset += 1
    record(key: key, value: value, comment: comment, keyOffset: keyOffset)
  }

  /// Adds an entry read at `keyOffset`, noting where a key repeats an earlier one.
  @inline(__always)
  private mutating func record(key: consuming String, value: consuming String, comment: Range<Int>?, keyOffset: Int) {
    // Every key read with an interner was interned (escaped ones too), so has an identity.
    let first =
      internedKeys != nil
      ? internedKeys!.firstPosition(ofIdentity: interning.keyIdentity, at: entries.count)
      : keyIndex!.firstPosition(of: key, at: entries.count, in: entries)
    if let first { repeats.append((entries.count, first)) }
    entries.append(StringsTable.Entry(key: key, value: value, comment: comment.map(commentText)))
    keyOffsets.append(keyOffset)
  }

  /// Reads a key, interned when the table's files are read together.
  @inline(__always)
  private mutating func readKey() throws(ParseFailure) -> String {
    guard interning.isOn else { return try scanner.readString() }
    let token = try scanner.readToken()
    return try interning.key(token, scanner: &scanner)
  }

  /// The text of a comment, interned when the table's files are read together.
  @inline(__always)
  private func commentText(_ range: Range<Int>) -> String {
    guard interning.isOn else { return scanner.commentText(range) }
    return interning.comment(scanner.commentBytes(range))
  }

  private mutating func parseValue(key: String) throws(ParseFailure) -> String {
    guard !scanner.isAtEnd else { throw expected("a value for '\(key)'") }
    let kind: String
    switch scanner.current {
    case StringsByte.openBrace: kind = "a dictionary"
    case StringsByte.openParenthesis: kind = "an array"
    case StringsByte.lessThan: kind = "data"
    case let byte where StringsScanner.startsString(byte): return try scanner.readString()
    default: throw expected("a value for '\(key)'")
    }
    throw ParseFailure(message: "value of '\(key)' is \(kind), not a string", offset: scanner.offset)
  }

  private func expected(_ what: String) -> ParseFailure {
    ParseFailure(
      message: "expected \(what), found \(scanner.describe(at: scanner.offset))", offset: scanner.offset)
  }

  // MARK: - Locations and duplicates

  /// Attaches line and column to every entry in one forward sweep over the text.
  ///
  /// Lines end at `\n`, `\r\n` or `\r`, and columns count scalars, as in ``LineTable``; doing it
  /// in one sweep keeps a per-entry lookup off the hot path.
  private mutating func locateEntries(in bytes: UnsafeBufferPointer<UInt8>) {
    // Keys come in file order: count line breaks from one key to the next, eight bytes at a
    // time, and each column back to its line's start.
    var line = 1
    var start = 0
    let carriageReturns = LineTable.containsCarriageReturn(bytes)
    for position in entries.indices {
      let target = keyOffsets[position]
      line += LineTable.lineBreaks(in: start..<target, of: bytes, hasCarriageReturns: carriageReturns)
      start = target
      entries[position].line = line
      entries[position].column = LineTable.column(at: target, in: bytes)
    }
  }

  /// A warning at each repeated key, with a note at its first definition.
  private func duplicateWarnings(path: String) -> [Diagnostic] {
    var warnings = [Diagnostic]()
    for (position, earlier) in repeats {
      let entry = entries[position]
      let original = entries[earlier]
      let note = Diagnostic.note(
        "'\(entry.key)' was first defined here",
        at: SourceLocation(path: path, line: original.line, column: original.column))
      warnings.append(
        Diagnostic(
          .warning, "duplicate key '\(entry.key)'; the later value wins",
          at: SourceLocation(path: path, line: entry.line, column: entry.column), notes: [note]))
    }
    return warnings
  }
}
