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
  /// Every type the source reads each argument as.
  let expectedTypes: [Int: Set<FormatSpecifier.ArgumentType>]
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
    substitutions = source?.substitutions ?? [:]
    var expected: [Int: SubjectLinter.Argument] = [:]
    var expectedTypes: [Int: Set<FormatSpecifier.ArgumentType>] = [:]
    let compared = forms.isEmpty ? [LocalizationForm(label: "", unit: StringUnit(state: .translated, value: key))] : forms
    for form in compared {
      for argument in SubjectLinter.arguments(of: form, substitutions: substitutions) {
        if expected[argument.position] == nil { expected[argument.position] = argument }
        expectedTypes[argument.position, default: []].insert(argument.type)
      }
    }
    self.expected = expected
    self.expectedTypes = expectedTypes
    self.expectedPositions = expected.keys.sorted()
  }
}
