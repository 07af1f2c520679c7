import XCStringsModel

extension ProjectLinter {
  /// What a project says about the languages of the tables it builds.
  struct BundleScope: Equatable {
    /// The languages of every table of the targets that bundle the table: a bundle with a
    /// `fr.lproj` (or a catalog with French) shows French users its French tables, and any of
    /// its keys without French in the development language.
    var languages: Set<LanguageCode> = []
    /// The project's `knownRegions`.
    var knownRegions: [LanguageCode]?
  }

  /// The scope of each subject (by index) that a project of the tree builds or holds.
  func bundleScopes() -> [Int: BundleScope] {
    var scopes: [Int: BundleScope] = [:]
    for project in tree.projects {
      let known = project.knownRegions?.values.map(LanguageCode.init(rawValue:))
      for index in tables(of: project) { scopes[index, default: BundleScope()].knownRegions = known }
      for target in project.targets where !target.isTest {
        let members = tables(of: target)
        var languages = Set<LanguageCode>()
        for member in members { languages.formUnion(Self.languages(of: tree.subjects[member])) }
        for member in members {
          scopes[member, default: BundleScope()].languages.formUnion(languages)
          if scopes[member]?.knownRegions == nil { scopes[member]?.knownRegions = known }
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
}
