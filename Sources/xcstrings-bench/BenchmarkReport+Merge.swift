import Foundation
import XCStringsKit

/// The merge row: `merge` of three versions of the migrated 40-language catalog against
/// `format` of one of them, taking turns.
extension BenchmarkReport {
  /// Changes every unit of an entry (plain values and plural or device forms) by `suffix`.
  static func edited(_ entry: CatalogEntry, _ suffix: String) -> CatalogEntry {
    var entry = entry
    for language in entry.localizations?.keys ?? [] {
      var localization = entry.localizations![language]!
      localization.stringUnit?.value += suffix
      for form in localization.variations?.plural?.keys ?? [] {
        localization.variations!.plural![form]!.stringUnit?.value += suffix
      }
      entry.localizations![language] = localization
    }
    return entry
  }

  /// Two branches of the catalog as a busy team makes them: each translates again a tenth of
  /// the keys (every language), comments or marks stale a twentieth, adds 100 keys and deletes
  /// 50, and a hundredth of the keys both change differently (conflicts in one language each).
  static func branches(of base: StringCatalog) -> (ours: StringCatalog, theirs: StringCatalog) {
    var ours = base
    var theirs = base
    for (index, key) in base.strings.keys.enumerated() {
      let entry = base.strings[key]!
      switch index % 20 {
      case 1, 3: ours.strings[key] = edited(entry, " (ours)")
      case 2, 4: theirs.strings[key] = edited(entry, " (theirs)")
      case 5:
        ours.strings[key]!.comment = "Changed on our branch"
        theirs.strings[key]!.extractionState = .stale
      case 6 where index % 100 == 6: ours.strings[key] = nil
      case 7 where index % 100 == 7: theirs.strings[key] = nil
      case 8 where index % 100 == 8:
        let language = entry.localizations?.keys.first ?? "en"
        ours.strings[key]![LanguageCode(rawValue: language)]?.stringUnit?.value += " (ours)"
        theirs.strings[key]![LanguageCode(rawValue: language)]?.stringUnit?.value += " (theirs)"
      default: break
      }
    }
    let sample = base.strings.values.first ?? CatalogEntry()
    for index in 0..<100 {
      ours.strings["ours.added.\(index)"] = edited(sample, " \(index)")
      theirs.strings["theirs.added.\(index)"] = edited(sample, " \(index)!")
    }
    return (ours, theirs)
  }

  mutating func measureMerge(catalog: String, workload: Workload, tool: String, runs: Int) throws {
    let folder = workload.root + "/merge"
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let base = try CatalogJSONReader.read(contentsOf: catalog)
    let (ours, theirs) = Self.branches(of: base)
    let paths = ["base", "ours", "theirs"].map { "\(folder)/\($0).xcstrings" }
    for (path, version) in zip(paths, [base, ours, theirs]) {
      try Data(CatalogJSONWriter.data(for: version)).write(to: URL(fileURLWithPath: path))
    }
    sync()
    let output = folder + "/merged.xcstrings"
    let timed = Measure.interleavedRuns(
      runs: max(runs, 1),
      [
        Measure.Job(program: tool, arguments: ["format", paths[0]]),
        Measure.Job(program: tool, arguments: ["merge"] + paths + ["--output", output]) {
          try? FileManager.default.removeItem(atPath: output)
        },
      ])
    let (format, merge) = (timed[0], timed[1])
    add("format of one catalog, taking turns with merge (whole process)", format.seconds, peakKB: format.peakKilobytes)
    add("merge of three 40-language catalogs (whole process)", merge.seconds, peakKB: merge.peakKilobytes)
    // Exit 1: the branches hold conflicts on purpose; 2 would mean nothing was merged.
    check(
      "merge vs format of one", merge.seconds / format.seconds, target: "≤ 2.5×",
      ok: merge.seconds <= 2.5 * format.seconds && merge.status == 1)
    if merge.status != 1 { checks.append("merge FAILED (exit \(merge.status))") }
    try mergePhases(paths, output: output)
  }

  /// The phases of a merge, in process: reading the three versions (one after the other), the
  /// merge itself, rendering the result, and the whole run (reading on three threads, locating
  /// the conflicts, writing the file).
  private mutating func mergePhases(_ paths: [String], output: String) throws {
    var versions: [StringCatalog] = []
    let read = try Measure.time {
      for path in paths {
        versions.append(try CatalogJSONReader.readAllowingIdenticalRepeats(try FileIO.read(path), path: path).catalog)
      }
    }
    var merged: CatalogMerge.Merged?
    let merge = Measure.time { merged = CatalogMerge.merge(base: versions[0], ours: versions[1], theirs: versions[2]) }
    var size = 0
    let render = Measure.time { size = CatalogJSONWriter.data(for: merged!.catalog).count }
    try? FileManager.default.removeItem(atPath: output)
    let request = CatalogMergeRequest(
      base: .file(paths[0]), ours: .file(paths[1]), theirs: .file(paths[2]), destination: output)
    let whole = Measure.time { _ = CatalogMergeRun(request: request).run() }
    checks.append(
      String(
        format: "merge phases (in-process): read 3 × %.3f, merge %.3f, render %.3f s (%.1f MB, %d conflicts); whole run %.3f s",
        read / 3, merge, render, Double(size) / 1e6, merged!.conflicts.count, whole))
  }
}
