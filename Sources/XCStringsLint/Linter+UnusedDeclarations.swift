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
    // nothing names. Most literals are no asked key: their length rules them out unhashed.
    let lengths = Set(asked.map { $0.string.utf8.count })
    var literals: [ExactKey: Int] = [:]
    var holders: [Int] = []
    for (index, file) in tree.sources.enumerated() {
      var holds = false
      for key in file.literalKeys where lengths.contains(key.text.utf8.count) && asked.contains(ExactKey(key.text)) {
        literals[ExactKey(key.text), default: 0] += 1
        holds = true
      }
      if holds { holders.append(index) }
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
    for fileIndex in holders {
      let file = tree.sources[fileIndex]
      let source = bytes(file.path)
      // Where each line starts, found once per file rather than for each literal.
      // `\n`, `\r\n` and a lone `\r` each end a line, as for the lines findings give.
      var starts = [0]
      for (offset, byte) in source.enumerated()
      where byte == 0x0A || (byte == 0x0D && (offset + 1 == source.count || source[offset + 1] != 0x0A)) {
        starts.append(offset + 1)
      }
      func text(ofLine line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= starts.count else { return [] }
        var end = line < starts.count ? starts[line] : source.count
        while end > starts[line - 1], source[end - 1] == 0x0A || source[end - 1] == 0x0D { end -= 1 }
        return source[starts[line - 1]..<end]
      }
      var callsByLine: [Int: [Int]]?
      for (position, literal) in file.literalKeys.enumerated() {
        guard lengths.contains(literal.text.utf8.count) else { continue }
        let key = ExactKey(literal.text)
        guard literals[key] != nil, !live.contains(key), position < file.reach.literalLines.count else { continue }
        let line = file.reach.literalLines[position]
        // The one statement of a type method (a generated accessor), or the value a call
        // gives a property or constant.
        var declared: (name: String, line: Int, isMethod: Bool)?
        if line > 1, let name = UnusedDeclaration.returningMethod(body: text(ofLine: line), head: text(ofLine: line - 1)) {
          declared = (name, line - 1, true)
        } else {
          if callsByLine == nil {
            var byLine: [Int: [Int]] = [:]
            for (index, call) in file.calls.enumerated() { byLine[call.location.line, default: []].append(index) }
            callsByLine = byLine
          }
          if let call = callsByLine?[line]?.lazy.map({ file.calls[$0] }).first(where: {
            $0.key.text.isIdentical(to: literal.text)
          }),
            let offset = LineTable.offset(ofLine: 1, column: call.location.column, in: Array(text(ofLine: line))),
            let name = UnusedDeclaration.declaredName(in: source, literalAt: starts[line - 1] + offset)
          {
            declared = (name, line, false)
          }
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
