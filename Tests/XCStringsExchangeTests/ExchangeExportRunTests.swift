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
    #expect(ExchangeExportRun(request: Self.request(tree, .xliff), io: output.io()).execute())
    let xliff = try tree.read("out/de.xliff")
    #expect(xliff.contains("<file original=\"Localizable.xcstrings\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\">"))
    #expect(xliff.contains("<tool tool-id=\"xcstrings-convert\" tool-name=\"xcstrings-convert\" tool-version=\"9.9\""))
    #expect(xliff.contains("<source>Hello</source>\n        <target state=\"translated\">Hallo</target>\n        <note>Shown at launch</note>"))
    #expect(output.standardOutput == "1 catalog in 1 language: de\nwrote 1 file under \(tree.path("out"))\n")
  }

  /// A failure while a bundle's files are put in place leaves the output folder as it was.
  @Test(arguments: ["contents.json", "de.xliff"])
  func aFailedRenameWritesNothing(failing name: String) throws {
    let tree = try Tree(["Localizable.xcstrings": Fixture.catalog])
    let before = tree.snapshot()
    let faults = FileTransaction.Faults.failingRename(ofFileNamed: name)
    let output = CollectedOutput()
    #expect(!ExchangeExportRun(request: Self.request(tree, .xcloc), io: output.io(faults: faults)).execute())
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
    #expect(ExchangeExportRun(request: request, io: output.io()).execute())
    #expect(output.standardOutput == "1 catalog in 1 language: de\nwrote 1 file under \(tree.path("out"))\n")
  }
}
