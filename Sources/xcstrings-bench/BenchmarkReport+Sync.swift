import Foundation
import XCStringsKit

/// The `sync` row: a generated app of Swift sources and its catalog, brought in step with the
/// code (issue target: 2,000 files in ≤ 1 s).
extension BenchmarkReport {
  mutating func measureSync(in folder: String, files: Int, tool: String, runs: Int) throws {
    let project = folder + "/project"
    let work = folder + "/work"
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
    var generator = SourceWorkloadGenerator(files: files)
    _ = try generator.write(to: project)
    // Each run syncs a fresh copy: the first sync adds and stales keys, a second would find
    // nothing to write and time less than the real work.
    let run = Measure.medianRun(runs: max(runs, 1) * 3, tool, { ["sync", work] }) {
      try? FileManager.default.removeItem(atPath: work)
      try? FileManager.default.copyItem(atPath: project, toPath: work)
    }
    add(String(format: "sync of %d Swift files + catalog (whole process)", files), run.seconds, peakKB: run.peakKilobytes)
    checks.append(
      String(
        format: "sync of %d Swift files: %.3f s (target ≤ 1 s) %@", files, run.seconds,
        run.seconds <= 1 && run.status == 0 ? "met" : "NOT MET"))
  }
}
