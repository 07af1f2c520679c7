import Foundation
import XCStringsBase
import XCStringsLegacy
import XCStringsModel

extension LegacyImport {
  /// The files among `files` whose bytes are exactly what `export` writes for their language
  /// with its default options (UTF-8 text), with the number of strings each holds.
  ///
  /// Such a file holds the catalog's own values, so importing it changes nothing: its strings
  /// are all unchanged and it need not be parsed or compared value by value. A language is
  /// taken only when every one of its files is such a file (at most one `.strings` and one
  /// `.stringsdict`), because a rule in one file hides a `.strings` value of its key in the
  /// other; a language with a `Base.lproj` file is never taken (export does not write one).
  /// Languages are compared on all cores, each file entry by entry against the catalog, so a
  /// file a translator edited is left at its first edit.
  package static func filesAsExported(_ files: [LegacyFile], catalog: StringCatalog) -> [String: Int] {
    // `Base.lproj` files count as the source language, as when they are imported.
    var byLanguage: [LanguageCode: [LegacyFile]] = [:]
    for file in files { byLanguage[file.language ?? catalog.sourceLanguage, default: []].append(file) }
    let candidates = byLanguage.filter { _, files in
      files.count <= 2 && Set(files.map(\.kind)).count == files.count && files.allSatisfy { $0.language != nil }
    }
    guard !candidates.isEmpty else { return [:] }
    let plan = CatalogExporter.plan(catalog, rendering: true, comparing: true)
    let positions = plan.languages.indices.filter { candidates[plan.languages[$0]] != nil }
    let found = ConcurrentSlots<[(path: String, count: Int)]>(count: positions.count)
    DispatchQueue.concurrentPerform(iterations: positions.count) { index in
      let position = positions[index]
      // The `.strings` file first: it is the cheaper to compare, and most often the edited one.
      let languageFiles = candidates[plan.languages[position]]!.sorted { $0.kind == .strings && $1.kind != .strings }
      var matched: [(path: String, count: Int)] = []
      for file in languageFiles {
        // Mapped, not read: the comparison copies no file. A file that cannot be opened is left
        // to the parse, which reports it.
        guard let mapped = try? MappedFile(path: file.path) else { return }
        switch file.kind {
        case .strings:
          guard plan.stringsFileMatches(at: position, file: mapped.buffer) else { return }
          matched.append((file.path, plan.stringsCount(at: position)))
        case .stringsdict:
          let entries = plan.stringsdictEntries(at: position)
          guard !entries.isEmpty else { return }
          let expected = StringsdictWriter.data(for: StringsdictTable(entries: entries))
          guard expected.withUnsafeBufferPointer({ FileIO.sameBytes($0, mapped.buffer) }) else { return }
          matched.append((file.path, entries.reduce(0) { $0 + $1.rule.stringCount }))
        }
      }
      found.store(matched, at: index)
    }
    var counts: [String: Int] = [:]
    for index in positions.indices {
      for (path, count) in found.take(at: index) ?? [] { counts[path] = count }
    }
    return counts
  }
}
