import Foundation

extension LegacyImport {
  /// The files among `files` whose bytes are exactly what `export` writes for their language
  /// with its default options (UTF-8 text), with the number of strings each holds.
  ///
  /// Such a file holds the catalog's own values, so importing it changes nothing: its strings
  /// are all unchanged and it need not be parsed or compared value by value. A language is
  /// taken only when every one of its files is such a file (at most one `.strings` and one
  /// `.stringsdict`), because a rule in one file hides a `.strings` value of its key in the
  /// other; a language with a `Base.lproj` file is never taken (export does not write one).
  /// Files are rendered and compared a few languages at a time, on all cores.
  public static func filesAsExported(_ files: [LegacyFile], catalog: StringCatalog) -> [String: Int] {
    // `Base.lproj` files count as the source language, as when they are imported.
    var byLanguage: [LanguageCode: [LegacyFile]] = [:]
    for file in files { byLanguage[file.language ?? catalog.sourceLanguage, default: []].append(file) }
    var candidates = byLanguage.filter { _, files in
      files.count <= 2 && Set(files.map(\.kind)).count == files.count && files.allSatisfy { $0.language != nil }
    }
    guard !candidates.isEmpty else { return [:] }
    // A file whose first entries already differ (a translator's edits are most often spread
    // over the file) is found from a plan of those entries alone. Such a file is certainly not
    // as exported; one that passes is compared whole below.
    let head = CatalogExporter.plan(catalog, rendering: true, dictionaries: [], firstEntries: 256)
    let headPositions = head.languages.indices.filter { position in
      candidates[head.languages[position]]?.contains { $0.kind == .strings } == true
    }
    let starts = head.stringsBytes(at: headPositions, encoding: .utf8)
    let headFiles = headPositions.map { candidates[head.languages[$0]]!.first { $0.kind == .strings }!.path }
    let differing = ConcurrentSlots<Bool>(count: headPositions.count)
    DispatchQueue.concurrentPerform(iterations: headPositions.count) { index in
      guard let start = starts[index] else { return }
      if !FileIO.starts(headFiles[index], with: start) { differing.store(true, at: index) }
    }
    for (index, position) in headPositions.enumerated() where differing.take(at: index) == true {
      candidates[head.languages[position]] = nil
    }
    guard !candidates.isEmpty else { return [:] }
    // One plan for the languages still in, with `.stringsdict` entries for those only.
    let plan = CatalogExporter.plan(
      catalog, rendering: true,
      dictionaries: Set(head.languages.indices.filter { candidates[head.languages[$0]] != nil }))
    let positions = plan.languages.indices.filter { candidates[plan.languages[$0]] != nil }
    let filesByPosition = positions.map { candidates[plan.languages[$0]]! }
    var counts: [String: Int] = [:]
    let batchSize = max(6, 3 * ProcessInfo.processInfo.activeProcessorCount)
    var batchStart = 0
    // A few languages at a time, which bounds the memory the rendered files take.
    while batchStart < positions.count {
      let batchRange = batchStart..<min(batchStart + batchSize, positions.count)
      batchStart = batchRange.upperBound
      let batch = Array(positions[batchRange])
      let batchFiles = Array(filesByPosition[batchRange])
      // Mapped, not read: the comparison copies no file. A file that cannot be opened is left
      // to the parse, which reports it.
      let mapped = batchFiles.map { files in
        files.map { file in (kind: file.kind, path: file.path, bytes: try? MappedFile(path: file.path)) }
      }
      let stringsFiles = mapped.map { files in files.first { $0.kind == .strings }?.bytes?.buffer }
      let stringsMatch = plan.stringsFilesMatch(at: batch, files: stringsFiles)
      let found = ConcurrentSlots<[(path: String, count: Int)]>(count: batch.count)
      DispatchQueue.concurrentPerform(iterations: batch.count) { index in
        let position = batch[index]
        var matched: [(path: String, count: Int)] = []
        for file in mapped[index] {
          guard let bytes = file.bytes?.buffer else { return }
          switch file.kind {
          case .strings:
            guard stringsMatch[index] else { return }
            matched.append((file.path, plan.stringsCount(at: position)))
          case .stringsdict:
            let entries = plan.stringsdictEntries(at: position)
            guard !entries.isEmpty else { return }
            let expected = StringsdictWriter.data(for: StringsdictTable(entries: entries))
            guard expected.withUnsafeBufferPointer({ FileIO.sameBytes($0, bytes) }) else { return }
            matched.append((file.path, entries.reduce(0) { $0 + $1.rule.stringCount }))
          }
        }
        found.store(matched, at: index)
      }
      for index in batch.indices {
        for (path, count) in found.take(at: index) ?? [] { counts[path] = count }
      }
    }
    return counts
  }
}
