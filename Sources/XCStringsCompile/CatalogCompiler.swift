import XCStringsBase
import XCStringsModel

/// The rules of `xcstringstool compile`: which entries of a catalog go into each language's
/// `.strings` and `.stringsdict`, and in what shape. `Documentation/Compile.md` lists them with
/// Apple's evidence.
package enum CatalogCompiler {
  /// One language's two tables, keys in catalog order (the writer sorts them).
  package struct Tables: Equatable, Sendable {
    /// The language.
    package var language: String
    /// Plain strings, for `<Table>.strings`.
    package var strings: [(key: String, value: CompiledPlist)] = []
    /// Plurals, substitutions and device variations, for `<Table>.stringsdict`.
    package var stringsdict: [(key: String, value: CompiledPlist)] = []

    /// Empty tables for `language`.
    package init(language: String) { self.language = language }

    /// Tables are equal when their languages and entries are.
    package static func == (lhs: Tables, rhs: Tables) -> Bool {
      lhs.language == rhs.language && CompiledPlist.dictionary(lhs.strings) == CompiledPlist.dictionary(rhs.strings)
        && CompiledPlist.dictionary(lhs.stringsdict) == CompiledPlist.dictionary(rhs.stringsdict)
    }
  }

  static let pluralRuleType = "NSStringPluralRuleType"

  /// Apple's message for a plural that reads no number.
  package static let pluralWithoutNumber =
    "Plural variation requires referencing the number in the string. To maintain grammatical correctness for strings "
    + "that do not reference the number of items, use separate top-level strings for one and greater than one."

  /// Compiles `catalog` (read from `path`, which diagnostics name) for `languages` (empty: every
  /// language some entry has), in the order the catalog first meets them. Errors are appended to
  /// `diagnostics` as `<path>: error: <message> (<lang>: <key>)`.
  package static func compile(
    _ catalog: StringCatalog, path: String, languages: [String] = [], diagnostics: inout [Diagnostic]
  ) -> [Tables] {
    let wanted = Set(languages)
    let order = catalog.localizedLanguages.filter { wanted.isEmpty || wanted.contains($0) }
    var tables = order.map { Tables(language: $0) }
    let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    let source = catalog.sourceLanguage.rawValue
    for (key, entry) in catalog.strings {
      guard let localizations = entry.localizations else { continue }
      let isManual = entry.extractionState?.rawValue == "manual"
      let sourceCount = sourceCountArgument(localizations[source])
      for (language, localization) in localizations {
        guard let index = position[language] else { continue }
        let context = Context(
          key: key, language: language, isManual: isManual, isSource: language == source, sourceCount: sourceCount, path: path)
        var emitted = Emitted()
        emit(localization, context, into: &emitted, diagnostics: &diagnostics)
        if let plain = emitted.plain { tables[index].strings.append((key, .string(plain))) }
        if let dictionary = emitted.dictionary { tables[index].stringsdict.append((key, dictionary)) }
      }
    }
    return tables
  }

  /// The key, language and entry facts one localization is compiled with.
  struct Context {
    var key: String
    var language: String
    var isManual: Bool
    var isSource: Bool
    /// `.none`: the source language has no plural for the key; `.some(nil)`: it has one that
    /// reads no number.
    var sourceCount: CountArgument??
    var path: String

    /// Whether a unit is written: a `new` unit only on a `manual` entry (R5, R6).
    func keeps(_ unit: StringUnit?) -> Bool {
      guard let unit else { return false }
      return unit.state.rawValue != "new" || isManual
    }

    func error(_ message: String) -> Diagnostic {
      Diagnostic(.error, "\(message) (\(language): \(key))", path: path)
    }
  }

  /// What one localization gives: a `.strings` value, a `.stringsdict` value, or both.
  struct Emitted {
    var plain: String?
    var dictionary: CompiledPlist?
  }

  /// The count the source language's plural reads, over all its units whatever their state.
  static func sourceCountArgument(_ localization: Localization?) -> CountArgument?? {
    guard let plural = localization?.variations?.plural else { return .none }
    return .some(CountArgument.find(in: forms(of: plural, keeping: { $0 != nil })))
  }

  static func forms(of plural: KeyedList<Variation>, keeping keeps: (StringUnit?) -> Bool) -> [(category: String, text: String)] {
    plural.pairs.compactMap { pair in
      guard let unit = pair.value.stringUnit, keeps(unit) else { return nil }
      return (pair.key, unit.value)
    }
  }

  static func emit(_ localization: Localization, _ context: Context, into emitted: inout Emitted, diagnostics: inout [Diagnostic])
  {
    // Next to a plural, the entry's dictionary has `value` too.
    let substitutions =
      localization.substitutions.map {
        variables(of: $0, context, reserved: ["NSStringLocalizedFormatKey", "value"])
      } ?? []
    if let variations = localization.variations {
      if let device = variations.device {
        var devices: [(key: String, value: CompiledPlist)] = []
        for (name, form) in device {
          if let plural = form.variations?.plural {
            if let value = pluralValue(plural, context, substitutions: substitutions, diagnostics: &diagnostics) {
              devices.append((name, value))
            }
          } else if context.keeps(form.stringUnit), let unit = form.stringUnit {
            devices.append((name, .string(unit.value)))
            if name == "other" { emitted.plain = unit.value }
          }
        }
        if !devices.isEmpty { emitted.dictionary = .dictionary([("NSStringDeviceSpecificRuleType", .dictionary(devices))]) }
        return
      }
      if let plural = variations.plural {
        emitted.dictionary = pluralValue(plural, context, substitutions: substitutions, diagnostics: &diagnostics)
        return
      }
    }
    guard context.keeps(localization.stringUnit), let unit = localization.stringUnit else { return }
    if let table = localization.substitutions {
      let substitutions = variables(of: table, context, reserved: ["NSStringLocalizedFormatKey"])
      guard !substitutions.isEmpty else { return }
      let format = CompiledPlist.string(positionedReferences(unit.value, substitutions: table))
      emitted.dictionary = .dictionary([("NSStringLocalizedFormatKey", format)] + substitutions)
      return
    }
    emitted.plain = unit.value
  }

  /// A plural's `.stringsdict` value: `NSStringLocalizedFormatKey` and the variable `value`,
  /// with the categories the catalog has (R1, R7, R8); `nil` when no unit is written.
  static func pluralValue(
    _ plural: KeyedList<Variation>, _ context: Context, substitutions: [(key: String, value: CompiledPlist)],
    diagnostics: inout [Diagnostic]
  ) -> CompiledPlist? {
    let kept = forms(of: plural, keeping: context.keeps)
    guard !kept.isEmpty else { return nil }
    // R8: the source language's plural decides; a language's own count sets the value type.
    let own = CountArgument.find(in: kept) ?? CountArgument.find(in: forms(of: plural, keeping: { $0 != nil }))
    let count: CountArgument
    switch context.sourceCount {
    case .some(.none):
      // Reported once, on the source language's own plural.
      if context.isSource { diagnostics.append(context.error(pluralWithoutNumber)) }
      return nil
    case .some(.some(let fromSource)):
      count = own ?? fromSource
    case .none:
      guard let own else {
        diagnostics.append(context.error(pluralWithoutNumber))
        return nil
      }
      count = own
    }
    var variable: [(key: String, value: CompiledPlist)] = [
      ("NSStringFormatSpecTypeKey", .string(pluralRuleType)), ("NSStringFormatValueTypeKey", .string(count.valueType)),
    ]
    for form in kept { variable.append((form.category, .string(form.text))) }
    return .dictionary(
      [("NSStringLocalizedFormatKey", .string(count.formatKey)), ("value", .dictionary(variable))] + substitutions)
  }
}
