/// The violations other engineers are fixing: the CI test prints them and passes; any other
/// violation fails it. Each names the case of the issue it comes from; delete a case when its
/// fix lands, and the test then holds the fix.
enum KnownViolation: String, CaseIterable, Sendable {
  /// Deletion through a link to an `.lproj` folder outside the path (a linked table file is
  /// handled: the link is deleted, not its target).
  case deletionThroughLink = "migrate --delete-legacy deletes through a link pointing outside the path"
  /// Migration of tables inside `.framework`, `.help`, … bundles, which Xcode's migration leaves alone.
  case migrationInsideBundle = "migrate converts tables inside a bundle (.framework, .help, …)"
  /// `import --into CATALOG` takes the file of another catalog of the same name.
  case importTakesSameNamedCatalog = "import --into CATALOG takes the other same-named catalog's file"
  /// A read-only catalog replaced.
  case readOnlyCatalogReplaced = "a read-only catalog is replaced"
  /// An unreadable catalog replaced by `migrate --force`.
  case unreadableCatalogReplacedByForce = "migrate --force replaces a catalog it cannot read"
  /// Standard output says `wrote …` for a run that rolled back.
  case wroteSaidOnRollback = "stdout says 'wrote …' for a run that rolled back"

  /// Found by this harness, next to the case: `import` prints `T: updated CATALOG`
  /// for a run that then fails to write and rolls back (the case is migrate's `wrote`).
  case updatedSaidOnRollback = "import's stdout says 'updated …' for a run that rolled back"
  /// Found by this harness, not in the issue: `migrate --group-by table --delete-legacy` puts
  /// two same-named tables of two folders into one catalog, the later folder's value winning
  /// each key, and deletes both tables' files ("round trip verified"): the other folder's
  /// values are gone. The ledger lists them as notes, not losses.
  case groupByTableDeletesTheOtherFolder = "migrate --group-by table --delete-legacy deletes a same-named table whose values it dropped"

  /// The known case `violation` is, if any.
  static func matching(_ violation: SafetyViolation) -> KnownViolation? {
    let command = violation.command
    switch violation.invariant {
    case .untouchable:
      if violation.variant == "linked-lproj", violation.what == "outside path changed", command.hasPrefix("migrate"),
        command.contains("--delete-legacy")
      {
        return .deletionThroughLink
      }
      if violation.what == "file inside a skipped bundle changed" { return .migrationInsideBundle }
      if violation.what == "read-only file changed", violation.variant == "read-only-catalogs" { return .readOnlyCatalogReplaced }
      if violation.what == "unreadable catalog changed", command.hasPrefix("migrate"), command.contains("--force") {
        return .unreadableCatalogReplacedByForce
      }
    case .shownStrings:
      if violation.variant == "same-name-twice", command.hasPrefix("import"), command.contains("--into <catalog>") {
        return .importTakesSameNamedCatalog
      }
      if violation.variant.hasPrefix("bundle-"), command.hasPrefix("migrate") { return .migrationInsideBundle }
      if violation.variant == "same-name-twice", command.hasPrefix("migrate"), command.contains("--group-by table"),
        command.contains("--delete-legacy")
      {
        return .groupByTableDeletesTheOtherFolder
      }
    case .outputMatchesDisk:
      if violation.what == "says it wrote a file after failing" {
        return command.hasPrefix("import") ? .updatedSaidOnRollback : .wroteSaidOnRollback
      }
    }
    return nil
  }
}
