import XCStringsBase
import XCStringsMigration
import XCStringsModel
import XCStringsTestSupport

/// Runs `MigrationRun` (or `VerifyRun`) from the words of a `migrate` (or `verify`) command
/// line, collecting what it prints, so that a workflow test reads as the command a user types.
/// Only the options these tests use are known; any other is a test's mistake and traps.
final class MigrationHarness: Sendable {
  private let output = CollectedOutput()
  /// Whether the codes of diagnostics are marked where the tool puts its hints.
  private let marksCodes: Bool

  /// A harness whose output marks the codes (``CollectedOutput/markingCodes(faults:)``) when asked.
  init(markingCodes: Bool = false) { marksCodes = markingCodes }

  /// Standard output so far.
  var stdout: String { output.standardOutput }
  /// Standard error so far.
  var stderr: String { output.standardError }

  /// Runs `migrate ROOT… OPTIONS…`, returning 0 when the run succeeded and 1 when it did not.
  func run(_ words: [String], faults: FileTransaction.Faults = FileTransaction.Faults()) -> Int32 {
    precondition(words.first == "migrate", "not a migrate command line: \(words)")
    var roots: [String] = []
    var flags: [String: String] = [:]
    var rest = words.dropFirst()
    while let word = rest.popFirst() {
      guard word.hasPrefix("--") else {
        roots.append(word)
        continue
      }
      let name = String(word.dropFirst(2))
      flags[name] = ["tables", "source-language", "report", "project", "output"].contains(name) ? rest.popFirst() : ""
    }
    var request = MigrationRequest(roots: roots)
    for (name, value) in flags {
      switch name {
      case "delete-legacy": request.deleteLegacy = true
      case "force-delete": request.forceDelete = true
      case "update-project": request.updateProject = true
      case "dry-run": request.dryRun = true
      case "force": request.force = true
      case "include-bundles": request.discovery.includeBundles = true
      case "tables": request.discovery.tables = value.split(separator: ",").map(String.init)
      case "source-language": request.sourceLanguage = LanguageCode(rawValue: value)
      case "report": request.report = value
      case "project": request.projects.append(value)
      case "output": request.output = value
      default: preconditionFailure("no such option in these tests: --\(name)")
      }
    }
    var run = MigrationRun(request: request, faults: faults)
    if marksCodes { run.hints = CollectedOutput.markingHints }
    return output.collect(run.run()) ? 0 : 1
  }
}
