import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Timing and process helpers for the benchmark harness.
enum Measure {
  /// Seconds taken by `body`.
  static func time(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// The medians of `runs` timings of two bodies run alternately (after one warm-up run of
  /// each), so that both see the same conditions on a machine whose speed drifts.
  ///
  /// `afterEach` runs untimed after every timing: it releases what a body kept, so that
  /// neither body's time includes freeing its results.
  static func interleavedMedians(
    runs: Int, afterEach: () -> Void = {}, _ first: () throws -> Void, _ second: () throws -> Void
  ) rethrows -> (first: Double, second: Double) {
    try first()
    afterEach()
    try second()
    afterEach()
    var firstTimes: [Double] = []
    var secondTimes: [Double] = []
    for _ in 0..<max(runs, 1) {
      firstTimes.append(try time(first))
      afterEach()
      secondTimes.append(try time(second))
      afterEach()
    }
    firstTimes.sort()
    secondTimes.sort()
    return (firstTimes[firstTimes.count / 2], secondTimes[secondTimes.count / 2])
  }

  /// The median of some timings (the slower middle one for an even count).
  static func median(of times: [Double]) -> Double {
    let sorted = times.sorted()
    return sorted[sorted.count / 2]
  }

  /// The median of `runs` timings of `body`, after one warm-up run.
  static func median(runs: Int, warmUp: Bool = true, _ body: () throws -> Void) rethrows -> Double {
    if warmUp { try body() }
    var times: [Double] = []
    for _ in 0..<max(runs, 1) { times.append(try time(body)) }
    times.sort()
    return times[times.count / 2]
  }

  /// Result of running a child process.
  struct ProcessRun {
    var seconds: Double
    var peakKilobytes: Int
    var status: Int32
    /// User plus system time of the child and what it waited for (its rusage from wait4).
    var cpuSeconds: Double = 0
  }

  /// Runs a program to completion and reports wall time and peak resident memory.
  ///
  /// The peak comes from GNU `time` when it is installed: on Linux a child's `ru_maxrss`
  /// starts from its parent's high-water mark, so after the in-process Foundation baselines
  /// (gigabytes) `wait4` would report the harness's memory instead of the tool's.
  static func run(_ program: String, _ arguments: [String], quiet: Bool = true) -> ProcessRun {
    let timeTool = "/usr/bin/time"
    guard FileManager.default.isExecutableFile(atPath: timeTool) else { return spawn(program, arguments, quiet: quiet) }
    let report = NSTemporaryDirectory() + "xcstrings-bench-time-\(getpid())"
    // The CPU time stays wait4's (`time` and the tool it waited for, in microseconds).
    var result = spawn(timeTool, ["-f", "%M", "-o", report, program] + arguments, quiet: quiet)
    if let text = try? String(contentsOfFile: report, encoding: .utf8),
      let kilobytes = Int(text.split(separator: "\n").last.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? "")
    {
      result.peakKilobytes = kilobytes
    }
    try? FileManager.default.removeItem(atPath: report)
    return result
  }

  private static func spawn(_ program: String, _ arguments: [String], quiet: Bool) -> ProcessRun {
    var pid: pid_t = 0
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if quiet {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, program, &actions, nil, argv, environ) == 0 else {
      return ProcessRun(seconds: 0, peakKilobytes: 0, status: -1)
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let cpu =
      Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    return ProcessRun(seconds: seconds, peakKilobytes: Int(usage.ru_maxrss), status: (status >> 8) & 0xFF, cpuSeconds: cpu)
  }

  /// A program run that ``interleavedRuns(runs:_:)`` times alongside others.
  struct Job {
    var program: String
    var arguments: [String]
    /// Runs untimed before every run (for example, removes the previous run's output).
    var before: () -> Void = {}
  }

  /// For each job, the median wall time and the largest peak memory of `runs` runs, the jobs
  /// taking turns (after one warm-up run of each): a ratio between two of them then compares
  /// runs made under the same conditions on a machine whose speed drifts within minutes.
  static func interleavedRuns(runs: Int, _ jobs: [Job]) -> [ProcessRun] {
    var results = Array(repeating: [ProcessRun](), count: jobs.count)
    for round in 0...max(runs, 1) {
      for (index, job) in jobs.enumerated() {
        job.before()
        let result = run(job.program, job.arguments)
        if round > 0 { results[index].append(result) }
      }
    }
    return results.map { runs in
      var median = runs.sorted { $0.seconds < $1.seconds }[runs.count / 2]
      median.peakKilobytes = runs.map(\.peakKilobytes).max() ?? 0
      median.status = runs.map(\.status).max() ?? 0
      median.cpuSeconds = runs.map(\.cpuSeconds).sorted()[runs.count / 2]
      return median
    }
  }

  /// The median wall time and the largest peak memory of `runs` runs after a warm-up.
  static func medianRun(runs: Int, _ program: String, _ arguments: () -> [String], before: () -> Void = {}) -> ProcessRun {
    before()
    _ = run(program, arguments())
    var results: [ProcessRun] = []
    for _ in 0..<max(runs, 1) {
      before()
      results.append(run(program, arguments()))
    }
    let sorted = results.sorted { $0.seconds < $1.seconds }
    var median = sorted[sorted.count / 2]
    median.peakKilobytes = results.map(\.peakKilobytes).max() ?? 0
    median.status = results.map(\.status).max() ?? 0
    return median
  }

}
