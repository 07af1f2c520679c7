import XCStringsBase
import XCStringsModel

extension Linter {
  /// Makes notes of the warnings a user of the app cannot see because the app picks the
  /// language itself:
  /// - where its entry point sets the SwiftUI locale (``ChosenLanguages``), the warnings about
  ///   a translation language its code never spells (SwiftUI shows the language the app
  ///   chose, so nobody sees that language's text); Info.plist tables keep theirs, since the
  ///   system shows their texts in the device's language;
  /// - the `untranslated` warnings of keys whose every literal is a branch the code picks by
  ///   language (``LanguagePickedText``): each branch is already in the language it is shown in.
  ///
  /// Errors keep their severity (a lookup outside SwiftUI still reads the device's language).
  static func demoteUnshownLanguages(
    _ findings: inout [LintFinding], from start: Int, _ tree: LintTree, infoPlistFiles: Set<String>
  ) {
    guard start < findings.count else { return }
    let sourceLanguages = Set(tree.subjects.map(\.catalog.sourceLanguage))
    var chosen = tree.chosenLanguages
    if let choice = chosen {
      let translated = Set(tree.subjects.flatMap(ProjectLinter.startedLanguages(of:))).subtracting(sourceLanguages)
      // Where the code spells none of the languages translated, which it offers is unknown.
      if !choice.offersAny(of: translated) { chosen = nil }
    }
    let picked = tree.languagePickedKeys.filter { !tree.literalKeysElsewhere.contains($0.key) }
    guard chosen != nil || !picked.isEmpty else { return }
    for index in start..<findings.count where findings[index].severity == .warning {
      let finding = findings[index]
      guard let language = finding.language, !sourceLanguages.contains(language),
        !finding.location.path.hasSuffix(".swift"), finding.rule != .permissionPromptNotLocalized
      else { continue }
      if let chosen, !chosen.offers(language), !infoPlistFiles.contains(finding.location.path),
        !FileTransaction.baseName(of: finding.location.path).hasPrefix("InfoPlist")
      {
        findings[index].severity = .note
        findings[index].message +=
          "; the app picks its own language (\(chosen.site)) and its code never offers '\(language.rawValue)', so no user sees it"
      } else if finding.rule == .untranslated, let key = finding.key, let site = picked[ExactKey(key)] {
        findings[index].severity = .note
        findings[index].message +=
          "; the code picks this text by language (\(site)), so each user sees it in the language it is written in"
      }
    }
  }
}
