import Foundation

/// Runs every (tree × command × variant) combination, and for the variants chosen, one run
/// per write and rename the plain run made with a fault injected there.
struct SafetyCampaign: Sendable {
  /// A tree to run over: a name for reports and the folder to copy.
  struct Tree: Sendable {
    var name: String
    var path: String
  }

  var trees: [Tree]
  var commands = SafetyCommand.all
  var variants = SafetyVariant.all
  /// The variants whose runs are repeated with a fault at each write and rename.
  var faultVariants: Set<SafetyVariant> = [.original]
  /// At most this many fault points per run (spread over the list), `nil` for all.
  var faultLimit: Int?
  /// Only the fault of this description (`write work/…`), to run one violation again.
  var onlyFault: String?
  /// Runs at once.
  var workers = 2

  /// The result of a campaign.
  struct Report: Sendable {
    var runs = 0
    /// The runs with an injected fault (counted in `runs` too).
    var faultRuns = 0
    var violations: [SafetyViolation] = []

    /// The violations on the known list, by case.
    var known: [KnownViolation: [SafetyViolation]] {
      Dictionary(grouping: violations.filter { KnownViolation.matching($0) != nil }) { KnownViolation.matching($0)! }
    }

    /// The violations not on the known list.
    var unknown: [SafetyViolation] { violations.filter { KnownViolation.matching($0) == nil } }

    /// `runs: N, violations: M`, the count of each kind, then every violation, new ones first.
    var text: String {
      var lines = ["runs: \(runs), violations: \(violations.count)", "  runs with an injected fault: \(faultRuns)"]
      for kind in KnownViolation.allCases {
        lines.append("  known \(kind): \(known[kind]?.count ?? 0)")
      }
      lines.append("  new (not on the known list): \(unknown.count)")
      for violation in unknown { lines.append("NEW \(violation)\n  run again: \(violation.reproduction)") }
      for kind in KnownViolation.allCases {
        for violation in known[kind] ?? [] { lines.append("KNOWN [\(kind.rawValue)] \(violation)") }
      }
      return lines.joined(separator: "\n")
    }
  }

  /// Runs everything; `progress` gets a line per tree.
  func run(progress: @Sendable (String) -> Void = { _ in }) -> Report {
    var report = Report()
    for tree in trees {
      let plans = commands.flatMap { command in variants.map { (command, $0) } }
      let results = Self.concurrently(plans, workers: workers) { command, variant in
        self.runWithFaults(tree, command, variant)
      }
      var runs = 0
      var found = 0
      for (count, faulted, violations) in results {
        runs += count
        report.faultRuns += faulted
        found += violations.count
        report.violations += violations
      }
      report.runs += runs
      progress("\(tree.name): \(runs) runs, \(found) violations")
    }
    return report
  }

  /// One combination, then one run per fault point when its variant is chosen for faults.
  /// Returns the runs made, those with a fault, and the violations.
  private func runWithFaults(_ tree: Tree, _ command: SafetyCommand, _ variant: SafetyVariant) -> (Int, Int, [SafetyViolation]) {
    let plain = SafetyRun(treeName: tree.name, source: tree.path, command: command, variant: variant).execute()
    guard plain.ran else { return (0, 0, []) }
    var faulted = 0
    var violations = plain.violations
    guard faultVariants.contains(variant), !command.isDryRun else { return (1, 0, violations) }
    var points = plain.faultPoints
    if let only = onlyFault { points = points.filter { $0.description == only } }
    if let limit = faultLimit, points.count > limit {
      points = (0..<limit).map { points[$0 * (points.count - 1) / max(limit - 1, 1)] }
    }
    for point in points {
      let outcome = SafetyRun(treeName: tree.name, source: tree.path, command: command, variant: variant, fault: point).execute()
      if outcome.ran { faulted += 1 }
      violations += outcome.violations
    }
    return (1 + faulted, faulted, violations)
  }

  /// `body` over `items` on `workers` threads, results in the items' order.
  static func concurrently<Item: Sendable, Result: Sendable>(
    _ items: [Item], workers: Int, _ body: @escaping @Sendable (Item) -> Result
  ) -> [Result] {
    let slots = ResultSlots<Result>(count: items.count)
    let next = ResultSlots<Int>(count: 1)
    DispatchQueue.concurrentPerform(iterations: max(1, min(workers, items.count))) { _ in
      while let index = next.take(below: items.count) {
        slots.store(body(items[index]), at: index)
      }
    }
    return slots.all()
  }
}
