import Foundation
import Testing
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsModel
import XCStringsSync
import XCStringsTestSupport

/// Over generated sources and catalogs: a second sync changes nothing, and no translation is
/// ever removed except by marking its key stale (the translation itself is kept).
@Suite("sync: properties")
struct SyncPropertyTests {
  static let pool = ["Save", "Open", "Close %@", "Delete", "Done", "", "Count", "a%b", "Edit", "Back"]
  static let calls = [
    #"Text("KEY")"#, #"Button("KEY") {}"#, #"String(localized: "KEY")"#, #"NSLocalizedString("KEY", comment: "C")"#,
    #"Text("KEY", comment: "D")"#, #"Label("KEY", systemImage: "x")"#, #"Text("KEY \(count)")"#, #"Text("\(a) KEY \(b)")"#,
  ]
  static let states: [ExtractionState?] = [nil, nil, .stale, .manual, .migrated, .extractedWithValue]

  static func generate(seed: UInt64) throws -> (tree: Tree, catalog: StringCatalog) {
    var random = SeededGenerator(seed: seed)
    var swift = "let count = 1\nlet a = 2\nlet b = \"x\"\n"
    for _ in 0..<Int.random(in: 0..<8, using: &random) {
      let call = calls.randomElement(using: &random)!
      let key = pool.randomElement(using: &random)!
      swift += "let v\(Int.random(in: 0..<1000, using: &random)) = " + call.replacingOccurrences(of: "KEY", with: key) + "\n"
    }
    var strings = KeyedList<CatalogEntry>()
    for key in pool + ["%lld Save", "Gone"] where Bool.random(using: &random) {
      var entry = CatalogEntry(extractionState: states.randomElement(using: &random)!)
      if Bool.random(using: &random) { entry.comment = "old" }
      if Bool.random(using: &random) { entry["fr"] = .unit("fr " + key) }
      if Bool.random(using: &random) { entry["en"] = .unit(key, state: Bool.random(using: &random) ? .new : .translated) }
      strings[key] = entry
    }
    let catalog = StringCatalog(sourceLanguage: "en", version: "1.0", strings: strings)
    let tree = try Tree(["App/V.swift": swift])
    try Data(CatalogJSONWriter.data(for: catalog)).write(to: URL(fileURLWithPath: tree.path("App/Localizable.xcstrings")))
    return (tree, catalog)
  }

  @Test(arguments: 0..<40) func aSecondRunChangesNothingAndNoTranslationIsLost(seed: UInt64) throws {
    let (tree, original) = try Self.generate(seed: seed)
    let first = SyncRun(request: SyncRequest(paths: [tree.root])).run()
    #expect(first.succeeded)
    let once = try tree.read("App/Localizable.xcstrings")
    let second = SyncRun(request: SyncRequest(paths: [tree.root])).run()
    #expect(second.changes.isEmpty, "seed \(seed): \(second.changes)")
    #expect(try tree.read("App/Localizable.xcstrings") == once)
    let synced = try StringCatalog(contentsOf: tree.path("App/Localizable.xcstrings"))
    for (key, entry) in original.strings {
      guard let french = entry.localizations?["fr"] else { continue }
      let after = try #require(synced.strings[key], "seed \(seed): \(key) removed with a translation")
      #expect(after.localizations?["fr"]?.stringUnit?.value == french.stringUnit?.value)
      if !(first.changes.first?.staled.contains(key) ?? false) {
        #expect(after.extractionState == entry.extractionState || after.extractionState == nil || after.extractionState == .stale)
      } else {
        #expect(after.extractionState == .stale)
      }
    }
  }
}
