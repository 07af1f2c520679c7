import Foundation
import XCStringsBase
import XCStringsKit

/// Runs the measurements and prints them as a table with ratios and targets.
struct BenchmarkReport {
  struct Row {
    var name: String
    var seconds: Double
    var peakMB: Double?
    var note: String
  }

  var rows: [Row] = []
  var checks: [String] = []

  mutating func add(_ name: String, _ seconds: Double, peakKB: Int? = nil, _ note: String = "") {
    rows.append(Row(name: name, seconds: seconds, peakMB: peakKB.map { Double($0) / 1024 }, note: note))
    Swift.print(String(format: "  %-58@ %8.3f s", name as NSString, seconds))
  }

  mutating func check(_ label: String, _ ratio: Double, target: String, ok: Bool) {
    checks.append(String(format: "%@: %.2f× (target %@) %@", label, ratio, target, ok ? "met" : "NOT MET"))
  }

  mutating func measure(_ workload: Workload, tool: String, runs: Int) throws {
    // Floor: read, decode and touch every byte.
    let floor = try Measure.median(runs: runs) {
      var sum = 0
      for file in workload.files {
        let decoded = TextDecoding.decode(try FileIO.read(file), path: file)
        for byte in decoded.utf8 { sum &+= Int(byte) }
      }
      if sum == 42 { Swift.print("") }
    }
    add("floor: read + decode + scan (in-process)", floor)
    // The floor the migrate target is set against (the reference's F4): a process that reads,
    // decodes with Foundation and touches every byte, timed as migrate is. The two take turns,
    // so that their ratio compares runs made under the same conditions, three times as often
    // as the other measurements: the floor took 0.10 to 0.18 s from one run to the next.
    let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    let output = workload.root + "/migrated"
    let timed = Measure.interleavedRuns(
      runs: max(runs, 1) * 3,
      [
        Measure.Job(program: bench, arguments: ["--floor-scan", workload.project]),
        Self.migrateJob(workload, tool: tool),
      ])
    let (floorProcess, migrate) = (timed[0], timed[1])
    add("floor: read + Foundation decode + scan (whole process)", floorProcess.seconds, peakKB: floorProcess.peakKilobytes)

    try measureStringsParse(workload, runs: runs)

    add("migrate (whole process)", migrate.seconds, peakKB: migrate.peakKilobytes)
    check(
      "migrate vs whole-process floor", migrate.seconds / floorProcess.seconds, target: "≤ 4×",
      ok: migrate.seconds <= 4 * floorProcess.seconds)
    checks.append(
      String(format: "migrate vs in-process floor (this package's decoder, no start-up): %.2f×", migrate.seconds / floor))
    try migratePhases(workload)

    let catalog = output + "/Localizable.xcstrings"
    let catalogBytes = (try? FileManager.default.attributesOfItem(atPath: catalog)[.size] as? Int) ?? 0
    let copy = workload.root + "/format-copy.xcstrings"
    let format = Measure.medianRun(runs: runs, tool, { ["format", copy] }) {
      try? FileManager.default.removeItem(atPath: copy)
      try? FileManager.default.copyItem(atPath: catalog, toPath: copy)
    }
    add(
      String(format: "format of the %.1f MB catalog (whole process)", Double(catalogBytes) / 1e6), format.seconds,
      peakKB: format.peakKilobytes)
    var serialized = Data()
    let jsonSerialization = try Measure.median(runs: 1, warmUp: false) {
      serialized = try FoundationBaselines.jsonSerializationRoundTrip(catalog)
    }
    add("JSONSerialization parse + write (in-process)", jsonSerialization)
    check(
      "format vs JSONSerialization", jsonSerialization / format.seconds, target: "≥ 30×",
      ok: jsonSerialization / format.seconds >= 30)
    let formatted = try Data(contentsOf: URL(fileURLWithPath: copy))
    checks.append("format output identical to JSONSerialization's: \(formatted == serialized ? "yes" : "NO")")

    try measureMerge(catalog: copy, workload: workload, tool: tool, runs: runs)

    let exportFolder = workload.root + "/exported"
    let export = Measure.medianRun(runs: runs, tool, { ["export", catalog, "--output", exportFolder] }) {
      try? FileManager.default.removeItem(atPath: exportFolder)
    }
    add("export (whole process)", export.seconds, peakKB: export.peakKilobytes)
    try measureExchange(catalog: catalog, workload: workload, tool: tool, runs: runs)
    try measureCompile(catalog: catalog, workload: workload, tool: tool, runs: runs)
    // As many runs as the tool gets: the median of an even count is the slower middle one,
    // which would flatter the ratio.
    let codable = try Measure.median(runs: runs) { _ = try FoundationBaselines.codableRoundTrip(catalog) }
    add("JSONDecoder + JSONEncoder round trip (in-process)", codable)
    check("export vs JSONDecoder + JSONEncoder", codable / export.seconds, target: "≥ 6×", ok: codable / export.seconds >= 6)

    // `import` of the untouched export back into (a copy of) its catalog, taking turns with
    // `export`: a translator's round trip must cost no more than the export that started it.
    let importTarget = workload.root + "/import-copy.xcstrings"
    try? FileManager.default.removeItem(atPath: importTarget)
    try FileManager.default.copyItem(atPath: catalog, toPath: importTarget)
    let exportAgain = workload.root + "/exported-again"
    let turns = Measure.interleavedRuns(
      runs: runs,
      [
        Measure.Job(program: tool, arguments: ["export", catalog, "--output", exportAgain]) {
          try? FileManager.default.removeItem(atPath: exportAgain)
        },
        Measure.Job(program: tool, arguments: ["import", exportFolder, "--into", importTarget]),
      ])
    add("import of that export into its catalog (whole process)", turns[1].seconds, peakKB: turns[1].peakKilobytes)
    check(
      "import vs export (taking turns)", turns[1].seconds / turns[0].seconds, target: "≤ 1×",
      ok: turns[1].seconds <= turns[0].seconds)

    // An absolute target with nothing to take turns with: as many runs as the floor and migrate.
    let lintRun = Measure.medianRun(runs: max(runs, 1) * 3, tool, { ["lint", catalog] })
    if lintRun.status != 64 {
      add("lint (whole process)", lintRun.seconds, peakKB: lintRun.peakKilobytes)
      checks.append(
        String(format: "lint: %.3f s (target ≤ 0.5 s) %@", lintRun.seconds, lintRun.seconds <= 0.5 ? "met" : "NOT MET"))
    }

    checks.append(
      String(
        format: "peak memory: format %.0f MB, export %.0f MB for a %.0f MB catalog (target ≤ 2.5×: %@)",
        Double(format.peakKilobytes) / 1024, Double(export.peakKilobytes) / 1024,
        Double(catalogBytes) / 1_048_576,
        Double(max(format.peakKilobytes, export.peakKilobytes)) * 1024 <= 2.5 * Double(catalogBytes) ? "met" : "NOT MET"))
    try sortBenchmark(runs: runs)
    try measureProjectEdit(in: workload.root + "/project-edit", tool: tool, runs: runs)
    try measureSourceLint(in: workload.root + "/sources", files: 2000, tool: tool, runs: runs)
    try measureSync(in: workload.root + "/sync", files: 2000, tool: tool, runs: runs)
  }

  /// `lint` of a generated app of `files` Swift sources and its catalog (also `--lint-sources`).
  mutating func measureSourceLint(in folder: String, files: Int, tool: String, runs: Int) throws {
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var generator = SourceWorkloadGenerator(files: files)
    let bytes = try generator.write(to: folder)
    sync()
    Swift.print(
      String(
        format: "generated %d Swift files and a catalog of %d keys: %.1f MB", files,
        generator.keys.count + 1, Double(bytes) / 1e6))
    // As many runs as the catalog lint: an absolute target, with nothing to take turns with.
    let run = Measure.medianRun(runs: max(runs, 1) * 3, tool, { ["lint", folder] })
    add(String(format: "lint of %d Swift files + catalog (whole process)", files), run.seconds, peakKB: run.peakKilobytes)
    checks.append(
      String(
        format: "lint of %d Swift files: %.3f s (target ≤ 1 s) %@", files, run.seconds,
        run.seconds <= 1 ? "met" : "NOT MET"))
  }

  private mutating func migratePhases(_ workload: Workload) throws {
    var contents: [(String, [UInt8])] = []
    let read = try Measure.time { contents = try workload.files.map { ($0, try FileIO.read($0)) } }
    var decoded = 0
    let decode = Measure.time {
      for (path, bytes) in contents { decoded += TextDecoding.decode(bytes, path: path).utf8.count }
    }
    var parsed: [(file: LegacyFile, parsed: LegacyConverter.Parsed)] = []
    let parse = try Measure.time {
      for (path, bytes) in contents where path.hasSuffix("/Localizable.strings") || path.hasSuffix(".stringsdict") {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let name = folder.deletingPathExtension().lastPathComponent
        let isDict = path.hasSuffix(".stringsdict")
        let file = LegacyFile(
          path: path, folderName: name, language: LanguageCode(rawValue: name), tableName: "Localizable",
          kind: isDict ? .stringsdict : .strings)
        parsed.append(
          (
            file,
            isDict
              ? .stringsdict(try StringsdictTable(parsing: bytes, path: path))
              : .strings(try StringsTable(parsing: bytes, path: path))
          ))
      }
    }
    var catalog = StringCatalog(sourceLanguage: "en")
    let merge = Measure.time {
      catalog = LegacyConverter.convert(parsed, options: MigrationOptions(sourceLanguage: "en")).catalog
    }
    let sort = Measure.time { _ = KeyOrdering.sortedIndices(catalog.strings.keys) }
    var size = 0
    let write = Measure.time { size = CatalogJSONWriter.data(for: catalog).count }
    Swift.print(
      String(
        format: "  migrate phases: read %.3f, decode %.3f, parse %.3f, merge %.3f, sort %.3f, write %.3f s (%d keys, %.1f MB)",
        read, decode, parse, merge, sort, write, catalog.strings.count, Double(size) / 1e6))
    checks.append(
      String(
        format:
          "migrate phases (in-process, Localizable): read %.3f, decode %.3f, parse %.3f, merge %.3f, sort %.3f, write %.3f s",
        read, decode, parse, merge, sort, write))
  }

  /// `.strings` parsing against PropertyListSerialization, in process (also `--parse-only`).
  mutating func measureStringsParse(_ workload: Workload, runs: Int) throws {
    let stringsFiles = workload.stringsFiles
    // The two parsers take turns file by file, and each run's time is the sum over the files:
    // a change in the machine's speed, which here lasts from a fraction of a second to
    // several seconds, then hits both alike (taking turns run by run, a whole run of ours
    // fits inside one such spell, and the ratio of medians ranged from 7× to 18× over
    // identical runs). Both keep what they parsed until the run ends, as a conversion does:
    // freeing the results is not parsing, for either.
    var oursRuns: [Double] = []
    var plistRuns: [Double] = []
    var kept: [Any] = []
    kept.reserveCapacity(stringsFiles.count * 2)
    for run in 0...max(runs, 1) {
      var oursTotal = 0.0
      var plistTotal = 0.0
      for (index, file) in stringsFiles.enumerated() {
        // Which goes first alternates, so that neither always finds the file freshly read.
        if index % 2 == 1 { plistTotal += try Measure.time { try FoundationBaselines.parseStrings([file], into: &kept) } }
        oursTotal += try Measure.time { kept.append(try StringsTable(parsing: try FileIO.read(file), path: file)) }
        if index % 2 == 0 { plistTotal += try Measure.time { try FoundationBaselines.parseStrings([file], into: &kept) } }
      }
      kept.removeAll(keepingCapacity: true)
      // The first run warms both up.
      if run > 0 {
        oursRuns.append(oursTotal)
        plistRuns.append(plistTotal)
      }
    }
    let (ours, plist) = (Measure.median(of: oursRuns), Measure.median(of: plistRuns))
    add(".strings parse, this package (in-process)", ours)
    add(".strings parse, PropertyListSerialization (in-process)", plist)
    check(".strings parsing vs PropertyListSerialization", plist / ours, target: "≥ 10×", ok: plist / ours >= 10)
  }

  private mutating func sortBenchmark(runs: Int) throws {
    // Keys shaped like the workload's: dotted identifiers, English sentences, snake case with
    // an occasional accented word.
    let keys = (0..<50_000).map(WorkloadGenerator.key)
    // Each sort takes a few hundredths of a second: the two are run alternately, three times
    // as often as the other measurements, so that a change in the machine's speed affects both
    // alike (run one after the other, the ratio of medians ranged from 1.2 to 3.0).
    let (plain, ordered) = Measure.interleavedMedians(
      runs: max(runs, 1) * 3,
      {
        var copy = keys
        copy.sort()
      }, { _ = KeyOrdering.sorted(keys) })
    add("sort 50,000 keys: plain sort() (in-process)", plain)
    add("sort 50,000 keys: Xcode order (in-process)", ordered)
    check("Xcode-order sort vs plain sort", ordered / plain, target: "≤ 3×", ok: ordered <= 3 * plain)
  }

  /// `migrate` of a workload into an empty folder, as a first migration writes: the previous
  /// run's output is removed untimed before each run (as `export`'s is), so that no run pays
  /// the kernel for freeing the catalog it replaces.
  private static func migrateJob(_ workload: Workload, tool: String) -> Measure.Job {
    let output = workload.root + "/migrated"
    return Measure.Job(program: tool, arguments: ["migrate", workload.project, "--output", output]) {
      try? FileManager.default.removeItem(atPath: output)
    }
  }

  /// `migrate` of the 10× workload against the 5,000-key one, the two taking turns.
  mutating func measureScaling(_ workload: Workload, medium: Workload, tool: String, runs: Int) throws {
    let output = workload.root + "/migrated"
    let timed = Measure.interleavedRuns(runs: runs, [Self.migrateJob(medium, tool: tool), Self.migrateJob(workload, tool: tool)])
    let (small, migrate) = (timed[0], timed[1])
    add("migrate, 10× keys (whole process)", migrate.seconds, peakKB: migrate.peakKilobytes)
    checks.append(String(format: "migrate of 40 × %d alongside it: %.3f s", medium.keys, small.seconds))
    check(
      "migrate scaling 10× input", migrate.seconds / small.seconds, target: "≤ 11×", ok: migrate.seconds <= 11 * small.seconds)
    let catalog = output + "/Localizable.xcstrings"
    let catalogBytes = (try? FileManager.default.attributesOfItem(atPath: catalog)[.size] as? Int) ?? 0
    checks.append(
      String(
        format: "migrate peak memory on 10×: %.0f MB for a %.0f MB catalog (target ≤ 1.5×: %@)",
        Double(migrate.peakKilobytes) / 1024, Double(catalogBytes) / 1_048_576,
        Double(migrate.peakKilobytes) * 1024 <= 1.5 * Double(catalogBytes) ? "met" : "NOT MET"))
  }

  func print() {
    Swift.print("\n| measurement | seconds | peak MB |")
    Swift.print("|---|---:|---:|")
    for row in rows {
      Swift.print(
        String(
          format: "| %@ | %.3f | %@ |", row.name as NSString, row.seconds,
          (row.peakMB.map { String(format: "%.0f", $0) } ?? "") as NSString))
    }
    Swift.print("")
    for check in checks { Swift.print("- " + check) }
  }
}
