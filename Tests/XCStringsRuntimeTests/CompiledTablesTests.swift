import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsRuntime

@Suite("runtime: compiled tables")
struct CompiledTablesTests {
  @Test func foldersAreFoundWithoutRegardToCase() throws {
    let root = try RuntimeFixtures.resources(["zh-hans.lproj": ["Localizable.strings": ["a": "甲"]], "pt-BR.lproj": [:]])
    let tables = CompiledTables(root: root)
    #expect(tables.languages == ["pt-BR", "zh-hans"])
    #expect(tables.strings("Localizable", language: "zh-Hans") == ["a": "甲"])
    #expect(tables.strings("Localizable", language: "pt-br") == [:])
    #expect(tables.strings("Other", language: "zh-Hans") == [:])
  }

  @Test func binaryAndOldStyleTablesAreRead() throws {
    let root = try RuntimeFixtures.resources(["de.lproj": ["Localizable.strings": ["a": "b"]]], format: .binary)
    try Data("\"x\" = \"y\";\n".utf8).write(to: root.appendingPathComponent("de.lproj/Old.strings"))
    let tables = CompiledTables(root: root)
    #expect(tables.strings("Localizable", language: "de") == ["a": "b"])
    #expect(tables.strings("Old", language: "de") == ["x": "y"])
  }

  @Test func theDevelopmentRegionComesFromInfoPlist() throws {
    #expect(CompiledTables(root: try RuntimeFixtures.resources([:], development: "de")).developmentRegion() == "de")
    #expect(CompiledTables(root: try RuntimeFixtures.resources([:])).developmentRegion() == nil)
  }

  @Test func anUnreadableTableIsEmpty() throws {
    let root = try RuntimeFixtures.resources(["de.lproj": [:]])
    try Data("<plist><dict><key>".utf8).write(to: root.appendingPathComponent("de.lproj/Localizable.stringsdict"))
    #expect(CompiledTables(root: root).stringsdict("Localizable", language: "de").isEmpty)
  }
}
