import XCStringsBase

/// What lint needs from one Swift source file: its localization calls, and the key of every
/// string literal in its code (never one in a comment or inside another literal's text).
///
/// ```swift
/// let file = try SwiftSourceFile(contentsOf: "App/ContentView.swift")
/// for call in file.calls { print(call.location, call.function, call.key) }
/// ```
public struct SwiftSourceFile: Equatable, Sendable {
  /// The file, as named.
  public var path: String
  /// The localization calls with a literal key, in source order.
  public var calls: [LocalizationCall]
  /// The key of every string literal in the file's code, calls' keys included.
  public var literalKeys: [LocalizationKey]

  /// Creates a file's summary from parts.
  public init(path: String, calls: [LocalizationCall], literalKeys: [LocalizationKey]) {
    self.path = path
    self.calls = calls
    self.literalKeys = literalKeys
  }

  /// Reads and lexes the file at `path`.
  ///
  /// An unreadable file, or one the lexer cannot read (an unterminated string or comment, an
  /// invalid escape), is a ``Diagnostic`` error located where the problem starts.
  public init(contentsOf path: String) throws(Diagnostic) {
    try self.init(parsing: try FileIO.read(path), path: path)
  }

  /// Lexes UTF-8 Swift source; `path` names it in locations.
  public init(parsing bytes: [UInt8], path: String) throws(Diagnostic) {
    self.path = path
    let lexed = bytes.withUnsafeBufferPointer { buffer -> Result<(calls: [LocalizationCallFinder.Found], keys: [LocalizationKey], starts: [Int]), ParseFailure> in
      do throws(ParseFailure) {
        let output = try SwiftLexer.lex(buffer)
        let finder = LocalizationCallFinder(bytes: buffer, tokens: output.tokens, literals: output.literals)
        let keys = output.literals.indices.map(finder.key(ofLiteral:))
        return .success((finder.calls(), keys, output.literals.map(\.start)))
      } catch {
        return .failure(error)
      }
    }
    switch lexed {
    case .failure(let failure):
      throw failure.diagnostic(in: bytes, path: path)
    case .success(let (found, keys, starts)):
      literalKeys = keys
      // Every call's line and column in one pass over the text.
      let order = found.indices.sorted { starts[found[$0].literal] < starts[found[$1].literal] }
      let positions = LineTable.positions(ofAscending: order.map { starts[found[$0].literal] }, in: bytes)
      var located = [SourceLocation](repeating: SourceLocation(path: path, line: 1, column: 1), count: found.count)
      for (rank, index) in order.enumerated() {
        located[index] = SourceLocation(path: path, line: positions[rank].line, column: positions[rank].column)
      }
      calls = found.indices.map { index in
        let call = found[index]
        var made = LocalizationCall(
          function: call.function, key: keys[call.literal], table: call.table, hasDefaultValue: call.hasDefaultValue,
          bundle: call.bundle, location: located[index])
        made.isJoined = call.isJoined
        return made
      }
    }
  }
}
