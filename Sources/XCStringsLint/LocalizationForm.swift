import XCStringsBase
import XCStringsModel

/// One string a localization can show: its plain unit, a plural or device form, or a form of
/// one of its substitutions, with a label saying which.
///
/// The linter compares forms of a translation with the forms of the source that have the same
/// label (`plural form 'one'`, `device form 'mac', plural form 'other'`).
package struct LocalizationForm: Equatable, Sendable {
  /// Where the form sits; empty for the plain unit.
  package var label: String
  /// The substitution the form belongs to, when it is one of a substitution's forms.
  package var substitution: String?
  /// The plural category of the form, if it is a plural form.
  package var category: PluralCategory?
  /// The form's unit.
  package var unit: StringUnit

  /// Creates a form.
  package init(label: String, substitution: String? = nil, category: PluralCategory? = nil, unit: StringUnit) {
    self.label = label
    self.substitution = substitution
    self.category = category
    self.unit = unit
  }

  /// Every form of a localization: the plain unit, then variations depth-first, then the forms of
  /// each substitution.
  package static func all(of localization: Localization) -> [LocalizationForm] {
    var forms: [LocalizationForm] = []
    collect(localization, into: &forms)
    return forms
  }

  /// Appends every form of a localization to `forms` (in the order of ``all(of:)``), so that a
  /// caller can reuse one buffer for many localizations.
  static func collect(_ localization: Localization, into forms: inout [LocalizationForm]) {
    if let unit = localization.stringUnit { forms.append(LocalizationForm(label: "", unit: unit)) }
    if let variations = localization.variations { collect(variations, prefix: "", substitution: nil, into: &forms) }
    if let substitutions = localization.substitutions {
      // Read in place: `pairs[index].value` copies the whole pair first.
      substitutions.forEachInPlace { name, substitution in
        guard let variations = substitution.pointee.variations else { return }
        collect(variations, prefix: "substitution '\(name)'", substitution: name, into: &forms)
      }
    }
  }

  private static func collect(
    _ variations: Variations, prefix: String, substitution: String?, into forms: inout [LocalizationForm]
  ) {
    func join(_ part: String) -> String { prefix.isEmpty ? part : prefix + ", " + part }
    for (category, variation) in variations.plural ?? [:] {
      let label = prefix.isEmpty ? Self.pluralFormLabel(category) : join("plural form '\(category)'")
      if let unit = variation.stringUnit {
        forms.append(
          LocalizationForm(
            label: label, substitution: substitution, category: PluralCategory(rawValue: category), unit: unit))
      }
      if let nested = variation.variations { collect(nested, prefix: label, substitution: substitution, into: &forms) }
    }
    for (device, variation) in variations.device ?? [:] {
      let label = prefix.isEmpty ? Self.deviceFormLabel(device) : join("device form '\(device)'")
      if let unit = variation.stringUnit {
        forms.append(LocalizationForm(label: label, substitution: substitution, unit: unit))
      }
      if let nested = variation.variations { collect(nested, prefix: label, substitution: substitution, into: &forms) }
    }
  }

  /// The label of a top-level plural form; the known categories' labels are made once, not
  /// interpolated for every form of every plural localization.
  static func pluralFormLabel(_ category: String) -> String {
    label(category, from: pluralFormLabels) { "plural form '\($0)'" }
  }

  /// The label of a top-level device form (see ``pluralFormLabel(_:)``).
  static func deviceFormLabel(_ device: String) -> String {
    label(device, from: deviceFormLabels) { "device form '\($0)'" }
  }

  private static func label(_ name: String, from known: [(name: String, label: String)], _ make: (String) -> String) -> String {
    for entry in known where entry.name.isIdentical(to: name) { return entry.label }
    return make(name)
  }

  private static let pluralFormLabels = PluralCategory.allKnown.map { (name: $0.rawValue, label: "plural form '\($0.rawValue)'") }
  private static let deviceFormLabels = DeviceClass.allKnown.map { (name: $0.rawValue, label: "device form '\($0.rawValue)'") }

  /// Every set of plural variations in a localization, with a label for messages
  /// (`plural`, `plural of device form 'mac'`, `plural of substitution 'files'`).
  package static func pluralSets(of localization: Localization) -> [(label: String, categories: [String])] {
    var sets: [(label: String, categories: [String])] = []
    func visit(_ variations: Variations, owner: String) {
      if let plural = variations.plural { sets.append((owner.isEmpty ? "plural" : "plural of \(owner)", plural.keys)) }
      for (category, variation) in variations.plural ?? [:] {
        if let nested = variation.variations { visit(nested, owner: owner.isEmpty ? "plural form '\(category)'" : owner) }
      }
      for (device, variation) in variations.device ?? [:] {
        if let nested = variation.variations { visit(nested, owner: "device form '\(device)'") }
      }
    }
    if let variations = localization.variations { visit(variations, owner: "") }
    for (name, substitution) in localization.substitutions ?? [:] {
      if let variations = substitution.variations { visit(variations, owner: "substitution '\(name)'") }
    }
    return sets
  }
}
