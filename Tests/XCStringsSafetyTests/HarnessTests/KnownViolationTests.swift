import Testing

/// Each known case matches the violations it names and nothing near them.
@Suite("data safety: the known list")
struct KnownViolationTests {
  static func violation(
    _ command: String, _ variant: String, _ invariant: SafetyViolation.Invariant, _ what: String
  ) -> SafetyViolation {
    SafetyViolation(tree: "t", command: command, variant: variant, fault: nil, invariant: invariant, what: what, detail: "")
  }

  @Test func eachCaseMatchesItsShape() {
    #expect(KnownViolation.matching(Self.violation("migrate <tree> --delete-legacy", "linked-lproj", .untouchable, "outside path changed")) == .deletionThroughLink)
    #expect(KnownViolation.matching(Self.violation("migrate <tree>", "bundle-help", .untouchable, "file inside a skipped bundle changed")) == .migrationInsideBundle)
    #expect(KnownViolation.matching(Self.violation("import <xcloc> --into <catalog>", "same-name-twice", .shownStrings, "string lost")) == .importTakesSameNamedCatalog)
    #expect(KnownViolation.matching(Self.violation("format <catalogs>", "read-only-catalogs", .untouchable, "read-only file changed")) == .readOnlyCatalogReplaced)
    #expect(KnownViolation.matching(Self.violation("migrate <tree> --force", "unreadable-bom", .untouchable, "unreadable catalog changed")) == .unreadableCatalogReplacedByForce)
    #expect(KnownViolation.matching(Self.violation("migrate <tree>", "original", .outputMatchesDisk, "says it wrote a file after failing")) == .wroteSaidOnRollback)
    #expect(KnownViolation.matching(Self.violation("import <xcloc> --into <tree>", "original", .outputMatchesDisk, "says it wrote a file after failing")) == .updatedSaidOnRollback)
  }

  @Test func nearbyShapesAreNotKnown() {
    // Without --delete-legacy, or in the original tree, a change outside the path is new.
    #expect(KnownViolation.matching(Self.violation("migrate <tree>", "linked-lproj", .untouchable, "outside path changed")) == nil)
    #expect(KnownViolation.matching(Self.violation("migrate <tree> --delete-legacy", "original", .untouchable, "outside path changed")) == nil)
    #expect(KnownViolation.matching(Self.violation("migrate <tree> --delete-legacy", "linked-file", .untouchable, "outside path changed")) == nil)
    #expect(KnownViolation.matching(Self.violation("import <xcloc> --into <tree>", "same-name-twice", .shownStrings, "string lost")) == nil)
    #expect(KnownViolation.matching(Self.violation("migrate <tree>", "unreadable-bom", .untouchable, "unreadable catalog changed")) == nil)
    #expect(KnownViolation.matching(Self.violation("migrate <tree>", "original", .outputMatchesDisk, "failed run changed a file (exit 1)")) == nil)
  }
}
