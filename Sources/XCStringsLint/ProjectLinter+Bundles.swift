import XCStringsBase
import XCStringsModel

extension ProjectLinter {
  /// What a project says about the languages of the tables it builds.
  struct BundleScope: Equatable {
    /// The languages of every table of the targets that bundle the table: a bundle with a
    /// `fr.lproj` (or a catalog with French) shows French users its French tables, and any of
    /// its keys without French in the development language.
    var languages: Set<LanguageCode> = []
    /// Of those, the languages some table of those targets has a value in.
    var shipped: Set<LanguageCode> = []
    /// The project's `knownRegions`.
    var knownRegions: [LanguageCode]?
    /// Whether a target ships the table as its `InfoPlist` table (`NAME-InfoPlist`).
    var isInfoPlistTable = false
    /// Whether every target that bundles the table is an agent app (no main menu).
    var isAgentOnly: Bool?
  }

  /// The scope of each subject (by index) that a project of the tree builds or holds;
  /// `started` gives each subject's languages with a value (``startedLanguages(of:)``).
  func bundleScopes(started: [Set<LanguageCode>]) -> [Int: BundleScope] {
    var scopes: [Int: BundleScope] = [:]
    for project in tree.projects {
      let known = project.knownRegions?.values.map(LanguageCode.init(rawValue:))
      for index in tables(of: project) { scopes[index, default: BundleScope()].knownRegions = known }
      for target in project.targets where !target.isTest {
        let members = tables(of: target)
        var languages = Set<LanguageCode>()
        var shipped = Set<LanguageCode>()
        for member in members {
          languages.formUnion(Self.languages(of: tree.subjects[member]))
          shipped.formUnion(started[member])
        }
        for member in members {
          scopes[member, default: BundleScope()].languages.formUnion(languages)
          scopes[member, default: BundleScope()].shipped.formUnion(shipped)
          if scopes[member]?.knownRegions == nil { scopes[member]?.knownRegions = known }
          if target.isInfoPlistTable(tree.subjects[member].tableName) { scopes[member]?.isInfoPlistTable = true }
          let agentSoFar = scopes[member]?.isAgentOnly ?? true
          scopes[member]?.isAgentOnly = agentSoFar && target.isAgent
        }
      }
    }
    return scopes
  }

  /// The languages a table has: its source language and translations (a legacy table's
  /// `.lproj` folders).
  static func languages(of subject: LintSubject) -> Set<LanguageCode> {
    var languages = subject.bundleLanguages
    languages.insert(subject.catalog.sourceLanguage)
    for name in subject.catalog.localizedLanguages { languages.insert(LanguageCode(rawValue: name)) }
    languages.remove("mul")
    return languages
  }

  /// The languages a table is translated into: its source language, and each language with a
  /// value that is not an empty placeholder, not a `new` unit the build leaves out, and not the
  /// source text itself. A table whose
  /// every value of a language repeats the source (an `InfoPlist.strings` per language that
  /// only names the app) does not make its bundle ship that language's text.
  static func startedLanguages(of subject: LintSubject) -> Set<LanguageCode> {
    let source = subject.catalog.sourceLanguage
    var languages: Set<LanguageCode> = [source]
    var pending = Set(subject.catalog.localizedLanguages)
    pending.remove(source.rawValue)
    var forms: [LocalizationForm] = []
    for (key, entry) in subject.catalog.strings where entry.extractionState != .stale && !pending.isEmpty {
      let sourceText = entry.localizations?[source.rawValue]?.stringUnit?.value ?? key
      entry.localizations?.forEachInPlace { name, localization in
        guard pending.contains(name),
          SubjectLinter.start(of: localization.pointee, forms: &forms, compilesNew: entry.extractionState == .manual)
            == .started,
          localization.pointee.stringUnit.map({ !$0.value.isIdentical(to: sourceText) }) ?? true
        else { return }
        pending.remove(name)
        languages.insert(LanguageCode(rawValue: name))
      }
    }
    languages.remove("mul")
    return languages
  }
}
