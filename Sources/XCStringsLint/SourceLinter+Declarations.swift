import XCStringsBase
import XCStringsSwiftSource

extension SourceLinter {
  /// Makes the call's warnings (from `first` on) notes where its literal is the value of a
  /// property or constant that no source names again (``UnusedDeclaration``): no code reads
  /// it, so no user sees its text.
  mutating func demoteUnusedDeclaration(_ call: borrowing LocalizationCall, from first: Int) {
    guard findings[first...].contains(where: { $0.severity == .warning }) else { return }
    let bytes = bytes(of: call.location.path)
    guard let name = UnusedDeclaration.declaredName(in: bytes, line: call.location.line, column: call.location.column)
    else { return }
    if usedNames[name] == nil {
      // The declaring line itself (its name, a key that spells it) is no use.
      var total = -UnusedDeclaration.occurrences(of: name, onLine: call.location.line, in: bytes)
      for file in tree.sources where total < 1 { total += UnusedDeclaration.occurrences(of: name, in: self.bytes(of: file.path)) }
      usedNames[name] = total >= 1
    }
    guard usedNames[name] == false else { return }
    for index in first..<findings.count where findings[index].severity == .warning {
      findings[index].severity = .note
      findings[index].message += "; '\(name)' is declared here and named nowhere else, so no code shows it"
    }
  }
}
