import Foundation
import XCStringsKit

/// The `compile` row: Apple's `xcstringstool compile` work-alike against `format` of the same
/// catalog, taking turns (issue target: within 3×).
extension BenchmarkReport {
  mutating func measureCompile(catalog: String, workload: Workload, tool: String, runs: Int) throws {
    let copy = workload.root + "/compile-format-copy.xcstrings"
    let folder = workload.root + "/compiled"
    let timed = Measure.interleavedRuns(
      runs: max(runs, 1),
      [
        Measure.Job(program: tool, arguments: ["format", copy]) {
          try? FileManager.default.removeItem(atPath: copy)
          try? FileManager.default.copyItem(atPath: catalog, toPath: copy)
        },
        Measure.Job(program: tool, arguments: ["compile", catalog, "--output-directory", folder]) {
          try? FileManager.default.removeItem(atPath: folder)
        },
      ])
    let (format, compile) = (timed[0], timed[1])
    add("format, taking turns with compile (whole process)", format.seconds, peakKB: format.peakKilobytes)
    add("compile to .lproj (whole process)", compile.seconds, peakKB: compile.peakKilobytes)
    check(
      "compile vs format", compile.seconds / format.seconds, target: "≤ 3×",
      ok: compile.seconds <= 3 * format.seconds && compile.status == 0)
    if compile.status != 0 { checks.append("compile FAILED (exit \(compile.status))") }
  }
}
