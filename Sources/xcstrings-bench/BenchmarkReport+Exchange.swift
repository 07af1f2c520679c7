import Foundation
import XCStringsKit

/// The Xcode localization catalog rows: `export --format xcloc` against `export` to `.lproj`,
/// taking turns, and `import` of the bundles back, taking turns with `export` to `.lproj`.
extension BenchmarkReport {
  mutating func measureExchange(catalog: String, workload: Workload, tool: String, runs: Int) throws {
    let lprojFolder = workload.root + "/exported-lproj"
    let xclocFolder = workload.root + "/exported-xcloc"
    let timed = Measure.interleavedRuns(
      runs: max(runs, 1),
      [
        Measure.Job(program: tool, arguments: ["export", catalog, "--output", lprojFolder]) {
          try? FileManager.default.removeItem(atPath: lprojFolder)
        },
        Measure.Job(program: tool, arguments: ["export", catalog, "--format", "xcloc", "--output", xclocFolder]) {
          try? FileManager.default.removeItem(atPath: xclocFolder)
        },
      ])
    let (lproj, xcloc) = (timed[0], timed[1])
    add("export to .lproj, taking turns with xcloc (whole process)", lproj.seconds, peakKB: lproj.peakKilobytes)
    add("export --format xcloc (whole process)", xcloc.seconds, peakKB: xcloc.peakKilobytes)
    check("export xcloc vs export lproj", xcloc.seconds / lproj.seconds, target: "≤ 2×", ok: xcloc.seconds <= 2 * lproj.seconds)

    // Importing every bundle back into the catalog (untouched, so nothing is written): the
    // import command's whole work of reading, mapping and comparing, against export to .lproj.
    let bundles = try FileManager.default.contentsOfDirectory(atPath: xclocFolder).filter { $0.hasSuffix(".xcloc") }.sorted()
    try? FileManager.default.removeItem(atPath: lprojFolder)
    let turns = Measure.interleavedRuns(
      runs: max(runs, 1),
      [
        Measure.Job(program: tool, arguments: ["export", catalog, "--output", lprojFolder]) {
          try? FileManager.default.removeItem(atPath: lprojFolder)
        },
        Measure.Job(program: tool, arguments: ["import"] + bundles.map { "\(xclocFolder)/\($0)" } + ["--into", catalog]),
      ])
    let (lprojAgain, importRun) = (turns[0], turns[1])
    add("export to .lproj, taking turns with xcloc import (whole process)", lprojAgain.seconds, peakKB: lprojAgain.peakKilobytes)
    add("import of every .xcloc back into the catalog (whole process)", importRun.seconds, peakKB: importRun.peakKilobytes)
    check(
      "import xcloc vs export lproj", importRun.seconds / lprojAgain.seconds, target: "≤ 2×",
      ok: importRun.seconds <= 2 * lprojAgain.seconds && importRun.status == 0)
    if importRun.status != 0 { checks.append("import of the bundles FAILED (exit \(importRun.status))") }
  }
}
