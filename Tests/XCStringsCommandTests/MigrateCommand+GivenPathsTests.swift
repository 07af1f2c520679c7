import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

/// `migrate` touches only what it was given: a file whose real path lies outside the given
/// paths is never written or deleted, and tables inside bundles and wrappers are left alone.
@Suite("migrate command: only the given paths")
struct MigrateCommandGivenPathsTests {
  /// `S/App/de.lproj -> ../../shared/de.lproj`: deleting the app's legacy files would delete
  /// the shared folder's, outside `S`. The files are kept and the reason printed, in a dry
  /// run as in a real one; the other table files go.
  @Test(arguments: [false, true])
  func aSymlinkedLprojFolderLeadingOutsideIsNeverDeletedThrough(dryRun: Bool) throws {
    let tree = try Tree([
      "S/App/en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n",
      "shared/de.lproj/Localizable.strings": "\"hello\" = \"Hallo\";\n",
    ])
    try FileManager.default.createSymbolicLink(atPath: tree.path("S/App/de.lproj"), withDestinationPath: "../../shared/de.lproj")
    let outside = try tree.read("shared/de.lproj/Localizable.strings")
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.path("S"), "--delete-legacy"] + (dryRun ? ["--dry-run"] : [])) == 0)
    #expect(try tree.read("shared/de.lproj/Localizable.strings") == outside)
    #expect(tree.exists("S/App/en.lproj/Localizable.strings"))
    let real = FileManager.default.destinationOfSymbolicLinkSafe(tree.path("shared/de.lproj"))
    #expect(
      harness.stdout.contains(
        "kept legacy files of 'Localizable' in \(tree.path("S/App")): \(tree.path("S/App/de.lproj/Localizable.strings")) "
          + "is reached through a symlinked folder to '\(real)', outside the given paths"))
    #expect(tree.exists("S/App/Localizable.xcstrings") == !dryRun)
  }

  /// The file layer refuses the same deletion and any write through such a folder, whatever
  /// the workflow asked: the last guard.
  @Test func theTransactionRefusesToWriteOrDeleteThroughALinkLeadingOutside() throws {
    let tree = try Tree(["S/x": "", "shared/de.lproj/L.strings": "a"])
    try FileManager.default.createSymbolicLink(atPath: tree.path("S/de.lproj"), withDestinationPath: "../shared/de.lproj")
    let before = tree.snapshot()
    let deletion = FileTransaction(roots: [tree.path("S")])
    #expect(throws: Diagnostic.self) { try deletion.stageDeletion(tree.path("S/de.lproj/L.strings")) }
    let write = FileTransaction(roots: [tree.path("S")])
    #expect(throws: Diagnostic.self) { try write.stage(tree.path("S/de.lproj/new/L.xcstrings"), bytes: [1]) }
    write.discard()
    #expect(tree.snapshot() == before)
    // A link whose target is inside the given path is followed as before.
    try FileManager.default.createSymbolicLink(atPath: tree.path("S/inner"), withDestinationPath: ".")
    let inside = FileTransaction(roots: [tree.path("S")])
    try inside.stage(tree.path("S/inner/y"), bytes: [2])
    try inside.commit()
    #expect(try tree.read("S/y") == "\u{2}")
  }
}

extension FileManager {
  /// The real path of `path`, for messages that name where a link leads.
  fileprivate func destinationOfSymbolicLinkSafe(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }
}

/// Tables inside every kind of bundle or wrapper are left alone, as `*.bundle` ones are: a
/// catalog written there is never compiled, and the legacy files would be deleted for nothing.
@Suite("migrate command: bundles and wrappers")
struct MigrateCommandBundleTests {
  static let wrappers = [
    "Settings.bundle", "Kit.framework", "App.help", "Importer.mdimporter", "Tool.plugin", "Docs.docc", "Share.appex",
    "Helper.xpc", "Pane.prefPane", "Look.qlgenerator", "Screen.saver", "Driver.kext", "Mac.app",
  ]

  @Test(arguments: wrappers)
  func tablesInsideAreLeftAloneAndNotDeleted(wrapper: String) throws {
    let inside = "S/\(wrapper)/Contents/Resources/ja.lproj/InfoPlist.strings"
    let tree = try Tree([
      "S/App/en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n",
      inside: "\"CFBundleName\" = \"名前\";\n",
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.path("S"), "--delete-legacy"]) == 0)
    #expect(try tree.read(inside) == "\"CFBundleName\" = \"名前\";\n")
    #expect(!tree.exists("S/\(wrapper)/Contents/Resources/InfoPlist.xcstrings"))
    #expect(harness.stdout.contains("skipped \(tree.path(inside)): inside '\(wrapper)' (use --include-bundles to take it)"))
    #expect(tree.exists("S/App/Localizable.xcstrings"))
  }

  /// A catalog inside a wrapper is not one of the project's: export and lint do not search it.
  @Test func catalogsInsideWrappersAreNotSearched() throws {
    let catalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}"
    let tree = try Tree(["S/App/L.xcstrings": catalog, "S/Kit.framework/L.xcstrings": catalog])
    #expect(FolderWalker.files(endingWith: ".xcstrings", under: tree.path("S")) == [tree.path("S/App/L.xcstrings")])
  }
}

/// `migrate --force` never replaces a catalog it cannot read without a word: what it held
/// cannot be told, so the run is an error that quotes why, and nothing is written.
@Suite("migrate command: an unreadable catalog in the way")
struct MigrateCommandUnreadableCatalogTests {
  @Test(arguments: [
    ("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n", "4:1", "expected a string key, found end of file"),
    ("{\n<<<<<<< ours\n  \"sourceLanguage\" : \"en\",\n=======\n>>>>>>> theirs\n}", "2:1", "expected a string key, found '<'"),
  ])
  func forceRefusesToReplaceIt(text: String, place: String, reason: String) throws {
    let tree = try Tree(["S/en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n", "S/Localizable.xcstrings": text])
    let before = tree.snapshot()
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.path("S"), "--force", "--delete-legacy"]) == 1)
    #expect(tree.snapshot() == before)
    #expect(
      harness.stderr.contains(
        "\(tree.path("S/Localizable.xcstrings")):\(place): error: --force will not replace a catalog that does not read "
          + "(\(reason)); delete it to migrate over it"))
    #expect(harness.stderr.hasSuffix("error: nothing was written\n"))
  }
}

/// `--group-by table` puts two folders' tables of one name into one catalog; where they give
/// one key different values the catalog keeps one, so neither folder's files may be deleted.
@Suite("migrate command: tables grouped by name")
struct MigrateCommandGroupByTableTests {
  @Test func differentValuesOfTwoFoldersKeepTheLegacyFiles() throws {
    let files = [
      "S/App/en.lproj/Localizable.strings": "\"title\" = \"My App\";\n",
      "S/Widget/en.lproj/Localizable.strings": "\"title\" = \"My Widget\";\n",
    ]
    let tree = try Tree(files)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.path("S"), "--group-by", "table", "--delete-legacy"]) == 0)
    for (path, text) in files { #expect(try tree.read(path) == text) }
    #expect(harness.stdout.contains("kept legacy files of 'Localizable' in \(tree.path("S")): the round trip would lose 1 item"))
    // Alike, they are one table: the files go.
    let alike = try Tree(files.mapValues { _ in "\"title\" = \"Same\";\n" })
    #expect(CommandHarness().run(["migrate", alike.path("S"), "--group-by", "table", "--delete-legacy"]) == 0)
    #expect(!alike.exists("S/App/en.lproj/Localizable.strings"))
  }
}

/// `migrate --merge` does not rewrite a read-only catalog, as `import` and `format` do not
/// without `--force` (which `--merge` excludes); found by the safety harness.
@Suite("migrate command: a read-only catalog")
struct MigrateCommandReadOnlyTests {
  @Test func mergeRefusesItUntilItIsWritable() throws {
    let tree = try Tree(["S/en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n"])
    #expect(CommandHarness().run(["migrate", tree.path("S")]) == 0)
    try tree.write("S/en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n\"new\" = \"New\";\n")
    let catalog = tree.path("S/Localizable.xcstrings")
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: catalog)
    let before = tree.snapshot()
    let refused = CommandHarness()
    #expect(refused.run(["migrate", tree.path("S"), "--merge"]) == 1)
    #expect(refused.stderr.hasPrefix("\(catalog): error: catalog is read-only; make it writable to merge into it\n"))
    #expect(tree.snapshot() == before)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: catalog)
    #expect(CommandHarness().run(["migrate", tree.path("S"), "--merge"]) == 0)
    #expect(try tree.read("S/Localizable.xcstrings").contains("\"new\""))
  }
}
