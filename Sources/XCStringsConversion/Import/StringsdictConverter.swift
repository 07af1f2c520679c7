import Foundation
import XCStringsBase
import XCStringsLegacy
import XCStringsModel

/// Converts `.stringsdict` rules into catalog localizations.
///
/// Plural or substitution is decided per key over all languages, literally as Xcode does:
/// when every language's format is exactly `%#@v@` and at least one form in at least one
/// language contains the literal text `%` + `NSStringFormatValueTypeKey`, the key becomes a
/// direct `variations.plural` with forms copied verbatim. Otherwise it becomes a `stringUnit`
/// holding the format (with `N$` positions removed from variable tokens) plus one substitution
/// per variable, whose `argNum` is `N` for `%N$#@v@`; in a form, the literal
/// `%<formatSpecifier>` becomes `%arg` only when its sequential argument index equals the
/// variable's argument number.
struct StringsdictConverter {
  enum Mode {
    case directPlural
    case substitutions
  }

  struct Converted {
    var localization: Localization?
    var ledger: [LedgerEntry] = []
  }

  let options: MigrationOptions

  init(options: MigrationOptions) { self.options = options }

  /// The single variable of a format that is exactly `%#@v@`, or `%N$#@v@` with `N` of 2 or
  /// more, if it is defined and the rule defines no other, with the position of a positional
  /// token. (A plural cannot carry a second variable; a substitution can.)
  ///
  /// `%N$#@v@` alone is how a plural of a string with several arguments is exported when it
  /// counts a later one (`%@ has %lld items`: `%2$#@count@`); `%1$#@v@` stays a substitution
  /// with `argNum` 1, as Xcode's literal test (exactly `%#@v@`) makes it.
  static func soleVariable(of rule: FormatRule) -> (variable: FormatVariable, position: Int?)? {
    let specifiers = FormatSpecifier.scan(rule.format)
    guard specifiers.count == 1, case .variable(let name) = specifiers[0].kind, !specifiers[0].isMalformedReference,
      specifiers[0].text == rule.format, (specifiers[0].position ?? 2) >= 2, rule.variables.count == 1,
      let variable = rule.variables[name]
    else { return nil }
    return (variable, specifiers[0].position)
  }

  /// Decides plural or substitution for one key from its rules in every language.
  ///
  /// Xcode's test, literally: every language's format is exactly `%#@v@` (here also
  /// `%N$#@v@` with `N` ≥ 2, see ``soleVariable(of:)``), and some form (in any language)
  /// contains the literal `%` + the variable's `NSStringFormatValueTypeKey`.
  func mode(for rules: [StringsdictRule]) -> Mode {
    if options.keepVariableNames { return .substitutions }
    var anyFormContainsSpecifier = false
    var formats = 0
    for rule in rules {
      guard case .format(let format) = rule else { continue }
      formats += 1
      guard let (variable, _) = Self.soleVariable(of: format) else { return .substitutions }
      if !anyFormContainsSpecifier, let valueType = variable.valueType {
        let specifier = "%" + valueType
        anyFormContainsSpecifier = variable.forms.values.contains { Self.text($0, contains: specifier) }
      }
    }
    return formats > 0 && anyFormContainsSpecifier ? .directPlural : .substitutions
  }

  /// Whether `text` contains `needle` as Foundation's `contains` decides it, mostly without
  /// Foundation (which bridges both strings on every call).
  ///
  /// For an ASCII needle the bytes decide in most cases. A byte match with ASCII (or nothing)
  /// on both sides is a match: a non-ASCII neighbour could join the match to a character of
  /// its own (a combining mark after it, a prepended mark before it), and is left to
  /// Foundation. No byte match means no match, unless the needle has one of the three ASCII
  /// characters that a non-ASCII one is canonically equivalent to (K for U+212A KELVIN SIGN,
  /// `;` for U+037E, `` ` `` for U+1FEF) and the text is not all ASCII.
  static func text(_ text: String, contains needle: String) -> Bool {
    var needle = needle
    var text = text
    let decided: Bool? = needle.withUTF8 { wanted -> Bool? in
      guard !wanted.isEmpty, wanted.allSatisfy({ $0 < 0x80 }) else { return nil }
      let hasEquivalent = wanted.contains { $0 == 0x4B || $0 == 0x3B || $0 == 0x60 }  // K ; `
      return text.withUTF8 { bytes -> Bool? in
        var undecided = hasEquivalent && !bytes.allSatisfy { $0 < 0x80 }
        guard bytes.count >= wanted.count else { return undecided ? nil : false }
        for start in 0...(bytes.count - wanted.count) where bytes[start] == wanted[0] {
          guard memcmp(bytes.baseAddress! + start, wanted.baseAddress!, wanted.count) == 0 else { continue }
          let end = start + wanted.count
          if (end == bytes.count || bytes[end] < 0x80) && (start == 0 || bytes[start - 1] < 0x80) { return true }
          undecided = true
        }
        return undecided ? nil : false
      }
    }
    return decided ?? text.contains(needle)
  }

  func localization(for entry: StringsdictEntry, mode: Mode, language: LanguageCode, file: String) -> Converted {
    var result = Converted()
    func loss(_ kind: LedgerEntry.Kind, _ message: String) {
      result.ledger.append(
        LedgerEntry(
          kind, loss: true, key: entry.key, language: language, file: file,
          line: entry.line, message: message))
    }
    switch entry.rule {
    case .format(let rule):
      result.localization = formatLocalization(
        rule, mode: mode, entry: entry, language: language, file: file, ledger: &result.ledger)
    case .device(let devices):
      var forms = KeyedList<Variation>()
      for (device, value) in devices {
        switch value {
        case .string(let text):
          forms[device] = .unit(text, state: options.state)
        case .rule(.format(let nested)):
          if let (variable, _) = Self.soleVariable(of: nested) {
            forms[device] = Variation(variations: Variations(plural: plural(variable.forms)))
          } else {
            loss(
              .unsupportedNesting,
              "device '\(device)' holds a format with text around its variables, which a catalog cannot nest under a device")
          }
        case .rule(.width(let buckets)):
          if let text = widest(buckets) {
            forms[device] = .unit(text, state: options.state)
          }
          loss(.widthRule, widthMessage(buckets))
        case .rule:
          loss(.unsupportedNesting, "device '\(device)' holds a rule a catalog cannot nest under a device")
        }
      }
      if !forms.isEmpty { result.localization = Localization(variations: Variations(device: forms)) }
    case .width(let buckets):
      if let text = widest(buckets) { result.localization = .unit(text, state: options.state) }
      loss(.widthRule, widthMessage(buckets))
    case .unrecognized:
      loss(.unrecognizedEntry, "entry fits none of the '.stringsdict' shapes (format, device or width rule)")
    }
    return result
  }

  private func widest(_ buckets: KeyedList<String>) -> String? {
    guard options.widthRule == .widest else { return nil }
    return buckets.pairs.max { (Int($0.key) ?? .min) < (Int($1.key) ?? .min) }?.value
  }

  private func widthMessage(_ buckets: KeyedList<String>) -> String {
    let widths = buckets.keys.joined(separator: ", ")
    if options.widthRule == .widest {
      return "width rule (widths \(widths)) has no catalog equivalent; kept only the widest bucket"
    }
    return "width rule (widths \(widths)) has no catalog equivalent; left out"
  }

  private func plural(_ forms: KeyedList<String>) -> KeyedList<Variation> {
    // The categories of a list are distinct already: appended without a search each.
    var result = KeyedList<Variation>()
    result.reserveCapacity(forms.count)
    for (category, text) in forms { result.appendUnchecked(category, .unit(text, state: options.state)) }
    return result
  }

  private func formatLocalization(
    _ rule: FormatRule, mode: Mode, entry: StringsdictEntry, language: LanguageCode, file: String,
    ledger: inout [LedgerEntry]
  ) -> Localization {
    if mode == .directPlural, let (variable, _) = Self.soleVariable(of: rule) {
      return Localization(variations: Variations(plural: plural(variable.forms)))
    }
    let specifiers = FormatSpecifier.scan(rule.format)
    var value = Array(rule.format.utf8)
    var substitutions = KeyedList<Substitution>()
    var referenced = Set<ExactKey>()
    // Remove `N$` from variable tokens, from the end so earlier ranges stay valid. A malformed
    // reference (`%#1@count@`) stays as written, as Xcode carries it, so that an export
    // writes back what the file held.
    for specifier in specifiers.reversed() {
      guard case .variable(let name) = specifier.kind, !specifier.isMalformedReference else { continue }
      value.replaceSubrange(specifier.range, with: Array("%#@\(name)@".utf8))
    }
    for (ordinal, specifier) in specifiers.enumerated() {
      guard case .variable(let name) = specifier.kind, referenced.insert(ExactKey(name)).inserted else { continue }
      guard let variable = rule.variables[name] else {
        ledger.append(
          LedgerEntry(
            .undefinedVariable, loss: false, key: entry.key, language: language, file: file,
            line: entry.line, message: "variable '\(name)' is referenced but not defined; the token stays in the text"))
        continue
      }
      let sequential = ordinal + 1
      let argument = specifier.position ?? sequential
      let malformed = specifier.isMalformedReference
      var forms = KeyedList<Variation>()
      forms.reserveCapacity(variable.forms.count)
      for (category, text) in variable.forms {
        // A malformed reference's forms are carried as given (Xcode's choice): no `%arg`.
        let converted =
          malformed
          ? text
          : Self.replacingArgument(
            in: text, valueType: variable.valueType, sequentialStart: sequential, argument: argument,
            argNum: specifier.position)
        forms.appendUnchecked(category, .unit(converted, state: options.state))
      }
      substitutions[name] = Substitution(
        argNum: malformed ? nil : specifier.position, formatSpecifier: variable.valueType,
        variations: Variations(plural: forms))
    }
    // A variable the format never references (often a misspelt name) is kept as Xcode keeps
    // it: dropping it would drop its translations, and `lint` names the reference that does
    // not match. Its forms read their number as if it were the first argument, which is what
    // export writes for a substitution that no text places.
    for (name, variable) in rule.variables where !referenced.contains(ExactKey(name)) {
      ledger.append(
        LedgerEntry(
          .unusedVariable, loss: false, key: entry.key, language: language, file: file,
          line: variable.line, message: "variable '\(name)' is defined but never referenced; kept as a substitution"))
      var forms = KeyedList<Variation>()
      for (category, text) in variable.forms {
        let converted = Self.replacingArgument(
          in: text, valueType: variable.valueType, sequentialStart: 1, argument: 1, argNum: nil)
        forms.appendUnchecked(category, .unit(converted, state: options.state))
      }
      substitutions[name] = Substitution(formatSpecifier: variable.valueType, variations: Variations(plural: forms))
    }
    return Localization(
      stringUnit: StringUnit(state: options.state, value: String(decoding: value, as: UTF8.self)),
      substitutions: substitutions.isEmpty ? nil : substitutions)
  }

  /// Replaces the specifier that reads the variable's own argument with `%arg`: the literal
  /// `%<valueType>` whose sequential argument index (counting from the variable's own
  /// position) equals the variable's argument number, or the positional `%N$<valueType>`
  /// whose `N` equals the variable's `argNum` (what export writes for reordered variables).
  /// A variable without `argNum` (`%#@v@`) leaves positional specifiers verbatim.
  static func replacingArgument(
    in text: String, valueType: String?, sequentialStart: Int, argument: Int, argNum: Int?
  ) -> String {
    guard let valueType else { return text }
    var index = sequentialStart
    for specifier in FormatSpecifier.scan(text) {
      guard case .argument = specifier.kind else { continue }
      let matches: Bool
      if let position = specifier.position {
        matches = position == argNum && specifier.text == "%\(position)$\(valueType)"
      } else {
        matches = index == argument && specifier.text == "%" + valueType
        index += 1
      }
      if matches {
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(specifier.range, with: Array("%arg".utf8))
        return String(decoding: bytes, as: UTF8.self)
      }
    }
    return text
  }
}
