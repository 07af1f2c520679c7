import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsConversion
@testable import XCStringsLegacy
@testable import XCStringsModel

/// Seeded catalogs (plurals, substitutions, device variations, `needs_review`, stale entries,
/// `shouldTranslate: false`, empty values) are exported, edited as a translation tool would
/// (values changed, plural forms changed, entries reordered, comments dropped, keys left out,
/// a key added) and imported: every difference between the catalog before and after is one of
/// the edits, each edit arrives with state `translated`, and an untouched export changes nothing.
@Suite("legacy import (property)")
struct LegacyImportPropertyTests {
  static let cases = 400

  /// One edit: a key and language, and the new text of one of its units.
  struct Edit: Hashable {
    var key: String
    var language: String
    var text: String
  }

  /// Applies random edits to the exported files of the non-source languages.
  static func edit(
    _ files: [(file: LegacyFile, parsed: LegacyConverter.Parsed)], source: LanguageCode, random: inout SeededGenerator
  ) -> (files: [(file: LegacyFile, parsed: LegacyConverter.Parsed)], edits: Set<Edit>) {
    var edits = Set<Edit>()
    var result: [(file: LegacyFile, parsed: LegacyConverter.Parsed)] = []
    for (file, parsed) in files {
      guard let language = file.language, language != source else {
        result.append((file, parsed))
        continue
      }
      switch parsed {
      case .strings(var table):
        var entries: [StringsTable.Entry] = []
        for var entry in table.entries {
          if Int.random(in: 0..<10, using: &random) == 0 { continue }  // left out: unchanged
          entry.comment = nil
          if Int.random(in: 0..<3, using: &random) == 0 {
            entry.value += " ✎"
            edits.insert(Edit(key: entry.key, language: language.rawValue, text: entry.value))
          }
          entries.append(entry)
        }
        entries.shuffle(using: &random)
        if Bool.random(using: &random) { entries.append(StringsTable.Entry(key: "zz not in the catalog", value: "?")) }
        table.entries = entries
        result.append((file, .strings(table)))
      case .stringsdict(var table):
        for index in table.entries.indices where Int.random(in: 0..<3, using: &random) == 0 {
          guard case .format(var rule) = table.entries[index].rule, let name = rule.variables.keys.first,
            let category = rule.variables[name]?.forms.keys.first
          else { continue }
          let text = (rule.variables[name]?.forms[category] ?? "") + " ✎"
          rule.variables[name]?.forms[category] = text
          table.entries[index].rule = .format(rule)
          edits.insert(Edit(key: table.entries[index].key, language: language.rawValue, text: text))
        }
        result.append((file, .stringsdict(table)))
      }
    }
    return (result, edits)
  }

  /// Cases from `firstSeed` on; a failure names its case's seed, which `XCSTRINGS_SEED` replays
  /// first.
  @Test(arguments: [SeededGenerator.randomSeed()])
  func everyDifferenceIsAnEdit(firstSeed base: UInt64) throws {
    var failures = 0
    for index in 0..<Self.cases {
      let seed = base &+ UInt64(index)
      var generator = ExportRoundTripPropertyTests.CatalogGenerator(seed: seed)
      var catalog = generator.catalog()
      // Stale entries are imported like any other.
      for key in catalog.strings.keys where generator.chance(10) { catalog.strings[key]?.extractionState = .stale }
      let files = try Legacy.exportedFiles(catalog, utf16: seed % 3 == 0)
      var problems: [String] = []

      // Untouched: nothing changes.
      var untouched = catalog
      let same = TranslationImport.apply(LegacyImport.translations(in: files, for: catalog).imported, to: &untouched)
      if untouched != catalog || same.changed { problems.append("an untouched export changed the catalog") }

      var random = SeededGenerator(seed: seed ^ 0x5EED)
      let (edited, edits) = Self.edit(files, source: catalog.sourceLanguage, random: &random)
      var updated = catalog
      let result = TranslationImport.apply(LegacyImport.translations(in: edited, for: catalog).imported, to: &updated)
      let editedPairs = Set(edits.map { [$0.key, $0.language] })
      let differences = CatalogDiff.differences(catalog, updated)
      for difference in differences where !editedPairs.contains([difference.key, difference.language ?? ""]) {
        problems.append("not an edit: \(difference.description)")
      }
      // Every edited text is in the catalog now, with state translated.
      for edit in edits {
        guard let localization = updated.strings[edit.key]?[LanguageCode(rawValue: edit.language)] else {
          problems.append("edit lost: \(edit)")
          continue
        }
        let texts = localization.texts().map(\.text)
        if !texts.contains(where: { $0.replacingOccurrences(of: "%arg", with: "").hasSuffix(" ✎") }) {
          problems.append("edit lost: \(edit)")
        }
      }
      for difference in differences where difference.path.hasSuffix("state") && difference.after != "translated" {
        problems.append("state not translated: \(difference.description)")
      }
      if (result.counts.reduce(0) { $0 + $1.unknown }) > 0,
        !result.diagnostics.contains(where: { $0.message.hasPrefix("key 'zz not in the catalog'") })
      {
        problems.append("unknown key not reported")
      }
      if !problems.isEmpty {
        failures += 1
        Issue.record("seed \(seed):\n\(problems.joined(separator: "\n"))")
        if failures >= 5 { break }
      }
    }
  }
}
