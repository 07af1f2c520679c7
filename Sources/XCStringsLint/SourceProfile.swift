import XCStringsBase
import XCStringsModel

/// What the rules compare translations with, worked out once per key: the source's forms by
/// label and the arguments the source reads.
struct SourceProfile {
  /// The source's forms (the key itself when the source language has no localization).
  let forms: [LocalizationForm]
  /// Source text by form label.
  let textByLabel: [String: String]
  /// The text a translation form without a same-labelled source form is compared with.
  let fallback: String
  /// The source's plain unit text (label ""), looked up once rather than for every form.
  let plainText: String?
  /// Labels of source forms that are empty on purpose.
  let emptyLabels: Set<String>
  /// The source's substitutions, for resolving `%#@name@` in translations that have none.
  let substitutions: KeyedList<Substitution>
  /// The first specifier that reads each argument.
  let expected: [Int: SubjectLinter.Argument]
  /// The first specifier of the key that reads each argument the source does not read.
  let keyOnly: [Int: SubjectLinter.Argument]
  /// Every type the source (or the key, see ``init(key:source:)``) reads each argument as.
  let expectedTypes: [Int: Set<FormatSpecifier.ArgumentType>]
  /// ``expectedTypes`` by position as masks of ``FormatSpecifier/ArgumentType/maskBit``
  /// (0 where the source does not read the position): a translation's argument that matches
  /// is accepted without hashing (the type's hash is its raw string's).
  let expectedTypeMasks: [UInt8]
  /// The keys of ``expected``, ascending.
  let expectedPositions: [Int]

  init(key: String, source: Localization?) {
    let forms = source.map(LocalizationForm.all(of:)) ?? []
    self.forms = forms
    var textByLabel: [String: String] = [:]
    var emptyLabels = Set<String>()
    for form in forms {
      textByLabel[form.label] = form.unit.value
      if form.unit.value.isEmpty { emptyLabels.insert(form.label) }
    }
    self.textByLabel = textByLabel
    self.emptyLabels = emptyLabels
    plainText = textByLabel[""]
    fallback = plainText ?? textByLabel["plural form 'other'"] ?? key
    let substitutions = source?.substitutions ?? [:]
    self.substitutions = substitutions
    var expected: [Int: SubjectLinter.Argument] = [:]
    var expectedTypes: [Int: Set<FormatSpecifier.ArgumentType>] = [:]
    let compared = forms.isEmpty ? [LocalizationForm(label: "", unit: StringUnit(state: .translated, value: key))] : forms
    for form in compared {
      SubjectLinter.forEachArgument(of: form, substitutions: substitutions) { argument in
        if expected[argument.position] == nil { expected[argument.position] = argument }
        expectedTypes[argument.position, default: []].insert(argument.type)
      }
    }
    // A key with specifiers is the format callers pass arguments for (`String(format:)` of the
    // looked-up text, or the key SwiftUI extracts), even where the source text leaves one out
    // ("starred" for `favorite %lld`): a translation may read what the key reads.
    var keyOnly: [Int: SubjectLinter.Argument] = [:]
    if !forms.isEmpty, key.containsByte(0x25) {
      let keyForm = LocalizationForm(label: "", unit: StringUnit(state: .translated, value: key))
      SubjectLinter.forEachArgument(of: keyForm, substitutions: substitutions) { argument in
        if expected[argument.position] == nil, keyOnly[argument.position] == nil { keyOnly[argument.position] = argument }
        expectedTypes[argument.position, default: []].insert(argument.type)
      }
    }
    self.keyOnly = keyOnly
    self.expected = expected
    self.expectedTypes = expectedTypes
    var masks = [UInt8](repeating: 0, count: min((expectedTypes.keys.max() ?? -1) + 1, 64))
    for (position, types) in expectedTypes where position >= 0 && position < masks.count {
      for type in types { masks[position] |= type.maskBit }
    }
    self.expectedTypeMasks = masks
    self.expectedPositions = expected.keys.sorted()
  }
}
