import Foundation
import XCStringsTestSupport

/// Catalogs for the plugin's tests: written by hand, or generated from a seed over every shape
/// the compiler tells apart (plain units, plurals with and without a number, device variations,
/// substitutions, every state, manual and automatic entries).
enum PluginCatalogs {
  static func unit(_ value: String, state: String = "translated") -> [String: Any] {
    ["stringUnit": ["state": state, "value": value]]
  }

  static func plural(_ forms: [String: String], state: String = "translated") -> [String: Any] {
    ["variations": ["plural": forms.mapValues { unit($0, state: state) }]]
  }

  /// A catalog with `en` as source and `entries` by key.
  static func json(entries: [String: Any], source: String = "en") -> String {
    let root: [String: Any] = ["sourceLanguage": source, "strings": entries, "version": "1.0"]
    let data = try! JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .prettyPrinted])
    return String(decoding: data, as: UTF8.self)
  }

  static func json(using random: inout SeededGenerator) -> String {
    var entries: [String: Any] = [:]
    for index in 0..<Int.random(in: 1...4, using: &random) {
      var localizations: [String: Any] = [:]
      for language in ["en", "de", "ru", "ja"] where Bool.random(using: &random) {
        localizations[language] = localization(using: &random)
      }
      var entry: [String: Any] = ["localizations": localizations]
      if Int.random(in: 0..<3, using: &random) == 0 { entry["extractionState"] = "manual" }
      entries["key \(index)"] = entry
    }
    return json(entries: entries)
  }

  private static let states = ["translated", "new", "needs_review", "stale"]
  private static let texts = ["Hello", "%lld files", "%@ and %d", "%%", "%1$@ of %2$lld", "%.1f km", ""]

  private static func text(using random: inout SeededGenerator) -> String { texts.randomElement(using: &random)! }

  private static func someUnit(using random: inout SeededGenerator) -> [String: Any] {
    unit(text(using: &random), state: states.randomElement(using: &random)!)
  }

  private static func somePlural(using random: inout SeededGenerator) -> [String: Any] {
    var forms: [String: Any] = [:]
    for category in ["zero", "one", "few", "other"] where Bool.random(using: &random) {
      forms[category] = someUnit(using: &random)
    }
    return ["variations": ["plural": forms]]
  }

  private static func localization(using random: inout SeededGenerator) -> [String: Any] {
    switch Int.random(in: 0..<5, using: &random) {
    case 0, 1:
      return someUnit(using: &random)
    case 2:
      return somePlural(using: &random)
    case 3:
      var devices: [String: Any] = [:]
      for device in ["iphone", "mac", "other"] where Bool.random(using: &random) {
        devices[device] = Bool.random(using: &random) ? someUnit(using: &random) : somePlural(using: &random)
      }
      return ["variations": ["device": devices]]
    default:
      var localization = someUnit(using: &random)
      var substitutions: [String: Any] = [:]
      for name in ["apples", "pears"] where Bool.random(using: &random) {
        var substitution = somePlural(using: &random)
        substitution["argNum"] = Int.random(in: 1...2, using: &random)
        substitution["formatSpecifier"] = "lld"
        substitutions[name] = substitution
      }
      localization["substitutions"] = substitutions
      return localization
    }
  }
}
