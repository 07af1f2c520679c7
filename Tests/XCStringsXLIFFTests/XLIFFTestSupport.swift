import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsConversion
@testable import XCStringsModel
@testable import XCStringsXLIFF

/// Helpers shared by the XLIFF suites.
enum XLIFFTestSupport {
  /// The folder of Xcode 27 probe cases in `../shared/corpus-xliff`.
  static var probes: URL? {
    TestPaths.corpusXLIFF?.appendingPathComponent("Murzav__xcstrings-mcp@51aeb65fb44f/tests/fixtures/apple_xcode27")
  }

  static func bytes(_ url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }

  /// The text with each `<tool …/>` line replaced by a fixed one, for comparing documents
  /// that differ only in the tool that wrote them.
  static func withoutTool(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.trimmingCharacters(in: .whitespaces).hasPrefix("<tool ") ? "      <tool/>" : String(line)
    }.joined(separator: "\n")
  }

  /// The lines of `text` that differ from `expected`, as `line N: expected | actual`, at most
  /// `limit` of them, for failure messages.
  static func firstDifferences(_ actual: String, _ expected: String, limit: Int = 6) -> String {
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(a.count, e.count) where lines.count < limit {
      let left = index < e.count ? String(e[index]) : "<none>"
      let right = index < a.count ? String(a[index]) : "<none>"
      if left != right { lines.append("line \(index + 1): expected \(left) | actual \(right)") }
    }
    return lines.joined(separator: "\n")
  }

  /// The tool exports name in these tests.
  static let tool = XLIFFTool.xcstringsConvert(version: "9.9.9")
}

extension XLIFFTestSupport {
  /// The document text with only the `<file>` elements of String Catalogs kept.
  static func catalogFilesOnly(_ text: String) -> String {
    var kept: [Substring] = []
    var keeping = true
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("  <file ") {
        let original = line.split(separator: "\"").dropFirst().first ?? ""
        keeping = original.hasSuffix(".xcstrings")
      }
      if keeping { kept.append(line) }
      if line == "  </file>" { keeping = true }
    }
    return kept.joined(separator: "\n")
  }

  /// The text without `<target state="new">` elements, which import skips.
  static func withoutNewTargets(_ text: String) -> String {
    let pattern = try! NSRegularExpression(
      pattern: "        <target state=\"new\"(/>|>[\\s\\S]*?</target>)\n", options: [])
    return pattern.stringByReplacingMatches(
      in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
  }

  /// Applies imported localizations as the import engine does for these tests: a leaf of the
  /// same shape replaces the catalog's leaf, another shape replaces the language's
  /// localization, a key the catalog lacks is ignored.
  static func apply(_ imported: [ImportedLocalization], to catalog: inout StringCatalog) {
    for item in imported {
      guard var entry = catalog.strings[item.key] else { continue }
      entry[item.language] = merge(entry[item.language], item.localization)
      catalog.strings[item.key] = entry
    }
  }

  private static func shape(_ localization: Localization) -> Int {
    if localization.stringSet != nil { return 3 }
    if localization.variations?.device?.isEmpty == false { return 2 }
    if localization.variations?.plural?.isEmpty == false { return 1 }
    return 0
  }

  private static func merge(_ existing: Localization?, _ imported: Localization) -> Localization {
    guard var result = existing, shape(result) == shape(imported) else { return imported }
    if let unit = imported.stringUnit { result.stringUnit = unit }
    if let set = imported.stringSet { result.stringSet = set }
    if let variations = imported.variations { result.variations = mergeVariations(result.variations, variations) }
    for (name, substitution) in imported.substitutions ?? [:] {
      var all = result.substitutions ?? [:]
      var merged = all[name] ?? substitution
      merged.variations = mergeVariations(all[name]?.variations, substitution.variations ?? Variations())
      all[name] = merged
      result.substitutions = all
    }
    return result
  }

  private static func mergeVariations(_ existing: Variations?, _ imported: Variations) -> Variations {
    var result = existing ?? Variations()
    for (category, form) in imported.plural ?? [:] {
      var forms = result.plural ?? [:]
      forms[category] = form
      result.plural = forms
    }
    for (device, form) in imported.device ?? [:] {
      var forms = result.device ?? [:]
      var merged = forms[device] ?? Variation()
      if let unit = form.stringUnit { merged.stringUnit = unit }
      if let nested = form.variations { merged.variations = mergeVariations(merged.variations, nested) }
      forms[device] = merged
      result.device = forms
    }
    return result
  }
}
