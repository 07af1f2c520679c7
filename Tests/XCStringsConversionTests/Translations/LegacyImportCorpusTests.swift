import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsConversion
@testable import XCStringsLegacy
@testable import XCStringsModel

/// Every real catalog of the corpus: exported, edited as a translation tool would (one
/// language's `.strings` rewritten without comments in another order with one value changed,
/// one plural form changed in its `.stringsdict`, a key the catalog lacks added), imported.
/// Exactly the edited units change, to the new value with state `translated`; the untouched
/// export changes nothing; the unknown key is reported.
@Suite("legacy import on the corpus")
struct LegacyImportCorpusTests {
  @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
  func corpusCatalogsTakeExactlyTheEdits() throws {
    var checked = 0
    for url in TestPaths.corpusFiles(withSuffix: ".xcstrings") {
      let catalog = try CatalogJSONReader.read(Array(try Data(contentsOf: url)), path: url.path)
      let files = try Legacy.exportedFiles(catalog)
      var untouched = catalog
      let same = TranslationImport.apply(LegacyImport.translations(in: files, for: catalog).imported, to: &untouched)
      #expect(untouched == catalog && !same.changed, "\(url.path): an untouched export changed the catalog")

      var edited = files
      var expected: [(key: String, language: String, path: String, value: String)] = []
      let target = edited.firstIndex { $0.file.language != nil && $0.file.language != catalog.sourceLanguage }
      if let target, case .strings(var table) = edited[target].parsed, let language = edited[target].file.language {
        var entries = table.entries.reversed().map { StringsTable.Entry(key: $0.key, value: $0.value) }
        if let index = entries.firstIndex(where: { !$0.value.isEmpty }) {
          entries[index].value += " (edited)"
          expected.append((entries[index].key, language.rawValue, "value", entries[index].value))
        }
        entries.append(StringsTable.Entry(key: "this.key.is.not.in.the.catalog", value: "x", line: 9999, column: 1))
        table.entries = entries
        edited[target].parsed = .strings(table)
      }
      if let dict = edited.firstIndex(where: {
        if case .stringsdict = $0.parsed { return $0.file.language != catalog.sourceLanguage }
        return false
      }), case .stringsdict(var table) = edited[dict].parsed, let language = edited[dict].file.language,
        let index = table.entries.firstIndex(where: { if case .format = $0.rule { return true } else { return false } }),
        case .format(var rule) = table.entries[index].rule, let name = rule.variables.keys.first,
        let category = rule.variables[name]?.forms.keys.last
      {
        let text = (rule.variables[name]?.forms[category] ?? "") + " EDIT"
        rule.variables[name]?.forms[category] = text
        table.entries[index].rule = .format(rule)
        edited[dict].parsed = .stringsdict(table)
        expected.append((table.entries[index].key, language.rawValue, category, text))
      }
      var updated = catalog
      let result = TranslationImport.apply(LegacyImport.translations(in: edited, for: catalog).imported, to: &updated)
      let differences = CatalogDiff.differences(catalog, updated)
      // Each edit is a changed value (and a state that became translated, if it was not).
      for difference in differences {
        let isEdit = expected.contains { edit in
          edit.key == difference.key && edit.language == difference.language
            && (difference.path == edit.path || difference.path.hasSuffix(".\(edit.path) value")
              || difference.path.hasSuffix("\(edit.path) value") || difference.path.hasSuffix("\(edit.path) state")
              || difference.path == "state")
        }
        #expect(isEdit, "\(url.path): not an edit: \(difference.description)")
        if difference.path.hasSuffix("state") { #expect(difference.after == "translated") }
      }
      #expect(
        differences.filter { $0.path.hasSuffix("value") || $0.path == "value" }.count == expected.count,
        "\(url.path): \(differences.map(\.description))")
      if target != nil {
        #expect(
          result.diagnostics.contains { $0.message.hasPrefix("key 'this.key.is.not.in.the.catalog' is not in the catalog") })
      }
      // What is written is Xcode's form, and reads back as the updated catalog.
      let bytes = CatalogJSONWriter.data(for: updated)
      #expect(try CatalogJSONReader.read(bytes, path: "updated") == updated)
      checked += 1
    }
    print("import corpus: \(checked) catalogs")
  }
}
