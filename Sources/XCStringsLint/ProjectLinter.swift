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

  /// The Swift sources (by path as linted) whose lookups no user sees translated, each with
  /// the reason, for a message:
  /// - those only targets bundling no table at all compile, where no table lies beside their
  ///   sources (see ``tablesBeside(_:in:)``): their lookups find no table, so every user sees
  ///   their text as typed, which `catalog-not-in-target` reports once for the target (test
  ///   targets are left out);
  /// - those inside a project's folder that no target of any project compiles, outside any
  ///   Swift package (a copy left beside the real sources): they do not ship. Only for a project
  ///   whose targets compile some source of the tree, so that a project read wrong hides nothing.
  func sourcesNoUserSeesTranslated() -> [String: String] {
    var tableless: [String: String] = [:]
    var bundled = Set<String>()
    var compiled = Set<Int>()
    var readProjects = Set<String>()
    for project in tree.projects {
      for target in project.targets {
        let files = sourceFiles(of: target)
        compiled.formUnion(files)
        if !files.isEmpty { readProjects.insert(project.folder) }
        guard target.isApplication || target.isExtension, !tables(of: project).isEmpty else { continue }
        // A table beside the target's sources is meant for it: its lookups' findings stand.
        let hasTable = bundlesTable(target, named: nil) || !tablesBeside(target, in: project).isEmpty
        for file in files {
          let path = tree.sources[file].path
          if hasTable { bundled.insert(path) } else if tableless[path] == nil { tableless[path] = target.name }
        }
      }
    }
    var reasons: [String: String] = [:]
    for (path, target) in tableless where !bundled.contains(path) {
      reasons[path] = "target '\(target)', which compiles this file, bundles no table, so every user sees the text as typed"
    }
    for (path, file) in sources where !compiled.contains(file) {
      guard let project = tree.projects.first(where: { FileTransaction.isInside(path, roots: [$0.folder]) }),
        readProjects.contains(project.folder), !Self.isInPackage(path, below: project.folder)
      else { continue }
      reasons[tree.sources[file].path] = "no target of \(project.path) compiles this file, so it does not ship"
    }
    return reasons
  }

  /// The tables (as `folder/name`, see ``LintSubject/folder``) inside a project's folder that
  /// no target of any project bundles, outside any Swift package, each with the project's
  /// path: a copy left beside the real table, which does not ship. Not a table beside the
  /// sources of a target that bundles none (``tablesBeside(_:in:)``): that one is meant for
  /// the target, and `catalog-not-in-target` says to add it. Only for a project whose targets
  /// compile some source of the tree, so that a project read wrong hides nothing.
  func tablesNoTargetBundles() -> [String: String] {
    var bundled = Set<Int>()
    var readProjects = Set<String>()
    for project in tree.projects {
      for target in project.targets {
        bundled.formUnion(tables(of: target))
        if !readProjects.contains(project.folder), sources.contains(where: { target.contains($0.path) }) {
          readProjects.insert(project.folder)
        }
        if (target.isApplication || target.isExtension) && !bundlesTable(target, named: nil) {
          bundled.formUnion(tablesBeside(target, in: project))
        }
      }
    }
    var unshipped: [String: String] = [:]
    for (path, index) in tables where !bundled.contains(index) {
      guard let project = tree.projects.first(where: { FileTransaction.isInside(path, roots: [$0.folder]) }),
        readProjects.contains(project.folder), !Self.isInPackage(path, below: project.folder)
      else { continue }
      let subject = tree.subjects[index]
      unshipped[subject.folder + "/" + subject.tableName] = project.path
    }
    return unshipped
  }

  /// The project's tables the target does not bundle whose folder holds one of the target's
  /// sources, the project's own folder aside (a table there is every target's neighbour).
  func tablesBeside(_ target: LintProject.Target, in project: LintProject) -> [Int] {
    let files = sourceFiles(of: target).map { sources[$0].path }
    guard !files.isEmpty else { return [] }
    let own = Set(tables(of: target))
    return tables(of: project).filter { index in
      guard !own.contains(index) else { return false }
      let folder = FileTransaction.absolute(tree.subjects[index].folder)
      return folder != project.folder && files.contains { FileTransaction.isInside($0, roots: [folder]) }
    }
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
