import Foundation
import Testing

@testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsMerge
@testable import XCStringsModel

/// `merge --git PATH`: a catalog git's own line merge left conflicted is merged from the
/// index stages and replaces the file with its markers.
@Suite("merge: git index stages", .enabled(if: GitTestRepository.isAvailable))
struct GitConflictStagesTests {
  /// OURS and THEIRS of the repository below: each adds a key at the same place.
  static let ours = MergeFixtures.editing(MergeFixtures.base, "l1") { $0 = CatalogEntry(localizations: ["en": .unit("One")]) }
  static let theirs = MergeFixtures.editing(MergeFixtures.base, "l2") { $0 = CatalogEntry(localizations: ["en": .unit("Two")]) }

  /// A repository where `main` and `other` added neighbouring keys to one catalog and
  /// `git merge other` (git's line merge, no driver) stopped on a conflict.
  static func conflictedRepository() throws -> GitTestRepository {
    let repository = try GitTestRepository()
    try repository.write(CatalogJSONWriter.data(for: MergeFixtures.base), to: "App/Localizable.xcstrings")
    try repository.commit("base")
    try repository.git("checkout", "-q", "-b", "other")
    try repository.write(CatalogJSONWriter.data(for: Self.theirs), to: "App/Localizable.xcstrings")
    try repository.commit("theirs")
    try repository.git("checkout", "-q", "main")
    try repository.write(CatalogJSONWriter.data(for: Self.ours), to: "App/Localizable.xcstrings")
    try repository.commit("ours")
    #expect(try repository.status("merge", "-q", "other") != 0)
    return repository
  }

  @Test func theStagesAreMergedIntoTheFile() throws {
    let repository = try Self.conflictedRepository()
    #expect(String(decoding: try repository.read("App/Localizable.xcstrings"), as: UTF8.self).contains("<<<<<<<"))
    let request = try GitConflictStages.request(for: "App/Localizable.xcstrings", in: repository.root)
    #expect(request.base != nil && request.name == "App/Localizable.xcstrings")
    let outcome = CatalogMergeRun(request: request).run()
    #expect(outcome.status == .merged)
    let expected = MergeFixtures.editing(Self.ours, "l2") { $0 = CatalogEntry(localizations: ["en": .unit("Two")]) }
    #expect(try repository.read("App/Localizable.xcstrings") == CatalogJSONWriter.data(for: expected))
  }

  @Test func aFileWithoutStagesIsRefused() throws {
    let repository = try Self.conflictedRepository()
    try repository.write(Array("{}".utf8), to: "Other.xcstrings")
    #expect {
      try GitConflictStages.request(for: "Other.xcstrings", in: repository.root)
    } throws: { error in
      (error as? Diagnostic)?.description
        == "Other.xcstrings: error: not conflicted in git's index: there are no stages :1: :2: :3: to merge"
    }
  }
}
