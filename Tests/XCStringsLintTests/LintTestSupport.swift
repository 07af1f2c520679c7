import XCStringsCatalogJSON
import XCStringsConversion
import XCStringsLint
import XCStringsModel
import XCStringsProject

/// Builds small catalogs as JSON text, one key per line, so a key's location is known: the
/// n-th entry's key is at line n + 1, column 1.
enum LintFixture {
  static let path = "L.xcstrings"

  /// A JSON string literal.
  static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `{"stringUnit":{…}}`.
  /// A catalog with `keys`, each translated into German (`x`), for rules that only ask which
  /// table has a key.
  static func germanCatalog(_ keys: [String]) -> String {
    "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{"
      + keys.map { "\"\($0)\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"x\"}}}}" }
      .joined(separator: ",") + "}}"
  }

  static func unit(_ value: String, _ state: String = "translated") -> String {
    "{\"stringUnit\":{\"state\":\(quote(state)),\"value\":\(quote(value))}}"
  }

  /// `{"variations":{"plural":{…}}}` from category/value pairs.
  static func plural(_ forms: KeyValuePairs<String, String>) -> String {
    let members = forms.map { "\(quote($0.key)):\(unit($0.value))" }.joined(separator: ",")
    return "{\"variations\":{\"plural\":{\(members)}}}"
  }

  /// An entry body from language/localization pairs and extra members.
  static func entry(_ localizations: KeyValuePairs<String, String>, extra: String = "") -> String {
    let members = localizations.map { "\(quote($0.key)):\($0.value)" }.joined(separator: ",")
    return "{\(extra.isEmpty ? "" : extra + ",")\"localizations\":{\(members)}}"
  }

  /// A catalog with one entry per line.
  static func catalog(_ entries: KeyValuePairs<String, String>, source: String = "en") -> String {
    let lines = entries.map { "\(quote($0.key)):\($0.value)" }.joined(separator: ",\n")
    return "{\"sourceLanguage\":\(quote(source)),\"version\":\"1.0\",\"strings\":{\n\(lines)\n}}"
  }

  /// A subject for a catalog's JSON text (a storyboard's, with `isInterfaceTable`).
  static func subject(
    _ json: String, path: String = path, region: DevelopmentRegion? = nil, isInterfaceTable: Bool = false
  ) throws -> LintSubject {
    let bytes = Array(json.utf8)
    let catalog = try CatalogJSONReader.read(bytes, path: path)
    return LintSubject(
      catalog: catalog, file: path, tableName: "L", origin: .catalog(CatalogKeyLocator(bytes: bytes, path: path)),
      developmentRegion: region, isInterfaceTable: isInterfaceTable)
  }

  /// An entry's `comment` member, for ``entry(_:extra:)``.
  static func comment(_ text: String) -> String { "\"comment\":\(quote(text))" }

  /// The findings for a catalog, as printed; `unused` turns on the rules of `--unused`.
  static func findings(
    _ json: String, languages: [LanguageCode] = [], only rule: LintRule? = nil, region: DevelopmentRegion? = nil,
    isInterfaceTable: Bool = false, unused: Bool = false
  ) throws -> [String] {
    let disabled = rule.map { kept in Set(LintRule.all.filter { $0 != kept }) } ?? []
    var options = LintOptions(languages: languages, disabled: disabled)
    options.reportsUnusedKeys = unused
    return Linter(options: options).lint([try subject(json, region: region, isInterfaceTable: isInterfaceTable)]).findings
      .map(\.description)
  }
}
