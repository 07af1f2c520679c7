import XCStringsBase
import XCStringsSwiftSource

extension SourceLinter {
  /// Makes the call's `unknown-key` and `interpolated-localized-string` warnings (from
  /// `first` on) notes where no table the lookup can reach holds a translation: its users all
  /// see the text as typed, like every other text of those tables, so the missing key changes
  /// nothing anyone sees until the table is translated (which `untranslated` reports per
  /// language). Text typed in another script than the source language's stays a warning.
  mutating func demoteWhereNothingIsTranslated(_ call: borrowing LocalizationCall, from first: Int) {
    guard let table = call.table, let members = index.subjects(of: table) else { return }
    let scope = table + "\u{0}" + currentPackage + "\u{0}" + currentProject
    let translated: Bool
    if let known = translatedScopes[scope] {
      translated = known
    } else {
      translated = members.contains { member in
        let subject = tree.subjects[member]
        // Another package's tables are in that package's bundle, which the call cannot reach.
        var package = packageRoot(of: subject.folder)
        // As for the call: a project nested in the package's folder builds its own bundle.
        if nearestProjectFolder(of: subject.file).utf8.count > package.utf8.count { package = "" }
        guard package.isEmpty || package == currentPackage else { return false }
        guard currentProject.isEmpty || FileTransaction.isInside(subject.folder, roots: [currentProject]) else {
          return false
        }
        return subject.translatesAnything
      }
      translatedScopes[scope] = translated
    }
    guard !translated else { return }
    // Text typed in another script than the source language's (Russian in an English app)
    // is not what its users read as typed: the missing key still shows them a foreign text.
    if let member = members.first, !SubjectLinter.writesAnotherScript(tree.subjects[member].catalog.sourceLanguage),
      call.key.text.utf8.contains(where: { ($0 >= 0xCD && $0 <= 0xE1) || ($0 >= 0xE3 && $0 <= 0xED) })
    {
      return
    }
    for index in first..<findings.count
    where findings[index].severity == .warning
      && (findings[index].rule == .unknownKey || findings[index].rule == .interpolatedLocalizedString)
    {
      findings[index].severity = .note
      findings[index].message +=
        "; no table '\(table)' this lookup reaches holds a translation, so every user sees the text as typed, like the table's other texts"
    }
  }
}
