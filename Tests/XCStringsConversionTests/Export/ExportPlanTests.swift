import Testing

@testable import XCStringsBase
@testable import XCStringsConversion
@testable import XCStringsLegacy
@testable import XCStringsModel

/// ``ExportPlan``: `.strings` files rendered while planning (what `export` writes) have the
/// bytes ``StringsWriter`` gives for the planned entries.
@Suite("ExportPlan")
struct ExportPlanTests {
  /// `count` keys (enough for the export to run in slices), with comments of every kind,
  /// a key without a source value, plural entries and languages that lack some keys.
  private func catalog(keys count: Int) -> StringCatalog {
    var strings = KeyedList<CatalogEntry>()
    let comments: [String?] = [nil, "Plain comment", "Has */ inside", "Has */ and\na line break", nil, "Ünïcödé 🎉"]
    for index in 0..<count {
      var localizations = KeyedList<Localization>()
      let key = index % 97 == 0 ? "quote \"\(index)\" back\\slash\ttab" : "key.\(index)"
      if index % 41 == 0 {
        // No source value: the source language writes the key itself.
      } else if index % 13 == 0 {
        let plural = KeyedList<Variation>([
          ("one", Variation(stringUnit: StringUnit(state: .translated, value: "%lld file"))),
          ("other", Variation(stringUnit: StringUnit(state: .translated, value: "%lld files"))),
        ])
        localizations["en"] = Localization(variations: Variations(plural: plural))
      } else {
        localizations["en"] = .unit("Value \(index)\nline two")
      }
      if index % 5 != 0 { localizations["de"] = .unit("Wert \(index)") }
      if index % 7 != 0 { localizations["ja"] = .unit("値 \(index) \u{1}") }
      strings[key] = CatalogEntry(comment: comments[index % comments.count], localizations: localizations)
    }
    return StringCatalog(sourceLanguage: "en", strings: strings)
  }

  @Test(arguments: [10, 3000])
  func renderedFilesEqualTheWriterOutputForThePlannedEntries(keys: Int) {
    let catalog = catalog(keys: keys)
    let rendered = CatalogExporter.plan(catalog, rendering: true)
    let plain = CatalogExporter.plan(catalog)
    #expect(rendered.languages == ["de", "en", "ja"])
    #expect(rendered.positionsWithContent == [0, 1, 2])
    for position in rendered.languages.indices {
      let entries = plain.stringsEntries(at: position)
      #expect(!entries.isEmpty)
      for encoding in [TextEncoding.utf8, .utf16LittleEndian] {
        let bytes = rendered.stringsBytes(at: position, encoding: encoding)
        #expect(bytes == StringsWriter.data(for: entries, encoding: encoding))
        #expect(plain.stringsBytes(at: position, encoding: encoding) == bytes)
      }
      #expect(rendered.stringsdictEntries(at: position) == plain.stringsdictEntries(at: position))
    }
    #expect(rendered.ledger == plain.ledger)
  }

  @Test func theSourceLanguageWritesTheKeyWhereItHasNoValue() throws {
    let plan = CatalogExporter.plan(catalog(keys: 50))
    let source = try #require(plan.languages.firstIndex(of: "en"))
    let entry = try #require(plan.stringsEntries(at: source).first { $0.key == "key.41" })
    #expect(entry.value == "key.41")
    #expect(!plan.stringsEntries(at: source).contains { $0.key == "key.13" })
    #expect(plan.stringsdictEntries(at: source).map(\.key).contains("key.13"))
  }

  /// The entry-by-entry comparison agrees with comparing the rendered file: the file itself
  /// matches; a changed byte anywhere, a byte more or less, a missing or an added byte order
  /// mark and an empty file do not; a comment with a NUL byte needs the mark.
  @Test(arguments: [10, 3000])
  func filesMatchExactlyTheRenderedBytes(keys: Int) {
    var catalog = catalog(keys: keys)
    catalog.strings["key.5"]?.comment = "has a \u{0} byte"
    let plan = CatalogExporter.plan(catalog, rendering: true)
    let positions = Array(plan.languages.indices)
    let files = plan.stringsBytes(at: positions, encoding: .utf8).map { $0! }
    func matches(_ candidates: [[UInt8]]) -> [Bool] {
      let buffers = candidates.map { bytes in
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = buffer.initialize(from: bytes)
        return UnsafeBufferPointer(rebasing: buffer[0..<bytes.count])
      }
      defer { for buffer in buffers { UnsafeMutableRawPointer(mutating: buffer.baseAddress!).deallocate() } }
      return zip(positions, buffers).map { plan.stringsFileMatches(at: $0, file: $1) }
    }
    #expect(matches(files) == [true, true, true])
    // key.5 has no German value: only en and ja write its comment, and with it the NUL.
    #expect(files.map { Array($0.prefix(3)) == [0xEF, 0xBB, 0xBF] } == [false, true, true])
    for offset in [0, 1, files[0].count / 2, files[0].count - 1] {
      var changed = files
      changed[0][offset] ^= 0x20
      #expect(matches(changed) == [false, true, true])
    }
    #expect(matches(files.map { $0 + [0x0A] }) == [false, false, false])
    #expect(matches(files.map { Array($0.dropLast()) }) == [false, false, false])
    #expect(matches(files.map { [0xEF, 0xBB, 0xBF] + $0 }) == [false, false, false])
    #expect(matches([files[0], Array(files[1].dropFirst(3)), files[2]]) == [true, false, true])
    #expect(matches([[], [], []]) == [false, false, false])
    // A NUL byte in a file whose catalog has none, with or without the mark.
    #expect(matches([files[0] + [0], files[1], files[2]]) == [false, true, true])
    #expect(matches([[0xEF, 0xBB, 0xBF] + files[0].dropLast() + [0, 0x0A], files[1], files[2]]) == [false, true, true])
  }

  /// A plan made for comparing makes no ledger, and makes each language's `.stringsdict`
  /// entries when asked, the same as a plan that made them all.
  @Test(arguments: [10, 3000])
  func comparingPlanMakesTheSameDictionaryEntriesOnRequest(keys: Int) {
    var catalog = catalog(keys: keys)
    catalog.strings["key.13"]?.comment = "has -- inside"
    catalog.strings["key.26"]?.extractionState = .stale
    let full = CatalogExporter.plan(catalog, rendering: true)
    let comparing = CatalogExporter.plan(catalog, rendering: true, comparing: true)
    #expect(comparing.ledger.isEmpty)
    #expect(!full.ledger.isEmpty)
    #expect(comparing.positionsWithContent == full.positionsWithContent)
    for position in full.languages.indices {
      #expect(comparing.stringsdictEntries(at: position) == full.stringsdictEntries(at: position))
      #expect(comparing.stringsBytes(at: position, encoding: .utf8) == full.stringsBytes(at: position, encoding: .utf8))
    }
    // The comment XML cannot hold is left out, the other is kept.
    guard keys > 26 else { return }
    let source = full.languages.firstIndex(of: "en")!
    let entries = comparing.stringsdictEntries(at: source)
    #expect(entries.first { $0.key == "key.13" }.map { $0.comment == nil } == true)
    #expect(entries.first { $0.key == "key.26" }?.comment == "Has */ inside")
  }
}
