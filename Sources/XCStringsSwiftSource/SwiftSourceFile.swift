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
  /// Where the file's code cannot run in the shipped app (previews, `#if DEBUG`, the views it
  /// declares), for lint's reachability.
  package var reach = SourceReach()

  /// Creates a file's summary from parts.
  package init(path: String, calls: [LocalizationCall], literalKeys: [LocalizationKey]) {
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
    let lineTable = LineTable(utf8: bytes)
    var reach = SourceReach()
    let lexed = bytes.withUnsafeBufferPointer {
      buffer -> Result<(calls: [LocalizationCallFinder.Found], keys: [LocalizationKey], starts: [Int]), ParseFailure> in
      do throws(ParseFailure) {
        let output = try SwiftLexer.lex(buffer)
        let finder = LocalizationCallFinder(bytes: buffer, tokens: output.tokens, literals: output.literals)
        let keys = output.literals.indices.map(finder.key(ofLiteral:))
        let (calls, _, previews) = finder.callsAndPreviews()
        reach = Self.reach(finder: finder, previews: previews, bytes: buffer, lines: lineTable)
        return .success((calls, keys, output.literals.map(\.start)))
      } catch {
        return .failure(error)
      }
    }
    switch lexed {
    case .failure(let failure):
      throw failure.diagnostic(in: bytes, path: path)
    case .success(let (allFound, keys, starts)):
      literalKeys = keys
      // Every literal's line.
      var hint = 0
      reach.literalLines = starts.map { lineTable.line(ofOffset: $0, hint: &hint) }
      let found = allFound
      // Every call's line and column in one pass over the text.
      let order = found.indices.sorted { starts[found[$0].literal] < starts[found[$1].literal] }
      let positions = LineTable.positions(ofAscending: order.map { starts[found[$0].literal] }, in: bytes)
      var located = [SourceLocation](repeating: SourceLocation(path: path, line: 1, column: 1), count: found.count)
      for (rank, index) in order.enumerated() {
        located[index] = SourceLocation(path: path, line: positions[rank].line, column: positions[rank].column)
      }
      let made = found.indices.map { index in
        let call = found[index]
        var made = LocalizationCall(
          function: call.function, key: keys[call.literal], table: call.table, hasDefaultValue: call.hasDefaultValue,
          bundle: call.bundle, location: located[index])
        made.isJoined = call.isJoined
        return made
      }
      calls = made
      if path == "main.swift" || path.hasSuffix("/main.swift") { reach.hasEntryPoint = true }
      self.reach = reach
    }
  }

  /// The file's ``SourceReach`` but for its literals' lines: lines of
  /// previews, of conditional branches and of views, and where capitalized names appear.
  private static func reach(
    finder: LocalizationCallFinder, previews: [Range<Int>], bytes: UnsafeBufferPointer<UInt8>, lines table: LineTable
  ) -> SourceReach {
    var reach = SourceReach()
    let branches = ConditionalCode.lines(in: bytes)
    reach.inactiveLines = branches.inactive
    reach.debugLines = branches.debug
    reach.hasEntryPoint = finder.hasEntryAttribute()
    let views = finder.declaredViews()
    let names = finder.capitalizedNames()
    let never = finder.falseConditionBodies()
    guard !previews.isEmpty || !views.isEmpty || !names.hashes.isEmpty || !never.isEmpty else { return reach }
    reach.falseConditionLines = never.map {
      table.position(ofOffset: $0.lowerBound).line...table.position(ofOffset: max($0.lowerBound, $0.upperBound - 1)).line
    }
    reach.previewLines = previews.map {
      table.position(ofOffset: $0.lowerBound).line...table.position(ofOffset: max($0.lowerBound, $0.upperBound - 1)).line
    }
    reach.views = views.map {
      SourceReach.DeclaredView(
        name: $0.name,
        lines: table.position(ofOffset: $0.range.lowerBound)
          .line...table.position(ofOffset: max($0.range.lowerBound, $0.range.upperBound - 1)).line)
    }
    var hint = 0
    reach.nameHashes = names.hashes
    reach.nameLines = names.offsets.map { table.line(ofOffset: $0, hint: &hint) }
    return reach
  }
}
