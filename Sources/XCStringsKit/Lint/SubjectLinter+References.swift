extension SubjectLinter {
  /// `variable-reference`: a substitution referenced with text between `#` and `@`
  /// (`%#1@count@`). Xcode migrates it, and Foundation reads it, as a reference to `count`,
  /// but it is not the documented form, and other tools may not read it so.
  mutating func checkVariableReferences(_ key: String, _ language: LanguageCode, _ localization: borrowing Localization) {
    guard let value = localization.stringUnit?.value, value.utf8.contains(0x23) else { return }
    for reference in FormatVariableReference.references(in: value) where reference.isMalformed {
      let written = String(decoding: Array(value.utf8)[reference.range], as: UTF8.self)
      emit(.variableReference, key: key, language: language,
           "'\(written)' is not a valid variable reference; write '\(reference.validSpelling)'")
    }
  }
}
