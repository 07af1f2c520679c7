import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsConversion
@testable import XCStringsLegacy
@testable import XCStringsModel

/// Files byte-identical to what `export` writes are counted instead of parsed: exactly those
/// files are recognised (a language only when all its files are), with the number of strings
/// the parse finds, and importing with them counted gives the same result as parsing them all.
@Suite("legacy import: files as exported")
struct LegacyImportAsExportedTests {
  /// Writes what export writes for `catalog` under `root` (UTF-8, as `export` does by default)
  /// and returns the files, in path order.
  static func writeExport(_ catalog: StringCatalog, to root: URL) throws -> [LegacyFile] {
    var files: [LegacyFile] = []
    for language in CatalogExporter.export(catalog).languages {
      let folder = language.language.rawValue
      let directory = root.appendingPathComponent("\(folder).lproj")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      if !language.strings.isEmpty {
        let path = directory.appendingPathComponent("Localizable.strings").path
        try Data(StringsWriter.data(for: language.strings, encoding: .utf8)).write(to: URL(fileURLWithPath: path))
        files.append(Legacy.file(folder, path: path, table: "Localizable", kind: .strings))
      }
      if !language.stringsdict.isEmpty {
        let path = directory.appendingPathComponent("Localizable.stringsdict").path
        try Data(StringsdictWriter.data(for: StringsdictTable(entries: language.stringsdict))).write(
          to: URL(fileURLWithPath: path))
        files.append(Legacy.file(folder, path: path, table: "Localizable", kind: .stringsdict))
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  static let catalog: StringCatalog = {
    func unit(_ value: String) -> String { #"{ "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"# }
    func plural(_ one: String, _ other: String) -> String {
      #"{ "variations" : { "plural" : { "one" : \#(unit(one)), "other" : \#(unit(other)) } } }"#
    }
    let text = """
      { "sourceLanguage" : "en", "strings" : {
        "bye" : { "localizations" : { "fr" : \(unit("Au revoir")) } },
        "files" : { "localizations" : { "de" : \(plural("%lld Datei", "%lld Dateien")), "en" : \(plural("%lld file", "%lld files")) } },
        "hello" : { "comment" : "Greeting", "localizations" : { "de" : \(unit("Hallo")), "en" : \(unit("Hello")) } }
      }, "version" : "1.0" }
      """
    return try! CatalogJSONReader.read(Array(text.utf8), path: "t.xcstrings")
  }()

  @Test func countsUntouchedFilesWithTheirStrings() throws {
    let root = try TestPaths.temporaryDirectory()
    let files = try Self.writeExport(Self.catalog, to: root)
    let counts = LegacyImport.filesAsExported(files, catalog: Self.catalog)
    let relative = [String: Int](uniqueKeysWithValues: counts.map { (String($0.key.dropFirst(root.path.count + 1)), $0.value) })
    // en: hello and the key itself for bye (2 strings), a plural of two forms; de: one string
    // and two forms; fr: one string.
    #expect(
      relative == [
        "de.lproj/Localizable.strings": 1, "de.lproj/Localizable.stringsdict": 2,
        "en.lproj/Localizable.strings": 2, "en.lproj/Localizable.stringsdict": 2,
        "fr.lproj/Localizable.strings": 1,
      ])
  }

  @Test func takesALanguageOnlyWhenAllItsFilesAreAsExported() throws {
    let root = try TestPaths.temporaryDirectory()
    var files = try Self.writeExport(Self.catalog, to: root)
    // de: the plural edited, so its untouched .strings is parsed too.
    let deRules = root.appendingPathComponent("de.lproj/Localizable.stringsdict")
    let edited = try String(contentsOf: deRules, encoding: .utf8).replacingOccurrences(of: "Dateien", with: "Akten")
    try edited.write(to: deRules, atomically: true, encoding: .utf8)
    // fr: the same text in UTF-16 is not what export writes.
    let fr = root.appendingPathComponent("fr.lproj/Localizable.strings")
    try Data(StringsWriter.data(for: [StringsTable.Entry(key: "bye", value: "Au revoir")], encoding: .utf16LittleEndian))
      .write(to: fr)
    // en: a Base.lproj file joins the source language.
    let base = root.appendingPathComponent("Base.lproj")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    try Data("\"hello\" = \"Hello\";\n".utf8).write(to: base.appendingPathComponent("Localizable.strings"))
    files.append(
      Legacy.file(
        "Base", path: base.appendingPathComponent("Localizable.strings").path, table: "Localizable",
        kind: .strings))
    #expect(LegacyImport.filesAsExported(files, catalog: Self.catalog) == [:])

    // Two .strings files of one language (its legacy folder name too) are parsed.
    let other = try TestPaths.temporaryDirectory()
    var twice = try Self.writeExport(Self.catalog, to: other)
    let copy = other.appendingPathComponent("French.lproj")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: other.appendingPathComponent("fr.lproj/Localizable.strings"),
      to: copy.appendingPathComponent("Localizable.strings"))
    twice.append(
      Legacy.file(
        "French", path: copy.appendingPathComponent("Localizable.strings").path, table: "Localizable",
        kind: .strings))
    let counted = LegacyImport.filesAsExported(twice, catalog: Self.catalog)
    #expect(
      counted.keys.sorted() == twice.map(\.path).filter { !$0.contains("/fr.lproj") && !$0.contains("/French.lproj") }.sorted())
  }

  /// Random catalogs, exported and then edited language by language (a value changed, the file
  /// re-encoded, one file left out, a `Base.lproj` file added): a file is counted exactly when its
  /// language's files are all as exported; a counted file parses without a warning into as many
  /// strings as counted; and importing with the counted files left unparsed gives the same
  /// translations, unchanged counts and ledger as parsing every file.
  @Test(arguments: [SeededGenerator.randomSeed()])
  func countingEqualsParsing(firstSeed base: UInt64) throws {
    var failures = 0
    for index in 0..<120 {
      let seed = base &+ UInt64(index)
      var generator = ExportRoundTripPropertyTests.CatalogGenerator(seed: seed)
      let catalog = generator.catalog()
      let root = try TestPaths.temporaryDirectory()
      var files = try Self.writeExport(catalog, to: root)
      var random = SeededGenerator(seed: seed ^ 0xA5)
      var touched = Set<String>()
      for language in Set(files.compactMap(\.language?.rawValue)).sorted() {
        let own = files.filter { $0.language?.rawValue == language }
        switch Int.random(in: 0..<8, using: &random) {
        case 0:
          guard let file = own.first(where: { $0.kind == .strings }) else { continue }
          var table = try StringsTable(contentsOf: file.path)
          table.entries[0].value += " ✎"
          try Data(StringsWriter.data(for: table.entries, encoding: .utf8)).write(to: URL(fileURLWithPath: file.path))
          touched.insert(language)
        case 1:
          guard let file = own.first(where: { $0.kind == .strings }) else { continue }
          let table = try StringsTable(contentsOf: file.path)
          try Data(StringsWriter.data(for: table.entries, encoding: .utf16LittleEndian)).write(
            to: URL(fileURLWithPath: file.path))
          touched.insert(language)
        case 2 where own.count == 2:
          files.removeAll { $0 == own[1] }
        case 3 where language == catalog.sourceLanguage.rawValue:
          guard let file = own.first(where: { $0.kind == .strings }) else { continue }
          let folder = root.appendingPathComponent("Base.lproj")
          try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
          let path = folder.appendingPathComponent("Localizable.strings").path
          try FileManager.default.copyItem(atPath: file.path, toPath: path)
          files.append(Legacy.file("Base", path: path, table: "Localizable", kind: .strings))
          touched.insert(language)
        default:
          break
        }
      }
      files.sort { $0.path < $1.path }
      var problems: [String] = []
      let counts = LegacyImport.filesAsExported(files, catalog: catalog)
      let expected = Set(
        files.filter { file in
          let language = (file.language ?? catalog.sourceLanguage).rawValue
          return !touched.contains(language)
        }.map(\.path))
      if Set(counts.keys) != expected { problems.append("counted \(counts.keys.sorted()), expected \(expected.sorted())") }

      let group = LegacyTableGroup(parent: "", name: "Localizable", files: files, isInterfaceTable: false)
      let (parsed, diagnostics) = LegacyTableLoader.load(group)
      if diagnostics.containsError { problems.append("parse failed: \(diagnostics)") }
      for item in parsed {
        guard let count = counts[item.file.path] else { continue }
        let warnings: [Diagnostic] =
          switch item.parsed {
          case .strings(let table): table.diagnostics
          case .stringsdict(let table): table.diagnostics
          }
        // A catalog's substitution that its text does not reference is exported as a variable
        // the format does not reference: the reader's warning is about the catalog, which the
        // import leaves as it is, so a file that repeats it may go unparsed.
        let unexpected = warnings.filter { !$0.message.hasSuffix("is defined but not referenced") }
        if !unexpected.isEmpty { problems.append("counted file has warnings: \(unexpected)") }
        if count != item.parsed.unitCount {
          problems.append("\(item.file.path): counted \(count), parsed \(item.parsed.unitCount)")
        }
      }
      let translated = parsed.filter { ($0.file.language ?? catalog.sourceLanguage) != catalog.sourceLanguage }
      let everything = LegacyImport.translations(in: translated, for: catalog)
      let rest = LegacyImport.translations(in: translated.filter { counts[$0.file.path] == nil }, for: catalog)
      var unchanged = rest.unchanged
      for item in translated {
        if let count = counts[item.file.path] { unchanged[item.file.language!, default: 0] += count }
      }
      if rest.imported != everything.imported { problems.append("imported differ") }
      if unchanged != everything.unchanged { problems.append("unchanged \(unchanged) != \(everything.unchanged)") }
      if rest.ledger != everything.ledger { problems.append("ledgers differ") }
      if !problems.isEmpty {
        failures += 1
        Issue.record("seed \(seed):\n\(problems.joined(separator: "\n"))")
        if failures >= 3 { break }
      }
    }
  }
}
