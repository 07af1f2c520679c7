import XCStringsBase

/// One `lint`: reads the baseline, loads every path (catalogs, tables migrated in memory,
/// sources, projects), runs the rules, records the findings when asked, and leaves out those
/// the baseline holds. It writes nothing but the baseline it is asked to write.
public struct LintRun: Sendable {
  /// What is checked.
  public let request: LintRequest
  /// Failure points for tests of the file layer.
  package let faults: FileTransaction.Faults
  /// Whether the trees and the report are left for the operating system to reclaim at exit
  /// (only the tool's own process does, see ``WorkflowIO/keepUntilExit(_:)``).
  package var keepsValuesUntilExit = false

  /// A run of `request`.
  public init(request: LintRequest, faults: FileTransaction.Faults = FileTransaction.Faults()) {
    self.request = request
    self.faults = faults
  }

  /// Checks every path once.
  public func run() -> LintResult {
    var result = LintResult()
    let folder = request.currentDirectory
    var baseline: LintBaseline?
    if let path = request.baseline {
      do throws(Diagnostic) {
        baseline = try LintBaseline(contentsOf: path)
      } catch {
        result.unreadableBaseline = error
        return result
      }
    }
    let trees = request.paths.map { LintTree(loading: $0, skippingTests: request.skipsTests) }
    result.diagnostics = trees.flatMap(\.diagnostics)
    for tree in trees where tree.subjects.isEmpty && !tree.diagnostics.containsError {
      result.diagnostics.append(Diagnostic(.warning, "no .xcstrings catalogs or .lproj tables found", path: tree.root))
    }
    let full = Linter(options: request.options).lint(trees)
    if keepsValuesUntilExit {
      ProcessLifetime.keep(trees)
      ProcessLifetime.keep(full)
    }
    if let path = request.writesBaseline {
      do throws(Diagnostic) {
        try LintBaseline(full, relativeTo: folder).write(to: path, faults: faults)
      } catch {
        result.unwrittenBaseline = error
        return result
      }
    }
    result.report = baseline?.newFindings(in: full, relativeTo: folder) ?? full
    result.knownFindings = baseline.map { _ in full.findings.count - result.report.findings.count }
    return result
  }
}
