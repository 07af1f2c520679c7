import XCStringsBase
import XCStringsMigration
import XCStringsTestSupport

extension CollectedOutput {
  /// Appends what a migration printed; whether it succeeded.
  func collect(_ result: MigrationResult) -> Bool {
    collect(result.output)
    return result.succeeded
  }
}
