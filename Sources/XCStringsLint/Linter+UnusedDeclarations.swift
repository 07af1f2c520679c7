import XCStringsBase
import XCStringsSwiftSource

extension Linter {
  /// Makes notes of the warnings and errors about a table's keys whose every literal in the
  /// sources is the value of a property or constant no source names again (``UnusedDeclaration``:
  /// `static let manualImport = NSLocalizedString("import.data.manual", …)` read nowhere): no
  /// code reads the text, so no user sees it, broken or not. A key with a literal anywhere
  /// else (a call, an array, a variable passed on) keeps its findings, and so does one no
  /// literal names (``demoteUnused(_:from:_:)`` judges those). `sourceBytes` are the sources
  /// ``SourceLinter`` read already.
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
    // How many literals spell each asked key, and how many of those are calls in a declaration
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
    var unread: [ExactKey: (count: Int, name: String)] = [:]
    var live = Set<ExactKey>()
    for file in tree.sources {
      for call in file.calls {
        let key = ExactKey(call.key.text)
        guard literals[key] != nil, !live.contains(key) else { continue }
        let source = bytes(file.path)
        guard
          let name = UnusedDeclaration.declaredName(
            in: source, line: call.location.line, column: call.location.column)
        else {
          live.insert(key)
          continue
        }
        if used[name] == nil {
          var total = -UnusedDeclaration.occurrences(of: name, onLine: call.location.line, in: source)
          for other in tree.sources where total < 1 { total += UnusedDeclaration.occurrences(of: name, in: bytes(other.path)) }
          used[name] = total >= 1
        }
        if used[name] == true {
          live.insert(key)
        } else {
          unread[key] = ((unread[key]?.count ?? 0) + 1, name)
        }
      }
    }
    for index in start..<findings.count where findings[index].severity != .note {
      guard let key = findings[index].key.map(ExactKey.init), !findings[index].location.path.hasSuffix(".swift"),
        !live.contains(key), let found = unread[key], found.count == literals[key]
      else { continue }
      findings[index].severity = .note
      findings[index].message +=
        "; the key's only literal is the value of '\(found.name)', which no code names, so no user sees it"
    }
  }
}
