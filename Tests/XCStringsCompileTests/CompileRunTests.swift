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
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        files.append(name)
      }
    }
    return files.sorted()
  }

  @Test func writesExactlyWhatTheDryRunLists() throws {
    let path = try F.file(Self.catalog)
    let out = try TestPaths.temporaryDirectory().appendingPathComponent("out")
    var request = CompileRequest(path: path, output: out.path)
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
    #expect(
      dict == F.header + """
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
    var request = CompileRequest(path: path, output: root.appendingPathComponent("xml").path)
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
    let result = CompileRun(request: CompileRequest(path: path, output: out.path), faults: faults).run()
    #expect(!result.succeeded && !result.wrote)
    #expect(written(out) == ["en.lproj/Localizable.strings"])
    #expect(try String(contentsOf: old, encoding: .utf8) == "old")
  }
}

extension CompileRunTests {
  /// Generated catalogs (keys and values with markup characters, quotes, newlines, accents and
  /// astral characters; every state and extraction state; plain or plural chosen per language;
  /// languages with nothing to write): each written file, read back by Foundation, holds exactly
  /// what the rules give, and the dry run lists exactly the files written. In both
  /// serializations.
  @Test(arguments: [SeededGenerator.randomSeed()])
  func generatedCatalogsReadBackAsTheRulesSay(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let pieces = ["a", "Z", " ", "&", "<", ">", "\"", "'", "\n", "é", "中", "😀", "\u{E000}", "%%", "\\"]
    func text() -> String {
      (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }
    let states = ["translated", "needs_review", "stale", "new"]
    let languages = ["en", "de", "zh-Hans", "ru", "ar"]
    for round in 0..<8 {
      var entries: [String] = []
      var expected: [String: (strings: [String: String], plurals: [String: [String: String]])] = [:]
      var keys = Set<String>()
      for _ in 0..<Int.random(in: 0...25, using: &random) {
        let key = text() + "\(keys.count)"
        keys.insert(key)
        let extraction = [nil, "manual", "extracted_with_value", "stale"].randomElement(using: &random)!
        var localizations: [String] = []
        for language in languages where Bool.random(using: &random) {
          let keeps = { (state: String) in state != "new" || extraction == "manual" }
          if Bool.random(using: &random) {
            let (value, state) = (text(), states.randomElement(using: &random)!)
            localizations.append(F.unit(language, value, state: state))
            if keeps(state) { expected[language, default: ([:], [:])].strings[key] = value }
          } else {
            var forms: [(String, String)] = []
            var body: [String] = []
            var kept: [String: String] = [:]
            for category in ["zero", "one", "few", "other"] where category == "other" || Bool.random(using: &random) {
              let (value, state) = (text() + "%lld" + text(), states.randomElement(using: &random)!)
              forms.append((category, value))
              body.append("\"\(category)\" : { \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \(F.quoted(value)) } }")
              if keeps(state) { kept[category] = value }
            }
            localizations.append("\"\(language)\" : { \"variations\" : { \"plural\" : { \(body.joined(separator: ", ")) } } }")
            if !kept.isEmpty { expected[language, default: ([:], [:])].plurals[key] = kept }
          }
        }
        entries.append(F.entry(key, localizations, extractionState: extraction))
      }
      let path = try F.file(F.json(entries))
      for serialization in [CompileRequest.Serialization.text, .binary] {
        let out = try TestPaths.temporaryDirectory().appendingPathComponent("out")
        var request = CompileRequest(path: path, output: out.path)
        request.serialization = serialization
        request.dryRun = true
        let dry = CompileRun(request: request).run()
        request.dryRun = false
        let result = CompileRun(request: request).run()
        #expect(result.succeeded, "seed \(seed) round \(round)")
        #expect(dry.files == result.files)
        #expect(written(out).map { out.path + "/" + $0 }.sorted() == result.files.sorted(), "seed \(seed) round \(round)")
        var files: [String] = []
        for (language, tables) in expected.sorted(by: { $0.key < $1.key }) {
          let folder = out.appendingPathComponent("\(language).lproj")
          if !tables.strings.isEmpty {
            files.append("\(language).lproj/Localizable.strings")
            let read =
              try PropertyListSerialization.propertyList(
                from: Data(contentsOf: folder.appendingPathComponent("Localizable.strings")), format: nil) as? [String: String]
            #expect(read == tables.strings, "seed \(seed) round \(round) \(language)")
          }
          if !tables.plurals.isEmpty {
            files.append("\(language).lproj/Localizable.stringsdict")
            let read =
              try PropertyListSerialization.propertyList(
                from: Data(contentsOf: folder.appendingPathComponent("Localizable.stringsdict")), format: nil)
              as? [String: [String: Any]]
            #expect(read.map { Set($0.keys) } == Set(tables.plurals.keys), "seed \(seed) round \(round) \(language)")
            for (key, forms) in tables.plurals {
              #expect(read?[key]?["NSStringLocalizedFormatKey"] as? String == "%#@value@")
              var variable = read?[key]?["value"] as? [String: String] ?? [:]
              #expect(variable.removeValue(forKey: "NSStringFormatSpecTypeKey") == "NSStringPluralRuleType")
              #expect(variable.removeValue(forKey: "NSStringFormatValueTypeKey") == "lld")
              #expect(variable == forms, "seed \(seed) round \(round) \(language) \(key)")
            }
          }
        }
        #expect(written(out) == files.sorted(), "seed \(seed) round \(round)")
      }
    }
  }
}
