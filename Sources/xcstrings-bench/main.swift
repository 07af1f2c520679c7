import Foundation
import XCStringsKit

// xcstrings-bench: generates workloads, times every command end to end and in phases, and times
// the Foundation baselines in the same run, printing ratios against the project's targets.
//
//   swift build -c release && swift run -c release xcstrings-bench [--langs 40] [--keys 5000]
//       [--runs 5] [--large] [--keep DIR] [--profile-strings|--profile-stringsdict ROUNDS] [--parse-only]
//       [--project-only] [--exchange-only] [--merge-only] [--compile-only] [--profile-project FILE ROUNDS]
//   xcstrings-bench --floor-scan PROJECT     (the whole-process floor alone)
//   xcstrings-bench --lint-sources [--files 2000] [--runs 5]   (lint of a generated app's Swift sources alone)
//   xcstrings-bench --sync-sources [--files 2000] [--runs 5]   (sync of the same generated app alone)

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") {
  print(
    """
    usage: xcstrings-bench [--langs 40] [--keys 5000] [--runs 5] [--large] [--keep DIR]
           [--profile-strings|--profile-stringsdict ROUNDS] [--parse-only] [--project-only]
           [--exchange-only] [--merge-only] [--compile-only] [--profile-project FILE ROUNDS]
           xcstrings-bench --floor-scan PROJECT
           xcstrings-bench --lint-sources [--files 2000] [--runs 5]
           xcstrings-bench --sync-sources [--files 2000] [--runs 5]
    Generates workloads and times every command of the release build next to it against the
    project's targets (Documentation/Performance.md). A --*-only option measures one row.
    """)
  exit(0)
}
func option(_ name: String, _ fallback: Int, in arguments: [String]) -> Int {
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count, let value = Int(arguments[index + 1])
  else { return fallback }
  return value
}
let languages = option("--langs", 40, in: arguments)
let keys = option("--keys", 5000, in: arguments)
let runs = option("--runs", 5, in: arguments)
let large = arguments.contains("--large")
let keep = arguments.firstIndex(of: "--keep").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }

// `--floor-scan DIR`: the whole-process floor that the harness times (see FloorScan).
if let index = arguments.firstIndex(of: "--floor-scan"), index + 1 < arguments.count {
  exit(FloorScan.run(project: arguments[index + 1]))
}

let tool = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent().appendingPathComponent("xcstrings-convert").path
guard FileManager.default.isExecutableFile(atPath: tool) else {
  print("error: \(tool) not found; run 'swift build -c release' first")
  exit(1)
}
let scratch = keep ?? (NSTemporaryDirectory() + "xcstrings-bench-\(getpid())")

// `--profile-strings N` / `--profile-stringsdict N`: only parses the workload's .strings (or
// .stringsdict) files N times, for a profiler (with `--keep DIR`, a project already in DIR is
// parsed as it is).
if let index = arguments.firstIndex(where: { $0 == "--profile-strings" || $0 == "--profile-stringsdict" }) {
  let rounds = index + 1 < arguments.count ? Int(arguments[index + 1]) ?? 10 : 10
  let dicts = arguments[index] == "--profile-stringsdict"
  do {
    let workload = try Workload.make(in: scratch + "/medium", languages: languages, keys: keys, reusing: keep != nil)
    let paths = dicts ? workload.files.filter { $0.hasSuffix(".stringsdict") } : workload.stringsFiles
    let files = try paths.map { ($0, try FileIO.read($0)) }
    let start = Date()
    for _ in 0..<rounds {
      for (path, bytes) in files {
        if dicts {
          _ = try StringsdictTable(parsing: bytes, path: path)
        } else {
          _ = try StringsTable(parsing: bytes, path: path)
        }
      }
    }
    print(String(format: "parsed %d files %d times in %.3f s", files.count, rounds, Date().timeIntervalSince(start)))
  } catch {
    print("error: \(error)")
    exit(1)
  }
  if keep == nil { try? FileManager.default.removeItem(atPath: scratch) }
  exit(0)
}

var report = BenchmarkReport()
// `--profile-project FILE N`: plans the migration of a project file N times, for a profiler.
if let index = arguments.firstIndex(of: "--profile-project"), index + 2 < arguments.count, let rounds = Int(arguments[index + 2])
{
  do {
    let path = arguments[index + 1]
    let bytes = try FileIO.read(path)
    for _ in 0..<rounds { _ = ProjectMigrationPlanner.plan(try ProjectFile(parsing: bytes, path: path), location: path) }
  } catch {
    print("error: \(error)")
    exit(1)
  }
  exit(0)
}
/// Runs one part of the benchmark alone (an option below), prints its report and exits.
@MainActor func measureOnly(_ measure: (inout BenchmarkReport) throws -> Void) -> Never {
  do {
    try measure(&report)
  } catch {
    print("error: \(error)")
    exit(1)
  }
  report.print()
  if keep == nil { try? FileManager.default.removeItem(atPath: scratch) }
  exit(0)
}
// `--project-only`: what editing a generated 5 MB Xcode project adds to `migrate`.
if arguments.contains("--project-only") {
  measureOnly { try $0.measureProjectEdit(in: scratch + "/project-edit", tool: tool, runs: runs) }
}
// `--lint-sources`: only `lint` over a generated app of Swift sources (2,000 files by default).
if arguments.contains("--lint-sources") {
  measureOnly {
    try $0.measureSourceLint(in: scratch + "/sources", files: option("--files", 2000, in: arguments), tool: tool, runs: runs)
  }
}
// `--sync-sources`: only `sync` of a generated app of Swift sources (2,000 files by default).
if arguments.contains("--sync-sources") {
  measureOnly {
    try $0.measureSync(in: scratch + "/sync", files: option("--files", 2000, in: arguments), tool: tool, runs: runs)
  }
}
// `--parse-only`: only the .strings parse against PropertyListSerialization.
if arguments.contains("--parse-only") {
  measureOnly { report in
    let workload = try Workload.make(in: scratch + "/medium", languages: languages, keys: keys, reusing: keep != nil)
    try report.measureStringsParse(workload, runs: runs)
  }
}
// `--merge-only`: only merge of three versions of the migrated catalog against format of one.
if arguments.contains("--merge-only") {
  measureOnly { report in
    let workload = try Workload.make(in: scratch + "/medium", languages: languages, keys: keys, reusing: keep != nil)
    let output = workload.root + "/migrated"
    try? FileManager.default.removeItem(atPath: output)
    _ = Measure.run(tool, ["migrate", workload.project, "--output", output])
    try report.measureMerge(catalog: output + "/Localizable.xcstrings", workload: workload, tool: tool, runs: runs)
  }
}
// `--exchange-only`: only export to .xcloc against export to .lproj, and reading the bundles back.
if arguments.contains("--exchange-only") {
  measureOnly { report in
    let workload = try Workload.make(in: scratch + "/medium", languages: languages, keys: keys, reusing: keep != nil)
    let output = workload.root + "/migrated"
    try? FileManager.default.removeItem(atPath: output)
    _ = Measure.run(tool, ["migrate", workload.project, "--output", output])
    try report.measureExchange(catalog: output + "/Localizable.xcstrings", workload: workload, tool: tool, runs: runs)
  }
}
// `--compile-only`: only compile against format of the same catalog.
if arguments.contains("--compile-only") {
  measureOnly { report in
    let workload = try Workload.make(in: scratch + "/medium", languages: languages, keys: keys, reusing: keep != nil)
    let output = workload.root + "/migrated"
    try? FileManager.default.removeItem(atPath: output)
    _ = Measure.run(tool, ["migrate", workload.project, "--output", output])
    try report.measureCompile(catalog: output + "/Localizable.xcstrings", workload: workload, tool: tool, runs: runs)
  }
}
do {
  let medium = try Workload.make(in: scratch + "/medium", languages: languages, keys: keys)
  try report.measure(medium, tool: tool, runs: runs)
  if large {
    let big = try Workload.make(in: scratch + "/large", languages: languages, keys: keys * 10)
    // As many runs of each as the other commands get, taking turns. With three, the median of
    // the 40 × 5,000 runs was one of three half-second runs, and one quick spell of the machine
    // moved the ratio from 10.1× to 11.7× between otherwise alike runs.
    try report.measureScaling(big, medium: medium, tool: tool, runs: runs)
  }
} catch {
  print("error: \(error)")
  exit(1)
}
report.print()
if keep == nil { try? FileManager.default.removeItem(atPath: scratch) }
