import Foundation
import Testing

@testable import XCStringsBase
@testable import XCStringsMerge
@testable import XCStringsModel

@Suite("merge: JSON report")
struct MergeReportTests {
  @Test func theReportListsEachConflictWithItsValuesAndPlace() throws {
    let base = MergeFixtures.base
    var ours = MatrixEdit.value.applied(to: base, key: "k", variant: 0)
    ours.version = "1.2"
    var theirs = MatrixEdit.delete.applied(to: MatrixEdit.value.applied(to: base, key: "k", variant: 1), key: "j", variant: 0)
    theirs.version = "1.1"
    let files = try CatalogMergeRunTests.Files(
      base: base, ours: ours, theirs: MatrixEdit.comment.applied(to: theirs, key: "k", variant: 1))
    let report = files.folder.appendingPathComponent("merge.json").path
    let outcome = CatalogMergeRun(request: files.request(name: "L.xcstrings", report: report)).run()
    #expect(outcome.status == .conflicted)
    let line = outcome.locations[0].line
    let version = outcome.notes[0].location!.line
    #expect(
      String(decoding: try files.read(report), as: UTF8.self) == """
        {
          "conflicts" : [
            {
              "base" : {
                "state" : "translated",
                "value" : "Hallo"
              },
              "column" : 11,
              "file" : "L.xcstrings",
              "key" : "k",
              "kind" : "different-values",
              "language" : "de",
              "line" : \(line),
              "message" : "conflict in 'k' [de]: base 'Hallo', ours 'Wert-0', theirs 'Wert-1'",
              "ours" : {
                "state" : "translated",
                "value" : "Wert-0"
              },
              "path" : "",
              "resolved" : false,
              "taken" : "ours",
              "theirs" : {
                "state" : "translated",
                "value" : "Wert-1"
              }
            }
          ],
          "file" : "L.xcstrings",
          "notes" : [
            {
              "column" : 3,
              "file" : "L.xcstrings",
              "line" : \(version),
              "message" : "format version 1.2 of ours kept over 1.1 of theirs, the higher one",
              "severity" : "note"
            }
          ],
          "status" : "conflicted",
          "warnings" : [

          ]
        }

        """)
  }
}
