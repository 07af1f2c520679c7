import Testing

@testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsMerge
@testable import XCStringsModel

@Suite("merge: locating sites in the written file")
struct MergeLocatorTests {
  static let catalog = MergeFixtures.editing(MergeFixtures.base, "files") {
    $0 = CatalogEntry(comment: "Count", localizations: ["de": MergeFixtures.plural([("one", "Eine"), ("other", "Viele")])])
  }

  @Test func eachSiteIsItsMembersLineAndColumn() {
    let bytes = CatalogJSONWriter.data(for: Self.catalog)
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    func line(of text: String, after start: Int = 0) -> Int {
      lines.indices.first { $0 >= start && lines[$0].contains(text) }! + 1
    }
    let files = line(of: "\"files\" : {")
    let sites = [
      MergeSite(key: "files", path: "comment", jsonPath: ["strings", "files", "comment"]),
      MergeSite(
        key: "files", language: "de", path: "plural.other",
        jsonPath: ["strings", "files", "localizations", "de", "variations", "plural", "other", "stringUnit"]),
      MergeSite(key: nil, path: "version", jsonPath: ["version"]),
      // A leaf the file lacks: its deepest member that is there.
      MergeSite(
        key: "files", language: "de", path: "plural.few",
        jsonPath: ["strings", "files", "localizations", "de", "variations", "plural", "few", "stringUnit"]),
      MergeSite(key: nil, path: "", jsonPath: []),
    ]
    let found = MergeLocator.locations(of: sites, in: bytes, of: Self.catalog, path: "L.xcstrings")
    let other = line(of: "\"other\" : {", after: files)
    #expect(
      found.map(\.description) == [
        "L.xcstrings:\(line(of: "\"comment\" : \"Count\"")):7",
        "L.xcstrings:\(other + 1):17",
        "L.xcstrings:\(line(of: "\"version\"")):3",
        "L.xcstrings:\(line(of: "\"plural\" : {", after: files)):13",
        "L.xcstrings:1:1",
      ])
  }
}
