import XCStringsBase
import XCStringsModel

/// Checks catalogs and legacy tables for translation defects (see ``LintRule``) and measures
/// how far each language is translated.
///
/// ```swift
/// let report = Linter(options: LintOptions(languages: ["ja"])).lint([LintTree(loading: "App")])
/// for finding in report.findings { print(finding) }
/// ```
package struct Linter: Sendable {
  /// The options of the run.
  package var options: LintOptions

  /// Creates a linter.
  package init(options: LintOptions = LintOptions()) {
    self.options = options
  }

  /// Lints every subject of every tree; tables are compared with each other only within a tree.
  package func lint(_ trees: [LintTree]) -> LintReport {
    var report = LintReport()
    for tree in trees {
      let firstOfTree = report.findings.count
      let reachability = tree.sources.isEmpty ? nil : Reachability(tree.sources, root: tree.root)
      let subjects = Self.scoped(tree)
      for subject in subjects {
        var checker = SubjectLinter(subject: subject, options: options)
        checker.run()
        // The first subject's array is taken as it is rather than copied finding by finding.
        if report.findings.isEmpty {
          report.findings = checker.findings
        } else {
          report.findings.append(contentsOf: checker.findings)
        }
        report.coverage.append(contentsOf: checker.coverage())
      }
      if options.isEnabled(.duplicateKeyAcrossTables) {
        report.findings.append(contentsOf: duplicateKeys(in: tree.subjects))
      }
      var sources = SourceLinter(tree: tree, options: options, reachability: reachability)
      sources.run()
      report.findings.append(contentsOf: sources.findings)
      if let reachability { Self.demoteUnreached(&report.findings, from: firstOfTree, reachability) }
      Self.demoteUnused(&report.findings, from: firstOfTree, tree)
      Self.demoteUnreadInfoPlistKeys(&report.findings, from: firstOfTree, tree, subjects)
      Self.demoteKeysOfUnusedDeclarations(&report.findings, from: firstOfTree, tree, sourceBytes: &sources.sourceBytes)
      Self.demoteCountsNeverOne(&report.findings, from: firstOfTree, tree.subjects)
      Self.demotePluralsGuardedByOne(&report.findings, from: firstOfTree, tree.sources)
      Self.demoteUnshownLanguages(
        &report.findings, from: firstOfTree, tree, infoPlistFiles: Set(subjects.filter(\.isInfoPlistTable).map(\.file)))
      var projects = ProjectLinter(tree: tree, options: options)
      let notShipped = projects.notShipped()
      Self.demoteWhereNoTargetLooksUp(&report.findings, from: firstOfTree, notShipped.sources)
      Self.demoteUnshippedTables(&report.findings, from: firstOfTree, notShipped.tables)
      Self.demoteUnshownInTargets(&report.findings, from: firstOfTree, tree, projects, sourceBytes: sources.sourceBytes)
      projects.run()
      report.findings.append(contentsOf: projects.findings)
    }
    if !options.severities.isEmpty {
      for index in report.findings.indices {
        if let severity = options.severities[report.findings[index].rule] { report.findings[index].severity = severity }
      }
    }
    LintFinding.sort(&report.findings)
    return report
  }

  /// The tree's subjects, each with the languages of its bundle: those of every table in its
  /// folder (the folder holding the `.lproj` folders or the catalog, which the bundle is made
  /// from), and where a project builds it, those of every table of the targets that bundle it.
  /// Tables in another folder (a vendored framework's) are another bundle. Each also learns
  /// which of its keys the code joins with other text.
  static func scoped(_ tree: LintTree) -> [LintSubject] {
    var subjects = tree.subjects
    var byFolder: [String: Set<LanguageCode>] = [:]
    for subject in subjects { byFolder[subject.folder, default: []].formUnion(ProjectLinter.languages(of: subject)) }
    for index in subjects.indices { subjects[index].bundleLanguages.formUnion(byFolder[subjects[index].folder] ?? []) }
    let started = tree.subjects.map(ProjectLinter.startedLanguages(of:))
    var shippedByFolder: [String: Set<LanguageCode>] = [:]
    for (index, subject) in tree.subjects.enumerated() { shippedByFolder[subject.folder, default: []].formUnion(started[index]) }
    let anywhere = started.reduce(into: Set<LanguageCode>()) { $0.formUnion($1) }
    for index in subjects.indices {
      subjects[index].shippedLanguages = (subjects[index].shippedLanguages ?? []).union(
        shippedByFolder[subjects[index].folder] ?? [])
      subjects[index].translatedAnywhere = anywhere
    }
    var joined: [String: Set<ExactKey>] = [:]
    var alone: [String: Set<ExactKey>] = [:]
    var notAlone: [String: Set<ExactKey>] = [:]
    for file in tree.sources {
      for call in file.calls {
        guard let table = call.table else { continue }
        if call.isJoined { joined[table, default: []].insert(ExactKey(call.key.text)) }
        if call.function == .text, !call.isJoined {
          alone[table, default: []].insert(ExactKey(call.key.text))
        } else {
          notAlone[table, default: []].insert(ExactKey(call.key.text))
        }
      }
    }
    for index in subjects.indices where CatalogKeyIndex.isLookedUpByCode(subjects[index]) {
      if let keys = joined[subjects[index].tableName] { subjects[index].joinedKeys = keys }
      if let keys = alone[subjects[index].tableName] {
        subjects[index].viewOnlyKeys = keys.subtracting(notAlone[subjects[index].tableName] ?? [])
      }
    }
    // Only a catalog with stale entries asks whether the code still uses them.
    if !tree.sources.isEmpty,
      subjects.contains(where: { $0.catalog.strings.values.contains { $0.extractionState == .stale } })
    {
      let literals = Set(tree.sources.flatMap { $0.literalKeys.map { ExactKey($0.text) } })
      for index in subjects.indices { subjects[index].sourceLiterals = literals }
    }
    guard !tree.projects.isEmpty else { return subjects }
    let brands = Set(
      tree.projects.flatMap { $0.targets.filter(\.isApplication).map { ProjectLinter.squeezed($0.name) } })
    for index in subjects.indices { subjects[index].brands = brands }
    for (index, scope) in ProjectLinter(tree: tree, options: LintOptions()).bundleScopes(started: started) {
      subjects[index].bundleLanguages.formUnion(scope.languages)
      subjects[index].shippedLanguages?.formUnion(scope.shipped)
      subjects[index].knownRegions = scope.knownRegions
      if scope.isInfoPlistTable { subjects[index].isInfoPlistTable = true }
      if scope.isAgentOnly == true { subjects[index].isAgentApp = true }
    }
    return subjects
  }

  /// Makes notes of the warnings about keys whose every literal is in code the shipped app
  /// never runs (a preview, `#if DEBUG`, a view nothing uses; see ``Reachability``): no user
  /// sees their text. Findings at calls were judged at the call; keys no code names keep
  /// their severity, and errors (provable from the text alone) keep theirs.
  static func demoteUnreached(_ findings: inout [LintFinding], from start: Int, _ reachability: Reachability) {
    guard start < findings.count else { return }
    let unreached = reachability.unreachedKeys()
    guard !unreached.isEmpty else { return }
    for index in start..<findings.count where findings[index].severity != .note {
      guard let key = findings[index].key, !findings[index].location.path.hasSuffix(".swift"),
        let why = unreached[ExactKey(key)]
      else { continue }
      findings[index].severity = .note
      findings[index].message += "; the key is only used in \(why), so no user sees it"
    }
  }

  /// Makes notes of the warnings and errors about keys of a table the code looks up that no
  /// Swift literal may stand for (``KeyUse``): no code shows their text, so a format a
  /// translation breaks never reaches a user either. Only where the code is all Swift (a
  /// project target compiling Objective-C may look keys up unseen), and only for tables some
  /// call names.
  static func demoteUnused(_ findings: inout [LintFinding], from start: Int, _ tree: LintTree) {
    guard start < findings.count, !tree.sources.isEmpty else { return }
    // Only the keys of warnings are asked about.
    var asked = Set<ExactKey>()
    for index in start..<findings.count where findings[index].severity != .note {
      if let key = findings[index].key, !key.isEmpty, !findings[index].location.path.hasSuffix(".swift") {
        asked.insert(ExactKey(key))
      }
    }
    guard !asked.isEmpty, !Self.objectiveCMayLookUp(tree) else { return }
    let use = KeyUse(tree.sources, patterns: asked.contains { $0.string.utf8.contains(SwiftByte.percent) })
    var judged: [String: Set<ExactKey>] = [:]
    var used = Set<ExactKey>()
    for subject in tree.subjects where CatalogKeyIndex.isLookedUpByCode(subject) {
      let named = use.tables.contains(subject.tableName)
      var unused = Set<ExactKey>()
      for key in asked where subject.catalog.strings.contains(key.string) {
        if named, !use.mayUse(key.string) { unused.insert(key) } else { used.insert(key) }
      }
      if !unused.isEmpty { judged[subject.folder + "/" + subject.tableName, default: []].formUnion(unused) }
    }
    guard !judged.isEmpty else { return }
    for index in start..<findings.count where findings[index].severity != .note {
      guard let key = findings[index].key, !findings[index].location.path.hasSuffix(".swift"),
        !used.contains(ExactKey(key)), judged[Self.table(of: findings[index].location.path)]?.contains(ExactKey(key)) == true
      else { continue }
      findings[index].severity = .note
      findings[index].message += "; no Swift source uses the key, so no user sees it"
    }
  }

  /// Makes notes of the `unknown-key` and `interpolated-localized-string` warnings at calls
  /// whose lookups no user sees translated (``ProjectLinter/notShipped()``):
  /// a target that bundles no table shows the text as typed in every language (whether it
  /// should bundle one is `catalog-not-in-target`'s finding about the target), and a file no
  /// target compiles does not ship.
  static func demoteWhereNoTargetLooksUp(_ findings: inout [LintFinding], from start: Int, _ files: [String: String]) {
    guard !files.isEmpty, start < findings.count else { return }
    for index in start..<findings.count
    where findings[index].severity == .warning
      && (findings[index].rule == .unknownKey || findings[index].rule == .interpolatedLocalizedString)
    {
      guard let reason = files[findings[index].location.path] else { continue }
      findings[index].severity = .note
      findings[index].message += "; " + reason
    }
  }

  /// Whether a project target compiles Objective-C that may look keys up unseen: an `.m` or
  /// `.mm` file that mentions a localized-string routine (`NSLocalizedString`,
  /// `localizedStringForKey:`, a macro named so), or one that cannot be read. Objective-C that
  /// never says "localized" (a Mach-O helper) looks nothing up.
  static func objectiveCMayLookUp(_ tree: LintTree) -> Bool {
    let marker = Array("ocalized".utf8)
    for file in compiledObjectiveC(tree) {
      guard let bytes = try? FileIO.read(file), !bytes.contains(marker) else { return true }
    }
    return false
  }

  /// The Objective-C files (`.m`, `.mm`) the tree's project targets compile, each once.
  static func compiledObjectiveC(_ tree: LintTree) -> [String] {
    var seen = Set<String>()
    var files: [String] = []
    for project in tree.projects {
      for target in project.targets {
        for file in target.sourceFiles where (file.hasSuffix(".m") || file.hasSuffix(".mm")) && seen.insert(file).inserted {
          files.append(file)
        }
      }
    }
    return files
  }

  /// The table a finding belongs to by its file, as `folder/name` (see ``LintSubject/folder``):
  /// the catalog, or a `.lproj` file of the table.
  static func table(of path: String) -> String {
    let folder = FileTransaction.directory(of: path)
    var name = FileTransaction.baseName(of: path)
    if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
    let holder = folder.hasSuffix(".lproj") ? FileTransaction.directory(of: folder) : folder
    return holder + "/" + name
  }

  /// Makes notes of the warnings and errors about tables no target bundles
  /// (``ProjectLinter/notShipped()``): they do not ship, so no user sees them.
  static func demoteUnshippedTables(_ findings: inout [LintFinding], from start: Int, _ tables: [String: String]) {
    guard !tables.isEmpty, start < findings.count else { return }
    for index in start..<findings.count where findings[index].severity != .note {
      let path = findings[index].location.path
      guard !path.hasSuffix(".swift"), let project = tables[Self.table(of: path)] else { continue }
      findings[index].severity = .note
      findings[index].message += "; no target of \(project) bundles this table, so it does not ship"
    }
  }

  /// Lints subjects as one tree.
  package func lint(_ subjects: [LintSubject]) -> LintReport {
    lint([LintTree(root: "", subjects: subjects)])
  }

  /// Keys whose plain source value differs between two same-named tables of one bundle (a
  /// warning: one text is lost), or between tables of two bundles (a note: each bundle shows
  /// its own text, which is hygiene at most). Two tables of different names in one bundle are separate namespaces on purpose (`Title`
  /// in each settings pane), `InfoPlist` tables name each bundle differently on purpose, and
  /// storyboard tables are keyed by object IDs, so those are left out.
  func duplicateKeys(in subjects: [LintSubject]) -> [LintFinding] {
    // With fewer than two tables that take part, no key can be in two of them.
    guard subjects.count(where: { !$0.isInfoPlistTable && !$0.isInterfaceTable }) > 1 else { return [] }
    var first = KeyedList<(value: String, subject: Int)>()
    var findings: [LintFinding] = []
    for (index, subject) in subjects.enumerated() where !subject.isInfoPlistTable && !subject.isInterfaceTable {
      let source = subject.catalog.sourceLanguage
      for (key, entry) in subject.catalog.strings
      where entry.extractionState != .stale && !key.isEmpty && !key.isInterfaceObjectKey {
        let localization = entry[source]
        guard localization?.variations == nil, localization?.substitutions == nil else { continue }
        let value = localization?.stringUnit?.value ?? key
        guard let earlier = first[key] else {
          first[key] = (value, index)
          continue
        }
        let other = subjects[earlier.subject]
        guard earlier.subject != index, !earlier.value.isIdentical(to: value),
          other.folder != subject.folder || other.tableName.lowercased() == subject.tableName.lowercased()
        else { continue }
        let place = other.location(of: key, language: source)
        // Tables of one name in one bundle compete for the key: one of the texts is lost. In
        // two bundles (an app and its widget, two apps of one repository) each shows its own.
        let oneBundle = other.folder == subject.folder
        findings.append(
          LintFinding(
            rule: .duplicateKeyAcrossTables, severity: oneBundle ? .warning : .note,
            location: subject.location(of: key, language: source), key: key, language: source,
            message: "source value '\(value)' differs from '\(earlier.value)' for the same key in \(place.path):\(place.line)"
              + (oneBundle ? ", a table of the same name in the same bundle" : ", another bundle")))
      }
    }
    return findings
  }
}
