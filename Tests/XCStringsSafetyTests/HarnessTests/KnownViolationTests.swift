import Testing

/// The known list is empty: every violation the harness finds fails the test.
@Suite("data safety: the known list")
struct KnownViolationTests {
  static func violation(
    _ command: String, _ variant: String, _ invariant: SafetyViolation.Invariant, _ what: String
  ) -> SafetyViolation {
    SafetyViolation(tree: "t", command: command, variant: variant, fault: nil, invariant: invariant, what: what, detail: "")
  }

  @Test func nothingIsToleratedAnyMore() {
    #expect(KnownViolation.allCases.isEmpty)
    // The shapes of the cases it once held are violations like any other.
    for violation in [
      Self.violation("migrate <tree> --delete-legacy", "linked-lproj", .untouchable, "outside path changed"),
      Self.violation("migrate <tree>", "bundle-help", .untouchable, "file inside a skipped bundle changed"),
      Self.violation("import <xcloc> --into <catalog>", "same-name-twice", .shownStrings, "string lost"),
      Self.violation("format <catalogs>", "read-only-catalogs", .untouchable, "read-only file changed"),
      Self.violation("migrate <tree>", "original", .outputMatchesDisk, "says it wrote a file after failing"),
    ] {
      #expect(KnownViolation.matching(violation) == nil)
    }
  }
}
