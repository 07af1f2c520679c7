import Foundation
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsConversion
import XCStringsLegacy
import XCStringsModel
import XCStringsProject
import XCStringsSwiftSource

/// Everything lint finds under one path: the catalogs (`.xcstrings`) and the legacy `.lproj`
/// tables, each ready to lint, plus problems reading them.
///
/// Rules that compare tables (`duplicate-key-across-tables`) compare within one tree.
package struct LintTree: Sendable {
  /// The path as given.
  package var root: String
  /// The catalogs and tables found, catalogs first, each sorted by path.
  package var subjects: [LintSubject] = []
  /// Unreadable or invalid inputs (errors) and reader warnings.
  package var diagnostics: [Diagnostic] = []
  /// The Swift sources under the path, in path order. A file that cannot be read or lexed is
  /// left out, with a warning in ``diagnostics``.
  package var sources: [SwiftSourceFile] = []
  /// Whether Xcode extracts strings from the sources, where no entry of
  /// ``stringExtractionByFile`` says otherwise.
  package var stringExtraction: StringExtraction = .unknown
  /// Whether Xcode extracts strings from a source, by its path, as the project that compiles
  /// it says.
  package var stringExtractionByFile: [String: StringExtraction] = [:]
  /// The Xcode projects and XcodeGen specs under the path.
  var projects: [LintProject] = []
  /// The absolute paths of the catalogs that could not be read: rules that compare a
  /// project's languages with its tables must not take a missing catalog for no translation.
  var unreadableCatalogs: [String] = []
  /// Where the app picks its own language, and the languages its code spells.
  var chosenLanguages: ChosenLanguages?
  /// Keys whose text the code picks by language in a conditional, each with its first
  /// `path:line` (see ``LanguagePickedText``).
  var languagePickedKeys: [ExactKey: String] = [:]
  /// Keys some literal uses outside such a conditional.
  var literalKeysElsewhere = Set<ExactKey>()

  /// Creates a tree from subjects already made.
  package init(root: String, subjects: [LintSubject], diagnostics: [Diagnostic] = []) {
    self.root = root
    self.subjects = subjects
    self.diagnostics = diagnostics
  }

  /// Loads `path`: an `.xcstrings` file, a folder searched for `.xcstrings` files, `.lproj`
  /// tables and Swift sources (the folders `LegacyDiscovery` skips are skipped here too), or
  /// one `.lproj` folder or table file.
  package init(loading path: String) {
    self.init(loading: path, skippingTests: false)
  }

  /// Loads `path` as ``init(loading:)`` does; with `skippingTests`, test folders and files
  /// are not read for Swift sources (see ``SwiftSourceDiscovery``).
  package init(loading path: String, skippingTests: Bool) {
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    root = path
    guard FileIO.exists(path) else {
      diagnostics.append(Diagnostic(.error, "no such file or directory", path: path))
      return
    }
    var regions: [String: DevelopmentRegion?] = [:]
    func region(for folder: String) -> DevelopmentRegion? {
      if let known = regions[folder] { return known }
      let found = DevelopmentRegion.detect(startingAt: folder)
      regions[folder] = found
      return found
    }
    if !FileIO.isDirectory(path) {
      // One table file is the table it is (as in `migrate` and `verify`).
      if LegacyDiscovery.isTableRoot(path) {
        loadLegacy(path, region: region)
      } else {
        loadCatalog(path, region: region(for: FileTransaction.directory(of: path)))
      }
      return
    }
    for catalog in FolderWalker.files(endingWith: ".xcstrings", under: path) {
      loadCatalog(catalog, region: region(for: FileTransaction.directory(of: catalog)))
    }
    loadLegacy(path, region: region)
    findInterfaceFiles()
    loadSources(SwiftSourceDiscovery.paths(under: path, skippingTests: skippingTests))
    loadProjects(under: path)
  }

  private mutating func loadCatalog(_ path: String, region: DevelopmentRegion?) {
    do {
      let file = try MappedFile(path: path)
      let (catalog, offsets, repeats) = try CatalogJSONReader.readLocating(file.buffer, path: path)
      // A key written twice is read as Xcode reads it, the later copy winning where they
      // differ: a warning at its line, since the copy a reader of the file sees may not ship.
      diagnostics.append(contentsOf: repeats)
      let name = FileTransaction.baseName(of: path).removingExtension()
      let locator =
        offsets.map { CatalogKeyLocator(buffer: file.buffer, path: path, strings: catalog.strings, offsets: $0) }
        ?? CatalogKeyLocator(buffer: file.buffer, path: path)
      subjects.append(
        LintSubject(
          catalog: catalog, file: path, tableName: name, origin: .catalog(locator), developmentRegion: region))
    } catch {
      diagnostics.append(error)
      unreadableCatalogs.append(FileTransaction.absolute(path))
    }
  }

  private mutating func loadLegacy(_ path: String, region: (String) -> DevelopmentRegion?) {
    let discovery = LegacyDiscovery(roots: [path])
    diagnostics.append(contentsOf: discovery.diagnostics)
    var legacy: [LintSubject] = []
    for group in discovery.groups {
      let (files, problems) = LegacyTableLoader.load(group)
      diagnostics.append(contentsOf: problems)
      guard !files.isEmpty else { continue }
      let source = Self.sourceLanguage(of: group, region: region(group.parent))
      let result = LegacyConverter.convert(files, options: MigrationOptions(sourceLanguage: source))
      let dropped = result.ledger.compactMap { entry -> (key: String, language: LanguageCode)? in
        guard entry.kind == .emptyTranslationDropped, let language = entry.language else { return nil }
        return (entry.key, language)
      }
      var escapes: [LowercaseEscape] = []
      for (file, parsed) in files {
        guard case .strings(let table) = parsed, let bytes = try? FileIO.read(file.path) else { continue }
        let text = TextDecoding.decode(bytes, path: file.path, checkingUTF8: false).utf8
        escapes += LowercaseEscape.find(
          inUTF8: text, path: file.path, language: file.language,
          entries: table.entries.map { ($0.key, $0.line, $0.column) })
      }
      // The table's own languages: another table under the path may belong to another
      // bundle (a vendored framework's), whose languages say nothing about this one.
      legacy.append(
        LintSubject(
          catalog: result.catalog, file: "\(group.parent)/*.lproj/\(group.name)", tableName: group.name,
          origin: .legacy(LegacyKeyLocator(files: files, sourceLanguage: source)),
          bundleLanguages: Set(group.files.compactMap(\.language)), droppedEmptyValues: dropped,
          folder: group.parent, isInterfaceTable: group.isInterfaceTable,
          hasSourceFile: files.contains { $0.file.language == source || $0.file.language == nil }))
      legacy[legacy.count - 1].lowercaseEscapes = escapes
    }
    subjects.append(contentsOf: legacy)
  }

  /// Finds the interface file of each storyboard or XIB table (`Base.lproj/NAME.storyboard` or
  /// `.xib` in the table's bundle folder) and the object IDs it has (its `id="…"` attributes).
  private mutating func findInterfaceFiles() {
    for index in subjects.indices where subjects[index].isInterfaceTable {
      let folder = subjects[index].folder
      for name in ["Base.lproj/\(subjects[index].tableName).storyboard", "Base.lproj/\(subjects[index].tableName).xib"] {
        let path = folder + "/" + name
        guard let bytes = try? FileIO.read(path) else { continue }
        subjects[index].interfaceFile = (path, Self.objectIDs(in: bytes))
        subjects[index].mainMenuIDs = Self.mainMenuIDs(in: bytes)
        break
      }
    }
  }

  /// The values of the `id="…"` attributes of an interface file.
  static func objectIDs(in bytes: [UInt8]) -> Set<String> {
    var ids = Set<String>()
    let marker = Array(" id=\"".utf8)
    var index = 0
    while index + marker.count < bytes.count {
      guard bytes[index] == 0x20, Array(bytes[index..<index + marker.count]) == marker else {
        index += 1
        continue
      }
      let start = index + marker.count
      var end = start
      while end < bytes.count, bytes[end] != 0x22 { end += 1 }
      ids.insert(String(decoding: bytes[start..<end], as: UTF8.self))
      index = end
    }
    return ids
  }

  /// The `id="…"` values inside the interface file's main menu: the `<menu … systemMenu="main"`
  /// element and everything in it.
  static func mainMenuIDs(in bytes: [UInt8]) -> Set<String> {
    let marker = Array("systemMenu=\"main\"".utf8)
    guard let found = bytes.firstRange(of: marker) else { return [] }
    var start = found.lowerBound
    let open = Array("<menu ".utf8)
    while start > 0, !bytes[start...].starts(with: open) { start -= 1 }
    // The main menu's end: its `</menu>`, past the submenus it holds (`<menu …/>` holds none).
    var depth = 0
    var index = start
    var end = bytes.count
    let close = Array("</menu>".utf8)
    while index < bytes.count {
      if bytes[index...].starts(with: open) {
        var tagEnd = index
        while tagEnd < bytes.count, bytes[tagEnd] != 0x3E { tagEnd += 1 }
        if tagEnd > 0, bytes[tagEnd - 1] != 0x2F { depth += 1 }
        index = tagEnd
      } else if bytes[index...].starts(with: close) {
        depth -= 1
        if depth == 0 {
          end = index
          break
        }
        index += close.count
      } else {
        index += 1
      }
    }
    return objectIDs(in: Array(bytes[start..<end]))
  }

  /// The language migration would take as the table's source: the project's development
  /// region; else the only language of a table that has no `Base.lproj` file; else English,
  /// Xcode's default development region.
  static func sourceLanguage(of group: LegacyTableGroup, region: DevelopmentRegion?) -> LanguageCode {
    if let region { return region.language }
    let languages = Set(group.files.compactMap(\.language))
    if languages.count == 1, let only = languages.first, !group.files.contains(where: { $0.language == nil }),
      !FileIO.isDirectory(group.parent + "/en.lproj")
    {
      return only
    }
    return .english
  }
}
