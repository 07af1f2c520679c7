import Foundation
import Testing

@testable import XCStringsBase
@testable import XCStringsConversion
@testable import XCStringsLegacy
@testable import XCStringsModel

/// A plural of a string with several arguments must count its number, and every exported
/// `.stringsdict` must read, with Foundation's own parser, as the catalog means it.
@Suite("catalog exporter: plural arguments")
struct CatalogExporterStringsdictTests {
  static func plural(_ forms: [(String, String)]) -> Localization {
    Localization(variations: Variations(plural: pluralForms(forms)))
  }

  /// What Foundation reads from an exported `.stringsdict` entry: the format key, and the
  /// counted variable's value type and forms.
  static func foundationView(_ entry: StringsdictEntry) throws -> (format: String, valueType: String?, forms: [String: String]) {
    let bytes = StringsdictWriter.data(for: StringsdictTable(entries: [entry]))
    let plist = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any]
    let rule = plist?[entry.key] as? [String: Any]
    let format = rule?["NSStringLocalizedFormatKey"] as? String ?? ""
    let name = FormatVariableReference.references(in: format).first?.name ?? ""
    let variable = rule?[name] as? [String: Any] ?? [:]
    var forms: [String: String] = [:]
    for (key, value) in variable where !key.hasPrefix("NSString") { forms[key] = value as? String }
    return (format, variable["NSStringFormatValueTypeKey"] as? String, forms)
  }

  /// The string a `%N$#@v@` rule shows for `arguments`: the form of the counted argument's
  /// English category, formatted with every argument (as Foundation substitutes it).
  static func render(_ view: (format: String, valueType: String?, forms: [String: String]), _ arguments: [any CVarArg]) -> String
  {
    String(format: selectedForm(view, arguments), arguments: arguments)
  }

  /// The form a rule selects for `arguments`: the counted argument's English category.
  static func selectedForm(
    _ view: (format: String, valueType: String?, forms: [String: String]), _ arguments: [any CVarArg]
  ) -> String {
    let position = FormatVariableReference.references(in: view.format).first?.position ?? 1
    let count = arguments[position - 1] as? Int64 ?? -1
    return view.forms[count == 1 ? "one" : "other"] ?? ""
  }

  @Test func pluralCountsTheFirstNumericArgumentByPosition() throws {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["%@ has %lld items"] = CatalogEntry(localizations: [
      "en": Self.plural([("one", "%@ has %lld item"), ("other", "%@ has %lld items")]),
      "de": Self.plural([("one", "%@ hat %lld Artikel"), ("other", "%@ hat %lld Artikel")]),
    ])
    let export = CatalogExporter.export(catalog)
    let en = try #require(export.languages.first { $0.language == "en" }?.stringsdict.first)
    let view = try Self.foundationView(en)
    #expect(view.format == "%2$#@count@")
    #expect(view.valueType == "lld")
    #expect(Self.render(view, [NSString(string: "Anna"), Int64(1)]) == "Anna has 1 item")
    #expect(Self.render(view, [NSString(string: "Anna"), Int64(3)]) == "Anna has 3 items")
    // Re-import gives the same catalog back, and nothing is noted.
    let (_, imported) = try CatalogExporterTests.roundTrip(catalog)
    #expect(imported.catalog.strings["%@ has %lld items"]?.localizations == catalog.strings["%@ has %lld items"]?.localizations)
    #expect(export.ledger == [])
  }

  /// Positional forms, one of which leaves the count out: the number is argument 1.
  @Test func positionalFormsThatOmitTheCount() throws {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["items"] = CatalogEntry(localizations: [
      "en": Self.plural([("one", "%2$@ has one item"), ("other", "%2$@ has %1$lld items")])
    ])
    let entry = try #require(CatalogExporter.export(catalog).languages.first?.stringsdict.first)
    let view = try Self.foundationView(entry)
    #expect(view.format == "%#@count@")
    #expect(view.valueType == "lld")
    // (Linux Foundation cannot format a string that skips argument 1; the selection shows it.)
    #expect(Self.selectedForm(view, [Int64(1), NSString(string: "Anna")]) == "%2$@ has one item")
    #expect(Self.render(view, [Int64(4), NSString(string: "Anna")]) == "Anna has 4 items")
  }

  @Test(arguments: [
    ("%@: %.1f km", "f", 2), ("%1$@ %2$d %3$lld", "d", 2), ("%@ %@ %ld", "ld", 3), ("%lld of %lld", "lld", 1),
    ("%s %u", "u", 2), ("%2$@ %1$@ %3$zd", "zd", 3),
  ])
  func numericArgumentOfEveryKind(_ other: String, _ valueType: String, _ position: Int) {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["k"] = CatalogEntry(localizations: ["en": Self.plural([("other", other)])])
    let argument = CatalogExporter.pluralArgument(entry: catalog.strings["k"]!, catalog: catalog)
    #expect(argument == CatalogExporter.PluralArgument(position: position, valueType: valueType, isNumeric: true))
    #expect(argument.token == (position == 1 ? "%#@count@" : "%\(position)$#@count@"))
  }

  /// A plural whose forms read no number counts the first argument, and the ledger says so.
  @Test func pluralWithoutANumberIsNoted() {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["who"] = CatalogEntry(localizations: ["en": Self.plural([("one", "%@ is here"), ("other", "%@ are here")])])
    let export = CatalogExporter.export(catalog)
    #expect(
      ledgerLines(export.ledger) == [
        "not-representable|note|who|-|-|-|the plural's forms read no integer or floating-point argument; the exported rule counts argument 1 ('%@')"
      ])
  }

  /// Every file that holds an entry carries its comment: here the source's `.stringsdict`
  /// and the Korean `.strings`, so re-import finds it whichever it reads.
  @Test func commentIsWrittenInEveryFileOfTheEntry() throws {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["timeline %lld"] = CatalogEntry(
      comment: "Posts in the timeline",
      localizations: [
        "en": Self.plural([("one", "%lld post"), ("other", "%lld posts")]),
        "ko": .unit("게시물 %lld개"),
      ])
    let export = CatalogExporter.export(catalog)
    #expect(export.languages.first { $0.language == "en" }?.stringsdict.first?.comment == "Posts in the timeline")
    #expect(export.languages.first { $0.language == "ko" }?.strings.first?.comment == "Posts in the timeline")
    let (_, imported) = try CatalogExporterTests.roundTrip(catalog)
    #expect(imported.catalog.strings["timeline %lld"]?.comment == "Posts in the timeline")
  }

  /// A `shouldTranslate: false` entry's stored translation is exported, so the round trip
  /// keeps it; only the flag itself cannot be written (a note).
  @Test func doNotTranslateEntriesKeepTheirTranslations() throws {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["label"] = CatalogEntry(localizations: ["en": .unit("Label"), "bg": .unit("Етикет")], shouldTranslate: false)
    let export = CatalogExporter.export(catalog)
    #expect(export.languages.first { $0.language == "bg" }?.strings.map(\.value) == ["Етикет"])
    #expect(export.ledger.allSatisfy { !$0.isLoss })
    let result = CatalogVerifier.verify(catalog)
    #expect(result.losses == [])
  }
}
