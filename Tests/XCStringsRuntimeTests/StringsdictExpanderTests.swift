import Testing

@testable import XCStringsRuntime

@Suite("runtime: .stringsdict expansion")
struct StringsdictExpanderTests {
  static func plural(_ forms: [String: String], type: String = "lld") -> [String: Any] {
    var variable: [String: Any] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": type]
    for (category, text) in forms { variable[category] = text }
    return variable
  }

  static func expand(_ entry: [String: Any], _ language: String, _ arguments: [FormatArgument]) -> String? {
    StringsdictExpander(language: language, arguments: arguments).format(of: entry).map {
      FormatRenderer.render($0, arguments: arguments)
    }
  }

  @Test func aPluralChoosesItsFormByTheLanguagesRules() {
    let entry: [String: Any] = [
      "NSStringLocalizedFormatKey": "%#@value@",
      "value": Self.plural(["one": "%lld файл", "few": "%lld файла", "many": "%lld файлов", "other": "%lld файла"]),
    ]
    let shown = [1, 2, 5, 11, 21, 22].map { Self.expand(entry, "ru", [.integer(Int64($0))]) }
    #expect(shown == ["1 файл", "2 файла", "5 файлов", "11 файлов", "21 файл", "22 файла"])
  }

  @Test func zeroIsChosenForTheNumberZeroWhereTheVariableHasIt() {
    let entry: [String: Any] = [
      "NSStringLocalizedFormatKey": "%#@value@", "value": Self.plural(["zero": "No files", "other": "%lld files"]),
    ]
    #expect(Self.expand(entry, "en", [.integer(0)]) == "No files")
    #expect(Self.expand(entry, "en", [.integer(1)]) == "1 files")
  }

  @Test func aCategoryTheVariableLacksFallsBackToOther() {
    let entry: [String: Any] = ["NSStringLocalizedFormatKey": "%#@value@", "value": Self.plural(["other": "%lld pliku"])]
    #expect(Self.expand(entry, "pl", [.integer(5)]) == "5 pliku")
  }

  @Test func theCountMayBeALaterArgument() {
    let entry: [String: Any] = [
      "NSStringLocalizedFormatKey": "%2$#@value@",
      "value": Self.plural(["one": "%1$@ has %2$lld file", "other": "%1$@ has %2$lld files"]),
    ]
    #expect(Self.expand(entry, "en", [.text("Ann"), .integer(1)]) == "Ann has 1 file")
    #expect(Self.expand(entry, "en", [.text("Ann"), .integer(3)]) == "Ann has 3 files")
  }

  @Test func substitutionsInAnyOrderReadTheirOwnArgument() {
    let entry: [String: Any] = [
      "NSStringLocalizedFormatKey": "%2$#@pears@ и %1$#@apples@",
      "apples": Self.plural(["one": "%lld яблоко", "few": "%lld яблока", "many": "%lld яблок"]),
      "pears": Self.plural(["one": "%lld груша", "few": "%lld груши", "many": "%lld груш"]),
    ]
    #expect(Self.expand(entry, "ru", [.integer(1), .integer(5)]) == "5 груш и 1 яблоко")
    #expect(Self.expand(entry, "ru", [.integer(22), .integer(21)]) == "21 груша и 22 яблока")
  }

  @Test func unnumberedSubstitutionsReadTheArgumentsInOrder() {
    let entry: [String: Any] = [
      "NSStringLocalizedFormatKey": "%#@apples@ and %#@pears@",
      "apples": Self.plural(["one": "%lld apple", "other": "%lld apples"]),
      "pears": Self.plural(["one": "%lld pear", "other": "%lld pears"]),
    ]
    #expect(Self.expand(entry, "en", [.integer(1), .integer(5)]) == "1 apple and 5 pears")
  }

  @Test func aFormMayReferenceAnotherVariable() {
    let entry: [String: Any] = [
      "NSStringLocalizedFormatKey": "%#@files@",
      "files": Self.plural(["one": "one file in %#@folders@", "other": "%lld files in %#@folders@"]),
      "folders": Self.plural(["one": "%lld folder", "other": "%lld folders"]),
    ]
    #expect(Self.expand(entry, "en", [.integer(3), .integer(1)]) == "3 files in 1 folder")
  }

  @Test func aDeviceVariationShowsItsOtherForm() {
    let entry: [String: Any] = ["NSStringDeviceSpecificRuleType": ["iphone": "Tap", "other": "Click"]]
    #expect(Self.expand(entry, "en", []) == "Click")
    let nested: [String: Any] = [
      "NSStringDeviceSpecificRuleType": [
        "other": ["NSStringLocalizedFormatKey": "%#@value@", "value": Self.plural(["one": "%lld item", "other": "%lld items"])]
      ]
    ]
    #expect(Self.expand(nested, "en", [.integer(2)]) == "2 items")
    #expect(Self.expand(["NSStringDeviceSpecificRuleType": ["iphone": "Tap"]], "en", []) == nil)
  }

  @Test func aCountMissingOrNotANumberShowsOther() {
    let entry: [String: Any] = [
      "NSStringLocalizedFormatKey": "%#@value@", "value": Self.plural(["one": "one", "other": "other"]),
    ]
    #expect(Self.expand(entry, "en", []) == "other")
    #expect(Self.expand(entry, "en", [.text("some")]) == "other")
  }
}
