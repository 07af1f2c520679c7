import Foundation
import Testing
import XCStringsBase
import XCStringsMigration
import XCStringsTestSupport

/// The migration workflow as a library user runs it: no command line, its output collected,
/// and its data-safety rules (all or nothing, deletion only after a round trip) in force.
@Suite("migration run")
struct MigrationRunTests {
  static let files = [
    "App/en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n",
    "App/de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n",
  ]

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "greeting" : {
          "extractionState" : "migrated",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hallo"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hello"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test func writesTheCatalogAndDeletesTheLegacyFilesAfterTheRoundTrip() throws {
    let tree = try Tree(Self.files)
    var request = MigrationRequest(roots: [tree.root])
    request.deleteLegacy = true
    let output = CollectedOutput()
    var run = MigrationRun(request: request, io: output.io())
    let succeeded = run.execute()
    #expect(succeeded)
    #expect(try tree.read("App/Localizable.xcstrings") == Self.catalog)
    #expect(!tree.exists("App/en.lproj/Localizable.strings"))
    #expect(!tree.exists("App/de.lproj"))
    #expect(
      output.standardOutput == """
        Localizable: wrote \(tree.path("App/Localizable.xcstrings"))
          source language en (an en.lproj folder exists)
          1 key, 2 languages (de, en), 0 with plural or device variations, 0 with substitutions
          ledger: 0 losses, 0 notes
          deleted 2 legacy files: round trip verified

        """)
    #expect(output.standardError == "")
  }

  /// A failure while the files are put in place leaves every file as it was: no catalog, and
  /// the legacy files it was to delete are still there.
  @Test(arguments: ["Localizable.xcstrings", "Localizable.strings"])
  func aFailedRenameWritesAndDeletesNothing(failing name: String) throws {
    let tree = try Tree(Self.files)
    let before = tree.snapshot()
    var request = MigrationRequest(roots: [tree.root])
    request.deleteLegacy = true
    let faults = FileTransaction.Faults.failingRename(ofFileNamed: name)
    let output = CollectedOutput()
    var run = MigrationRun(request: request, io: output.io(faults: faults))
    let succeeded = run.execute()
    #expect(!succeeded)
    #expect(tree.snapshot() == before)
    #expect(output.standardError.hasSuffix("error: nothing was written\n"))
  }

  /// A table whose catalog, as written, cannot give back a value it showed keeps its legacy
  /// files: here the merge keeps the catalog's own German value.
  @Test func keepsTheLegacyFilesOfATableTheCatalogCannotGiveBack() throws {
    var files = Self.files
    files["App/Localizable.xcstrings"] = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "greeting" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Guten Tag" } }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let tree = try Tree(files)
    var request = MigrationRequest(roots: [tree.root])
    request.merge = true
    request.deleteLegacy = true
    let output = CollectedOutput()
    var run = MigrationRun(request: request, io: output.io())
    let succeeded = run.execute()
    #expect(succeeded)
    #expect(try tree.read("App/Localizable.xcstrings").contains("\"value\" : \"Guten Tag\""))
    #expect(tree.exists("App/en.lproj/Localizable.strings") && tree.exists("App/de.lproj/Localizable.strings"))
    #expect(
      output.standardOutput.hasSuffix(
        "note: kept legacy files of 'Localizable' in \(tree.path("App")): the round trip would lose 1 item\n"))
  }

  @Test func aDryRunWritesNothing() throws {
    let tree = try Tree(Self.files)
    let before = tree.snapshot()
    var request = MigrationRequest(roots: [tree.root])
    request.dryRun = true
    let output = CollectedOutput()
    var run = MigrationRun(request: request, io: output.io())
    let succeeded = run.execute()
    #expect(succeeded)
    #expect(tree.snapshot() == before)
    #expect(output.standardOutput.hasPrefix("Localizable: would write \(tree.path("App/Localizable.xcstrings"))\n"))
  }
}
