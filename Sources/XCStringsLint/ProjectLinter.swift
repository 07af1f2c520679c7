import XCStringsBase
import XCStringsLegacy
import XCStringsProject

/// Runs the project-settings rules over each project of a tree: `development-language`,
/// `extension-development-region`, `string-extraction-off`, `catalog-not-in-target`,
/// `known-regions` and `permission-prompt-not-localized`.
///
/// A target's members are matched with the tree's Swift sources and tables by absolute path;
/// test targets are left out of every rule.
struct ProjectLinter {
  let tree: LintTree
  let options: LintOptions
  var findings: [LintFinding] = []
  /// The tree's Swift sources by absolute path.
  let sources: [(path: String, file: Int)]
  /// The tree's tables by absolute path (a catalog's file, a legacy table's folder).
  let tables: [(path: String, subject: Int)]

  init(tree: LintTree, options: LintOptions) {
    self.tree = tree
    self.options = options
    sources = tree.sources.indices.map { (FileTransaction.absolute(tree.sources[$0].path), $0) }
    tables = tree.subjects.indices.map { index in
      let subject = tree.subjects[index]
      if case .catalog = subject.origin { return (FileTransaction.absolute(subject.file), index) }
      return (FileTransaction.absolute(subject.folder), index)
    }
  }

  mutating func run() {
    for project in tree.projects {
      checkDevelopmentLanguage(project)
      checkExtensionRegions(project)
      // A project without any table is not localized: its calls and regions are as meant.
      guard !tables(of: project).isEmpty else { continue }
      // A catalog that could not be read says nothing of its languages (its error is reported).
      if !tree.unreadableCatalogs.contains(where: { $0.hasPrefix(project.folder + "/") }) {
        checkKnownRegions(project)
      }
      checkCopiedCatalogs(project)
      for target in project.targets where !target.isTest {
        checkStringExtraction(target, in: project)
        checkCatalogs(target, in: project)
        checkPermissionPrompts(target, in: project)
      }
    }
  }

  /// Adds a finding about no key; `detail` says what it is about (a target, languages), so
  /// that a baseline tells a fixed problem and a new one of the same place apart.
  mutating func emit(
    _ rule: LintRule, _ severity: Diagnostic.Severity? = nil, at location: SourceLocation, detail: String? = nil,
    _ message: String
  ) {
    guard options.isEnabled(rule) else { return }
    var finding = LintFinding(rule: rule, severity: severity, location: location, key: nil, language: nil, message: message)
    finding.detail = detail
    findings.append(finding)
  }

  // MARK: - Members

  /// The indices of the tree's Swift sources a target compiles.
  func sourceFiles(of target: LintProject.Target) -> [Int] {
    sources.filter { target.contains($0.path) }.map(\.file)
  }

  /// The indices of the tree's tables inside the project's folder.
  func tables(of project: LintProject) -> [Int] {
    tables.filter { $0.path == project.folder || $0.path.hasPrefix(project.folder + "/") }.map(\.subject)
  }

  /// The tree's tables a target bundles: catalogs and `.strings` files in its Resources phase
  /// or in its folders.
  func tables(of target: LintProject.Target) -> [Int] {
    tables.filter { table in
      let subject = tree.subjects[table.subject]
      if case .catalog = subject.origin { return target.contains(table.path) }
      // A legacy table is its `.lproj` files: one of them is enough.
      return target.resourceFiles.contains { file in
        file.hasPrefix(table.path + "/")
          && (file.hasSuffix("/" + subject.tableName + ".strings") || file.hasSuffix("/" + subject.tableName + ".stringsdict"))
      } || target.memberFolders.contains { table.path == $0 || table.path.hasPrefix($0 + "/") }
    }.map(\.subject)
  }

  /// Whether the target's resources name any `.xcstrings`, `.strings` or `.stringsdict` file
  /// of a table called `name` (or of any table, for `nil`), found in the tree or not.
  func bundlesTable(_ target: LintProject.Target, named name: String?) -> Bool {
    if tables(of: target).contains(where: { name == nil || tree.subjects[$0].tableName == name }) { return true }
    return target.resourceFiles.contains { file in
      let last = ProjectPath.lastComponent(file)
      for suffix in [".xcstrings", ".strings", ".stringsdict"] where last.hasSuffix(suffix) {
        return name == nil || String(last.dropLast(suffix.count)) == name
      }
      return false
    }
  }

  /// A language code as compared across project settings: Apple's legacy names made ISO
  /// (`English` → `en`), `_` made `-`, lower-case.
  static func normalized(_ code: String) -> String {
    let language = LprojLanguage.language(forFolderName: code)?.rawValue ?? code
    return String(decoding: language.utf8.map { $0 == 0x5F ? 0x2D : $0 }, as: UTF8.self).lowercased()
  }

  /// The language and script of a code, its region left out: the development language is a
  /// language, and `en-US` beside `en` (or `pt-BR` beside `pt`) sets no trap, where `zh-Hans`
  /// beside `zh-Hant` does.
  static func language(_ code: String) -> String {
    let parts = normalized(code).split(separator: "-")
    guard let first = parts.first else { return "" }
    return ([first] + parts.dropFirst().prefix { $0.count == 4 && $0.allSatisfy(\.isLetter) }).joined(separator: "-")
  }

  static func isEnglish(_ code: String) -> Bool {
    let code = normalized(code)
    return code == "en" || code.hasPrefix("en-")
  }
}
