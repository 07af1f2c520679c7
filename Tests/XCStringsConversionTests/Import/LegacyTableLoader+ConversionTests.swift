import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsConversion
@testable import XCStringsLegacy
@testable import XCStringsModel

/// `LegacyTableLoader.conversion(of:options:)`: the named result holds what the package's
/// `convert` gives, for a table that converts and for one whose files fail to parse.
@Suite("legacy table loader: conversion")
struct LegacyTableLoaderConversionTests {
  @Test func holdsTheCatalogLedgerAndDiagnosticsOfConvert() throws {
    let tree = try LegacyTableLoaderTests.project()
    let group = try #require(LegacyDiscovery(roots: [tree.root]).groups.first)
    let options = MigrationOptions(sourceLanguage: "en")
    let expected = LegacyTableLoader.convert(group, options: options)
    let conversion = LegacyTableLoader.conversion(of: group, options: options)
    let converted = try #require(conversion.converted)
    #expect(converted.catalog == expected.result?.catalog)
    #expect(converted.ledger.map(\.message) == expected.result?.ledger.map(\.message))
    #expect(conversion.diagnostics == expected.diagnostics)
  }

  /// One to three files of the table broken: no catalog, and each file's error in path order.
  @Test(arguments: 1...3)
  func brokenFilesGiveNoCatalog(count: Int) throws {
    let tree = try LegacyTableLoaderTests.project()
    let broken = ["de", "fr", "ja"].prefix(count)
    for language in broken { try tree.write("App/\(language).lproj/Localizable.strings", "\"a\" = \"b\"\n") }
    let group = try #require(LegacyDiscovery(roots: [tree.root]).groups.first)
    let conversion = LegacyTableLoader.conversion(of: group, options: MigrationOptions(sourceLanguage: "en"))
    #expect(conversion.converted == nil)
    #expect(
      conversion.diagnostics.filter { $0.severity == .error }.map(\.description)
        == broken.map {
          "\(tree.path("App/\($0).lproj/Localizable.strings")):2:1: error: expected ';' after the value of 'a', found end of file"
        })
  }
}
