/// The kinds of violation that are known and being fixed: the CI test prints them and passes;
/// any other violation fails it. Empty now: every case the harness or the issue named is fixed
/// and held by the test. A kind added here names the case it comes from, with a `matching`
/// rule for its shape, and goes when its fix lands.
///
/// The kinds it held, each fixed: deletion through a linked `.lproj` folder, migration inside
/// bundles other than `.bundle`, `import --into CATALOG` taking a same-named catalog's file, a
/// read-only catalog replaced, an unreadable catalog replaced by `migrate --force`, `wrote …`
/// or `updated …` printed for a run that rolled back, and `migrate --group-by table
/// --delete-legacy` deleting a table whose values it dropped.
struct KnownViolation: Hashable, Sendable, CaseIterable {
  /// What the kind is, as the report prints it.
  let rawValue: String

  /// Every known kind.
  static let allCases: [KnownViolation] = []

  /// The known kind `violation` is, if any.
  static func matching(_: SafetyViolation) -> KnownViolation? {
    nil
  }
}
