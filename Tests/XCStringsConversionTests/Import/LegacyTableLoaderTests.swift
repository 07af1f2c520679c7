import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsConversion
@testable import XCStringsLegacy
@testable import XCStringsModel

@Suite("legacy table loader")
struct LegacyTableLoaderTests {
  /// A table in sixteen languages (more files than the loader parses ahead), with Base
  /// values, plural rules, duplicates, empty translations and a file in UTF-16.
  static func project() throws -> Tree {
    var files: [String: String] = [
      "App/Base.lproj/Localizable.strings": "\"base.only\" = \"From Base\";\n\"title\" = \"Base title\";\n",
      "App/en.lproj/Localizable.stringsdict": LegacyText.stringsdict(
        LegacyText.format("files", "%#@n@", [("n", "d", [("one", "%d file"), ("other", "%d files")])])),
    ]
    let languages = ["en", "de", "fr", "es", "it", "ja", "ko", "nl", "pl", "pt-BR", "ru", "sv", "tr", "uk", "zh-Hans", "zh-Hant"]
    for (index, language) in languages.enumerated() {
      var text = "/* Screen title */\n\"title\" = \"Title \(language)\";\n\"files\" = \"files \(language)\";\n"
      for key in 0..<40 { text += "\"key.\(key)\" = \"\(key % 13 == index % 13 ? "" : "Value \(key) \(language)")\";\n" }
      if index % 5 == 0 { text += "\"title\" = \"Again \(language)\";\n" }
      files["App/\(language).lproj/Localizable.strings"] = text
    }
    let tree = try Tree(files)
    // One file in UTF-16 (little-endian, with a byte order mark).
    let german = try String(contentsOfFile: tree.path("App/de.lproj/Localizable.strings"), encoding: .utf8)
    var utf16: [UInt8] = [0xFF, 0xFE]
    for unit in german.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    try Data(utf16).write(to: URL(fileURLWithPath: tree.path("App/de.lproj/Localizable.strings")))
    return tree
  }

  @Test func convertingWhileParsingEqualsParsingThenConverting() throws {
    let tree = try Self.project()
    let group = try #require(LegacyDiscovery(roots: [tree.root]).groups.first)
    #expect(group.files.count == 18)
    let options = MigrationOptions(sourceLanguage: "en")
    let (files, loadDiagnostics) = LegacyTableLoader.load(group)
    let expected = LegacyConverter.convert(files, options: options)
    let streamed = LegacyTableLoader.convert(group, options: options)
    let result = try #require(streamed.result)
    #expect(result.catalog == expected.catalog)
    #expect(result.catalog.strings.keys == expected.catalog.strings.keys)
    #expect(ledgerLines(result.ledger) == ledgerLines(expected.ledger))
    #expect(streamed.diagnostics.map(\.description) == loadDiagnostics.map(\.description))
    #expect(streamed.files.isEmpty)
    // The table exercises what the importer notes.
    #expect(
      Set(result.ledger.map(\.kind)) == [
        .duplicateOverridden, .emptyTranslationDropped, .baseFallback,
        .stringsShadowedByStringsdict,
      ])
    #expect(result.catalog.value("title", "de") == "Title de")
  }

  @Test func keptFilesAreTheParsedFilesInOrder() throws {
    let tree = try Self.project()
    let group = try #require(LegacyDiscovery(roots: [tree.root]).groups.first)
    let streamed = LegacyTableLoader.convert(group, options: MigrationOptions(sourceLanguage: "en"), keepingFiles: true)
    #expect(streamed.files.map(\.file) == group.files)
    let (files, _) = LegacyTableLoader.load(group)
    for (kept, loaded) in zip(streamed.files, files) {
      switch (kept.parsed, loaded.parsed) {
      case (.strings(let lhs), .strings(let rhs)): #expect(lhs.entries == rhs.entries)
      case (.stringsdict(let lhs), .stringsdict(let rhs)): #expect(lhs.entries.map(\.key) == rhs.entries.map(\.key))
      default: Issue.record("\(kept.file.path): different kinds")
      }
    }
  }

  @Test func aFileThatFailsToParseGivesNoCatalogAndTheSameDiagnostics() throws {
    let tree = try Self.project()
    try tree.write("App/fr.lproj/Localizable.strings", "\"ok\" = \"fine\";\n\"broken\" = \"no end;\n")
    try tree.write("App/ja.lproj/Localizable.strings", "\"a\" = \"b\"\n")
    let group = try #require(LegacyDiscovery(roots: [tree.root]).groups.first)
    let streamed = LegacyTableLoader.convert(group, options: MigrationOptions(sourceLanguage: "en"))
    #expect(streamed.result == nil)
    let (_, loadDiagnostics) = LegacyTableLoader.load(group)
    #expect(streamed.diagnostics.map(\.description) == loadDiagnostics.map(\.description))
    #expect(
      streamed.diagnostics.filter { $0.severity == .error }.map(\.description) == [
        "\(tree.path("App/fr.lproj/Localizable.strings")):2:12: error: unterminated string; no closing '\"' before the end of the file",
        "\(tree.path("App/ja.lproj/Localizable.strings")):2:1: error: expected ';' after the value of 'a', found end of file",
      ])
  }
}
