import Foundation
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsModel
import XCStringsSync
import XCStringsTestSupport

/// Syncs a tree of one catalog and some Swift files; returns the catalog afterwards.
struct SyncFixture {
  let tree: Tree
  let result: SyncResult

  /// A tree with `Localizable.xcstrings` (`catalog` as its text, an empty English one if
  /// `nil`) and the given Swift files, synced once.
  init(catalog: String? = nil, swift: [String: String], mode: SyncRequest.Mode = .write) throws {
    var files = swift
    files["App/Localizable.xcstrings"] = catalog ?? SyncFixture.emptyCatalog
    tree = try Tree(files)
    result = SyncRun(request: SyncRequest(paths: [tree.root], mode: mode)).run()
  }

  static let emptyCatalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}"

  /// The catalog after the sync.
  func catalog() throws -> StringCatalog {
    try StringCatalog(contentsOf: tree.path("App/Localizable.xcstrings"))
  }

  /// The catalog's keys after the sync, in Xcode's order.
  func keys() throws -> [String] { try catalog().strings.keys }

  /// One entry after the sync.
  func entry(_ key: String) throws -> CatalogEntry? { try catalog().strings[key] }
}
