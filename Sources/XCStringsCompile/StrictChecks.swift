import XCStringsBase
import XCStringsModel

/// The checks `--strict` adds, which Apple's tool does not make: each finds a mistake that
/// compiles cleanly and shows a wrong or missing string at run time.
enum StrictChecks {
  /// Errors for the catalog's compiled plurals: without `other`; with a category the language
  /// never uses; lacking one it needs; with a value type that differs between languages.
  static func findings(_ catalog: StringCatalog, tables: [CatalogCompiler.Tables], path: String) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let compiled = Set(tables.map(\.language))
    for (key, entry) in catalog.strings {
      var valueTypes: [(language: String, type: String)] = []
      for (language, localization) in entry.localizations ?? [:] where compiled.contains(language) {
        guard let plural = localization.variations?.plural else { continue }
        func error(_ message: String) {
          let context = " (\(language): \(key))"
          diagnostics.append(Diagnostic(.error, message + context, path: path).coded(.strictCheck, before: context))
        }
        let categories = Set(plural.keys.map { PluralCategory(rawValue: $0) })
        if !categories.contains(.other) { error("plural has no 'other' form") }
        if let rules = PluralRules.forLanguage(LanguageCode(rawValue: language)) {
          for category in PluralCategory.allKnown where categories.contains(category) && !rules.allows(category) {
            error("plural category '\(category)' is never used in this language")
          }
          for category in PluralCategory.allKnown
          where category != .other && rules.integerCategories.contains(category)
            && !categories.contains(category)
          {
            error("plural lacks the category '\(category)' this language needs")
          }
        }
        let forms = CatalogCompiler.forms(of: plural, keeping: { $0 != nil })
        if let count = CountArgument.find(in: forms) { valueTypes.append((language, count.valueType)) }
      }
      if let first = valueTypes.first, let other = valueTypes.first(where: { $0.type != first.type }) {
        let context = " (\(other.language): \(key))"
        diagnostics.append(
          Diagnostic(
            .error,
            "plural reads the count as '%\(first.type)' in \(first.language) but '%\(other.type)' in \(other.language)"
              + context, path: path
          ).coded(.strictCheck, before: context))
      }
    }
    return diagnostics
  }
}
