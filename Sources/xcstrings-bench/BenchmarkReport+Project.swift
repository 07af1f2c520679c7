import Foundation
import XCStringsKit

extension BenchmarkReport {
  /// What editing the Xcode project adds to `migrate`: the same tree (a generated 5 MB project
  /// and its small tables) migrated with and without `--update-project`, the two taking turns
  /// (each run starts from the original tree, restored untimed), and the edit alone in process.
  mutating func measureProjectEdit(in root: String, tool: String, runs: Int) throws {
    let workload = try ProjectWorkload.make(in: root)
    let original = try FileIO.read(workload.project)
    // Each run starts from the tree as generated: catalogs removed, the project put back.
    let restore = {
      for target in 0..<3 {
        for name in ["Localizable.xcstrings", "InfoPlist.xcstrings"] {
          try? FileManager.default.removeItem(atPath: "\(root)/Target\(target)/\(name)")
        }
      }
      try? Data(original).write(to: URL(fileURLWithPath: workload.project))
    }
    let timed = Measure.interleavedRuns(
      runs: max(runs, 1) * 3,
      [
        Measure.Job(program: tool, arguments: ["migrate", root, "--source-language", "en"], before: restore),
        Measure.Job(program: tool, arguments: ["migrate", root, "--source-language", "en", "--update-project"], before: restore),
      ])
    restore()
    let (plain, updating) = (timed[0], timed[1])
    let megabytes = Double(workload.bytes) / 1e6
    add(
      String(format: "migrate, %.1f MB project's tables (whole process)", megabytes), plain.seconds, peakKB: plain.peakKilobytes)
    add(String(format: "migrate --update-project, same tree (whole process)"), updating.seconds, peakKB: updating.peakKilobytes)
    // Medians of wall time, and of CPU time, which a machine shared with other work disturbs less.
    let added = updating.seconds - plain.seconds
    let addedCPU = updating.cpuSeconds - plain.cpuSeconds
    checks.append(
      String(
        format: "editing a %.1f MB project adds %.1f ms to migrate (target ≤ 50 ms) %@; CPU time %.1f ms "
          + "(%.1f → %.1f ms), exit %d/%d", megabytes, added * 1000, added <= 0.050 ? "met" : "NOT MET",
        addedCPU * 1000, plain.cpuSeconds * 1000, updating.cpuSeconds * 1000, plain.status, updating.status))
    let inProcess = try Measure.median(runs: max(runs, 1) * 3) {
      let file = try ProjectFile(contentsOf: workload.project)
      _ = ProjectMigrationPlanner.plan(file, location: workload.project)
    }
    add(String(format: "project edit alone: read, parse, plan, splice %.1f MB (in-process)", megabytes), inProcess)
    let bytes = try FileIO.read(workload.project)
    let parse = try Measure.median(runs: max(runs, 1) * 3) { _ = try ProjectFile(parsing: bytes, path: workload.project) }
    let file = try ProjectFile(parsing: bytes, path: workload.project)
    let graph = Measure.median(runs: max(runs, 1) * 3) { _ = ProjectGraph(file, location: workload.project) }
    let plan = Measure.median(runs: max(runs, 1) * 3) { _ = ProjectMigrationPlanner.plan(file, location: workload.project) }
    checks.append(
      String(
        format: "project edit phases (in-process): parse %.1f ms, graph %.1f ms, graph + plan + splice %.1f ms",
        parse * 1000, graph * 1000, plan * 1000))
  }
}
