import Testing

/// The lines each command prints about what it wrote, as the harness reads them.
@Suite("data safety: reading what a command says it did")
struct AnnouncementsTests {
  @Test func migrateLinesGiveCatalogsProjectsAndDeletions() {
    let said = Announcements(
      """
      Localizable: wrote /s/work/t/App/Localizable.xcstrings
        source language en (en.lproj)
        deleted 3 legacy files: round trip verified
      Other: merged into /s/work/t/App/Other.xcstrings
        deleted 1 legacy file: round trip verified
      Main: would write /s/work/t/App/Main.xcstrings
      /s/work/t/App.xcodeproj: updated (2 removed, 1 added, 0 changed)
      /s/work/t/Other.xcodeproj: no change
      """)
    #expect(said.wrote == ["/s/work/t/App/Localizable.xcstrings", "/s/work/t/App/Other.xcstrings", "/s/work/t/App.xcodeproj"])
    #expect(said.deleted == 4)
    #expect(said.changed.isEmpty)
    #expect(said.claimsWriting)
  }

  @Test func importFormatAndExportLines() {
    let said = Announcements(
      """
      Localizable: updated /s/work/t/Localizable.xcstrings
      Other: unchanged /s/work/t/Other.xcstrings
      formatted /s/work/t/A.xcstrings
      wrote 4 files under /s/work/out (2 files already identical, left untouched)
      """)
    #expect(said.changed == ["/s/work/t/Localizable.xcstrings", "/s/work/t/A.xcstrings"])
    #expect(said.exported.map(\.count) == [4])
    #expect(said.exported.map(\.folder) == ["/s/work/out"])
    #expect(said.wrote.isEmpty)
  }

  @Test func dryRunsAndNothingWrittenClaimNothing() {
    #expect(!Announcements("T: would write /a/T.xcstrings\n  would delete 2 legacy files: round trip verified\n").claimsWriting)
    #expect(!Announcements("wrote 0 files under /s/out (3 files already identical, left untouched)\n").claimsWriting)
  }
}
