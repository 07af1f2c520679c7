import XCStringsBase
import XCStringsSwiftSource

extension Linter {
  /// Makes notes of the warnings and errors about a table's keys whose every literal in the
  /// sources is the value of a property or constant, or the one statement of a type method,
  /// that no source names again (``UnusedDeclaration``: `static let manualImport =
  /// NSLocalizedString("import.data.manual", …)` read nowhere, a generated `static func
  /// unread(_ p1: Any) -> String` nothing calls): no code reads the text, so no user sees it,
  /// broken or not. A key with a literal anywhere else (a call, an array, a variable passed
  /// on) keeps its findings, and so does one no literal names (``demoteUnused(_:from:_:)``
  /// judges those). `sourceBytes` are the sources ``SourceLinter`` read already.
  static func demoteKeysOfUnusedDeclarations(
    _ findings: inout [LintFinding], from start: Int, _ tree: LintTree, sourceBytes: inout [String: [UInt8]]
  ) {
    guard start < findings.count, !tree.sources.isEmpty else { return }
    var asked = Set<ExactKey>()
    for index in start..<findings.count where findings[index].severity != .note {
      if let key = findings[index].key, !key.isEmpty, !findings[index].location.path.hasSuffix(".swift") {
        asked.insert(ExactKey(key))
      }
    }
    guard !asked.isEmpty else { return }
    // How many literals spell each asked key, and how many of those are in a declaration
    // nothing names.
    var literals: [ExactKey: Int] = [:]
    for file in tree.sources {
      for key in file.literalKeys where asked.contains(ExactKey(key.text)) { literals[ExactKey(key.text), default: 0] += 1 }
    }
    guard !literals.isEmpty else { return }
    func bytes(_ path: String) -> [UInt8] {
      if let known = sourceBytes[path] { return known }
      let read = (try? FileIO.read(path)) ?? []
      sourceBytes[path] = read
      return read
    }
    var used: [String: Bool] = [:]
    func isUsed(_ name: String, declaredOn lines: Set<Int>, in source: [UInt8], method: Bool) -> Bool {
      let cached = method ? name + "()" : name
      if let known = used[cached] { return known }
      // The declaration's own lines (its name, a key or a fallback that spells it) are no use.
      var total = -lines.reduce(0) { $0 + UnusedDeclaration.occurrences(of: name, onLine: $1, in: source, method: method) }
      for other in tree.sources where total < 1 {
        total += UnusedDeclaration.occurrences(of: name, in: bytes(other.path), method: method)
      }
      used[cached] = total >= 1
      return total >= 1
    }
    var unread: [ExactKey: (count: Int, name: String)] = [:]
    var live = Set<ExactKey>()
    for file in tree.sources {
      for (position, literal) in file.literalKeys.enumerated() {
        let key = ExactKey(literal.text)
        guard literals[key] != nil, !live.contains(key), position < file.reach.literalLines.count else { continue }
        let line = file.reach.literalLines[position]
        let source = bytes(file.path)
        // The one statement of a type method (a generated accessor), or the value a call
        // gives a property or constant.
        var declared: (name: String, line: Int, isMethod: Bool)? = UnusedDeclaration.returningMethod(in: source, line: line)
          .map { ($0.name, $0.line, true) }
        if declared == nil,
          let call = file.calls.first(where: { $0.location.line == line && $0.key.text.isIdentical(to: literal.text) }),
          let name = UnusedDeclaration.declaredName(in: source, line: line, column: call.location.column)
        {
          declared = (name, line, false)
        }
        guard let declared, !isUsed(declared.name, declaredOn: [declared.line, line], in: source, method: declared.isMethod)
        else {
          live.insert(key)
          continue
        }
        unread[key] = ((unread[key]?.count ?? 0) + 1, declared.name)
      }
    }
    for index in start..<findings.count where findings[index].severity != .note {
      guard let key = findings[index].key.map(ExactKey.init), !findings[index].location.path.hasSuffix(".swift"),
        !live.contains(key), let found = unread[key], found.count == literals[key]
      else { continue }
      findings[index].severity = .note
      findings[index].message += "; the key's only literal is in '\(found.name)', which no code names, so no user sees it"
    }
  }
}
