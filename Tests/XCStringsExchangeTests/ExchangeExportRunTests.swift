import Foundation
import Testing
import XCStringsBase
import XCStringsExchange
import XCStringsModel
import XCStringsTestSupport

/// The export workflow to `.xcloc` bundles and `.xliff` files as a library user runs it.
@Suite("exchange export run")
struct ExchangeExportRunTests {
  static func request(_ tree: Tree, _ format: ExchangeExportRequest.Format) -> ExchangeExportRequest {
    var request = ExchangeExportRequest(
      paths: [tree.path("Localizable.xcstrings")], output: tree.path("out"), format: format, toolVersion: "9.9")
    request.languages = ["de"]
    return request
  }

  @Test func writesOneXLIFFFilePerLanguage() throws {
    let tree = try Tree(["Localizable.xcstrings": Fixture.catalog])
    let output = CollectedOutput()
    #expect(output.collect(ExchangeExportRun(request: Self.request(tree, .xliff)).run()))
    let xliff = try tree.read("out/de.xliff")
    #expect(
      xliff.contains(
        "<file original=\"Localizable.xcstrings\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\">"))
    #expect(xliff.contains("<tool tool-id=\"xcstrings-convert\" tool-name=\"xcstrings-convert\" tool-version=\"9.9\""))
    #expect(
      xliff.contains(
        "<source>Hello</source>\n        <target state=\"translated\">Hallo</target>\n        <note>Shown at launch</note>"))
    #expect(output.standardOutput == "1 catalog in 1 language: de\nwrote 1 file under \(tree.path("out"))\n")
  }

  /// A failure while a bundle's files are put in place leaves the output folder as it was.
  @Test(arguments: ["contents.json", "de.xliff"])
  func aFailedRenameWritesNothing(failing name: String) throws {
    let tree = try Tree(["Localizable.xcstrings": Fixture.catalog])
    let before = tree.snapshot()
    let faults = FileTransaction.Faults.failingRename(ofFileNamed: name)
    let output = CollectedOutput()
    #expect(!output.collect(ExchangeExportRun(request: Self.request(tree, .xcloc), faults: faults).run()))
    #expect(tree.snapshot() == before)
    #expect(!tree.exists("out"))
    #expect(output.standardError.hasSuffix("error: nothing was written\n"))
  }
}

extension ExchangeExportRunTests {
  /// A folder that links back to itself is searched once: its catalog is exported once, not
  /// once for every path the link makes.
  @Test func aLinkLoopExportsEachCatalogOnce() throws {
    let tree = try Tree(["App/Localizable.xcstrings": Fixture.catalog, "App/.hidden/Other.xcstrings": Fixture.catalog])
    try FileManager.default.createSymbolicLink(atPath: tree.path("App/loop"), withDestinationPath: "..")
    var request = ExchangeExportRequest(paths: [tree.path("App")], output: tree.path("out"), format: .xliff, toolVersion: "9.9")
    request.languages = ["de"]
    let output = CollectedOutput()
    #expect(output.collect(ExchangeExportRun(request: request).run()))
    #expect(output.standardOutput == "1 catalog in 1 language: de\nwrote 1 file under \(tree.path("out"))\n")
  }
}

extension ExchangeExportRunTests {
  /// Each catalog's `original` is its path under the folder it was found in, as Xcode names a
  /// catalog relative to the project folder; catalogs that would share a name fall back to
  /// the deepest folder holding the folders named.
  @Test(arguments: [
    (
      ["P/A/Sub/Localizable.xcstrings", "P/B/Other.xcstrings"], ["P/A/Sub", "P/B"], ["Localizable.xcstrings", "Other.xcstrings"]
    ),
    (
      ["P/A/Sub/Localizable.xcstrings", "P/B/Other.xcstrings"], ["P/A", "P/B"], ["Sub/Localizable.xcstrings", "Other.xcstrings"]
    ),
    (
      ["P/A/Localizable.xcstrings", "P/B/Localizable.xcstrings"], ["P/A", "P/B"],
      ["A/Localizable.xcstrings", "B/Localizable.xcstrings"]
    ),
    (
      ["P/A/x/Localizable.xcstrings", "Q/x/Localizable.xcstrings"], ["P/A", "Q"],
      ["P/A/x/Localizable.xcstrings", "Q/x/Localizable.xcstrings"]
    ),
    (["P/A/Localizable.xcstrings", "P/B/Localizable.xcstrings"], ["P"], ["A/Localizable.xcstrings", "B/Localizable.xcstrings"]),
  ])
  func namesEachCatalogUnderTheFolderItWasFoundIn(catalogs: [String], folders: [String], originals: [String]) throws {
    var files: [String: String] = [:]
    for path in catalogs { files[path] = Fixture.catalog }
    let tree = try Tree(files)
    var request = ExchangeExportRequest(
      paths: folders.map(tree.path), output: tree.path("out"), format: .xliff, toolVersion: "9.9")
    request.languages = ["de"]
    let output = CollectedOutput()
    #expect(output.collect(ExchangeExportRun(request: request).run()))
    let xliff = try tree.read("out/de.xliff")
    let written = xliff.components(separatedBy: "<file original=\"").dropFirst().map { $0.prefix { $0 != "\"" } }.map(String.init)
    #expect(written.sorted() == originals.sorted())
  }
}
