import XCStringsBase
import XCStringsLegacy
import XCStringsProject

/// Runs the project-settings rules over each project of a tree: `development-language`,
/// `extension-development-region`, `string-extraction-off`, `catalog-not-in-target`,
/// `known-regions`, `permission-prompt-not-localized`, and `unknown-key` for a key only another
/// target's table has.
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
  /// Each target's Swift sources (see ``sourceFiles(of:)``) by ``targetKey(_:)``, matched once:
  /// several rules ask for them; nil for a key two targets share.
  private let filesByTarget: [String: [Int]?]

  init(tree: LintTree, options: LintOptions) {
    self.tree = tree
    self.options = options
    sources = tree.sources.indices.map { (FileTransaction.absolute(tree.sources[$0].path), $0) }
    tables = tree.subjects.indices.map { index in
      let subject = tree.subjects[index]
      if case .catalog = subject.origin { return (FileTransaction.absolute(subject.file), index) }
      return (FileTransaction.absolute(subject.folder), index)
    }
    var files: [String: [Int]?] = [:]
    let sources = self.sources
    for project in tree.projects where !sources.isEmpty {
      for target in project.targets {
        let key = Self.targetKey(target)
        files[key] = files[key] == nil ? .some(sources.filter { target.contains($0.path) }.map(\.file)) : .some(nil)
      }
    }
    filesByTarget = files
  }

  mutating func run() {
    let owners = tree.sources.isEmpty || !options.isEnabled(.unknownKey) ? [:] : sourceOwners()
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
        if !owners.isEmpty { checkTargetLookups(target, in: project, owners: owners) }
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
    if let known = filesByTarget[Self.targetKey(target)] ?? nil { return known }
    return sources.filter { target.contains($0.path) }.map(\.file)
  }

  /// A target's identity across the tree's projects: where it is declared, and its name.
  static func targetKey(_ target: LintProject.Target) -> String {
    "\(target.location.path):\(target.location.line):\(target.name)"
  }

  /// What no user of the shipped app sees translated, each with the reason or the project, for
  /// a message; both read from one walk over the projects' targets.
  /// - `sources` (by path as linted): those only app and extension targets bundling no table
  ///   compile, where no table lies beside their sources (see ``tablesBeside(_:in:)``): their
  ///   lookups find no table, so every user sees their text as typed, which
  ///   `catalog-not-in-target` reports once for the target; and those inside a project's folder
  ///   that no target of any project compiles (a copy left beside the real sources).
  /// - `tables` (as `folder/name`, see ``LintSubject/folder``), with the project's path: those
  ///   inside a project's folder that no target bundles (a copy left beside the real table),
  ///   except a table beside the sources of a target that bundles none, which is meant for it
  ///   (`catalog-not-in-target` says to add it).
  ///
  /// Files outside any Swift package only, and only in a project whose targets compile some
  /// source of the tree, so that a project read wrong hides nothing. Test targets bundle and
  /// compile, but are never the reason a lookup shows text as typed.
  func notShipped() -> (sources: [String: String], tables: [String: String]) {
    var tableless: [String: String] = [:]
    var bundledSources = Set<String>()
    var compiled = Set<Int>()
    var bundledTables = Set<Int>()
    var readProjects = Set<String>()
    for project in tree.projects {
      let projectTables = tables(of: project)
      for target in project.targets {
        let files = sourceFiles(of: target)
        compiled.formUnion(files)
        if !files.isEmpty { readProjects.insert(project.folder) }
        bundledTables.formUnion(tables(of: target))
        guard target.isApplication || target.isExtension else { continue }
        let bundles = bundlesTable(target, named: nil)
        // A table beside the target's sources is meant for it: it counts as bundled, and the
        // target's lookups' findings stand.
        let beside = bundles ? [] : tablesBeside(target, in: project)
        bundledTables.formUnion(beside)
        guard !projectTables.isEmpty else { continue }
        for file in files {
          let path = tree.sources[file].path
          if bundles || !beside.isEmpty {
            bundledSources.insert(path)
          } else if tableless[path] == nil {
            tableless[path] = target.name
          }
        }
      }
    }
    func readProject(holding path: String) -> LintProject? {
      guard let project = tree.projects.first(where: { FileTransaction.isInside(path, roots: [$0.folder]) }),
        readProjects.contains(project.folder), !Self.isInPackage(path, below: project.folder)
      else { return nil }
      return project
    }
    var reasons: [String: String] = [:]
    for (path, target) in tableless where !bundledSources.contains(path) {
      reasons[path] = "target '\(target)', which compiles this file, bundles no table, so every user sees the text as typed"
    }
    for (path, file) in sources where !compiled.contains(file) {
      guard let project = readProject(holding: path) else { continue }
      reasons[tree.sources[file].path] = "no target of \(project.path) compiles this file, so it does not ship"
    }
    var unshipped: [String: String] = [:]
    for (path, index) in tables where !bundledTables.contains(index) {
      guard let project = readProject(holding: path) else { continue }
      let subject = tree.subjects[index]
      unshipped[subject.folder + "/" + subject.tableName] = project.path
    }
    return (reasons, unshipped)
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
