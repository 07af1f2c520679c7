import XCStringsBase
import XCStringsExchange
import XCStringsTestSupport

extension CollectedOutput {
  /// Appends what an export printed; whether it succeeded.
  func collect(_ result: ExportResult) -> Bool {
    collect(result.output)
    return result.succeeded
  }

  /// Appends what an import printed; whether it succeeded.
  func collect(_ result: ImportResult) -> Bool {
    collect(result.output)
    return result.succeeded
  }
}
