import Foundation
import Testing
import XCStringsBase
import XCStringsTestSupport

@testable import XCStringsCompile

@Suite("compile: the run")
struct CompileRunTests {
  typealias F = CompileFixtures

  static let catalog = F.json([
    F.entry("Hello", [F.unit("en", "Hello"), F.unit("de", "Hallo & <Welt>")]),
    F.entry("%lld files", [F.plural("en", [("one", "%lld file"), ("other", "%lld files")])]),
  ])

  func written(_ folder: URL) -> [String] {
    let walker = FileManager.default.enumerator(atPath: folder.path)
    var files: [String] = []
    while let name = walker?.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder), !isFolder.boolValue {
        files.append(name)
      }
    }
    return files.sorted()
  }

  @Test func writesExactlyWhatTheDryRunLists() throws {
    let path = try F.file(Self.catalog)
    let out = try TestPaths.temporaryDirectory().appendingPathComponent("out")
    var request = CompileRequest(catalog: path, outputDirectory: out.path)
    request.dryRun = true
    let dry = CompileRun(request: request).run()
    #expect(dry.succeeded && !dry.wrote)
    #expect(!FileManager.default.fileExists(atPath: out.path))
    request.dryRun = false
    let real = CompileRun(request: request).run()
    #expect(real.succeeded && real.wrote)
    #expect(real.files == dry.files)
    #expect(written(out) == ["de.lproj/Localizable.strings", "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict"])
    #expect(dry.files.sorted() == written(out).map { out.path + "/" + $0 })
    let de = try String(contentsOf: out.appendingPathComponent("de.lproj/Localizable.strings"), encoding: .utf8)
    #expect(de == F.header + "<dict>\n\t<key>Hello</key>\n\t<string>Hallo &amp; &lt;Welt&gt;</string>\n</dict>\n</plist>\n")
    let dict = try String(contentsOf: out.appendingPathComponent("en.lproj/Localizable.stringsdict"), encoding: .utf8)
    #expect(dict == F.header + """
      <dict>
      \t<key>%lld files</key>
      \t<dict>
      \t\t<key>NSStringLocalizedFormatKey</key>
      \t\t<string>%#@value@</string>
      \t\t<key>value</key>
      \t\t<dict>
      \t\t\t<key>NSStringFormatSpecTypeKey</key>
      \t\t\t<string>NSStringPluralRuleType</string>
      \t\t\t<key>NSStringFormatValueTypeKey</key>
      \t\t\t<string>lld</string>
      \t\t\t<key>one</key>
      \t\t\t<string>%lld file</string>
      \t\t\t<key>other</key>
      \t\t\t<string>%lld files</string>
      \t\t</dict>
      \t</dict>
      </dict>
      </plist>

      """)
  }

  /// `--serialization-format binary`: a binary property list equal by value to the XML.
  @Test func binaryIsEqualByValue() throws {
    let path = try F.file(Self.catalog)
    let root = try TestPaths.temporaryDirectory()
    var request = CompileRequest(catalog: path, outputDirectory: root.appendingPathComponent("xml").path)
    #expect(CompileRun(request: request).run().succeeded)
    request.outputDirectory = root.appendingPathComponent("bin").path
    request.serialization = .binary
    #expect(CompileRun(request: request).run().succeeded)
    for name in ["de.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict"] {
      let xml = try Data(contentsOf: root.appendingPathComponent("xml/" + name))
      let binary = try Data(contentsOf: root.appendingPathComponent("bin/" + name))
      #expect(binary.starts(with: Array("bplist00".utf8)))
      let a = try PropertyListSerialization.propertyList(from: xml, format: nil) as? NSDictionary
      let b = try PropertyListSerialization.propertyList(from: binary, format: nil) as? NSDictionary
      #expect(a != nil && a == b)
    }
  }

  /// All or nothing: a failed write or rename leaves the folder as it was, and the run says so.
  @Test(arguments: ["write", "rename"])
  func injectedFailureWritesNothing(step: String) throws {
    let path = try F.file(Self.catalog)
    let out = try TestPaths.temporaryDirectory()
    let old = out.appendingPathComponent("en.lproj/Localizable.strings")
    try FileManager.default.createDirectory(at: old.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("old".utf8).write(to: old)
    var faults = FileTransaction.Faults()
    if step == "write" {
      faults.failWrite = { $0.hasSuffix("Localizable.stringsdict") }
    } else {
      faults = .failingRename(ofFileNamed: "Localizable.stringsdict")
    }
    let result = CompileRun(request: CompileRequest(catalog: path, outputDirectory: out.path), faults: faults).run()
    #expect(!result.succeeded && !result.wrote)
    #expect(written(out) == ["en.lproj/Localizable.strings"])
    #expect(try String(contentsOf: old, encoding: .utf8) == "old")
  }
}
