import XCStringsBase
import XCStringsLegacy
import XCStringsModel

extension SubjectLinter {
  /// `variable-reference`: a substitution referenced with text between `#` and `@`
  /// (`%#1@count@`). Xcode migrates it, and Foundation reads it, as a reference to `count`,
  /// but it is not the documented form, and other tools may not read it so.
  ///
  /// `undefined-substitution`: a reference to a substitution the localization does not define
  /// (`%#@count_posts@` where only `count_votes` exists). Each localization compiles to its own
  /// rules, so a translation cannot borrow the source's; the run time shows the reference
  /// unresolved.
  mutating func checkVariableReferences(
    _ key: String, _ language: LanguageCode, _ forms: [LocalizationForm], _ localization: borrowing Localization
  ) {
    let defined = localization.substitutions
    var reported = Set<String>()
    for index in forms.indices {
      let value = forms[index].unit.value
      guard value.containsByte(0x23) else { continue }
      for reference in FormatVariableReference.references(in: value) {
        if reference.isMalformed, forms[index].label.isEmpty {
          let written = String(decoding: Array(value.utf8)[reference.range], as: UTF8.self)
          emit(
            .variableReference, key: key, language: language,
            "'\(written)' is not a valid variable reference; write '\(reference.validSpelling)'")
        }
        guard defined?.contains(reference.name) != true, reported.insert(reference.name).inserted else { continue }
        let who = language == source ? "source" : "'\(language)'"
        emit(
          .undefinedSubstitution, key: key, language: language,
          "\(who) value references substitution '\(reference.name)', which the '\(language)' localization does not define, so the reference is shown unresolved"
        )
      }
    }
  }

  /// `position-without-dollar`: `%2@` is argument 1 with a field width of 2, not argument 2
  /// (`%2$@`). Reported where such widths would read the arguments in another order than their
  /// digits say (`%2@ … %1@`), or beside positional specifiers; widths that are real widths
  /// (`%2d:%2d`, `%5d`) are left alone.
  mutating func checkPositions(_ key: String, _ language: LanguageCode, _ forms: [LocalizationForm]) {
    for index in forms.indices {
      let value = forms[index].unit.value
      guard value.containsByte(0x25), let written = Self.widthsMeantAsPositions(in: value) else { continue }
      let place = forms[index].label.isEmpty ? "" : " in \(forms[index].label)"
      let who = language == source ? "source" : "'\(language)'"
      let list = written.map { "'\($0.text)'" }.joined(separator: ", ")
      let fixed = written.map { "'\($0.fixed)'" }.joined(separator: ", ")
      emit(
        .positionWithoutDollar, key: key, language: language,
        "\(who) value\(place) has \(list): a number without '$' is a field width, not a position, so the arguments are read in order; write \(fixed)"
      )
    }
  }

  /// The specifiers of `text` written `%N…` (no flags, no precision, no `$`) whose `N` looks
  /// like a position: the numbers are distinct, none exceeds the number of arguments, and
  /// either some `N` is not the argument the specifier reads in order or the text also has a
  /// positional specifier.
  static func widthsMeantAsPositions(in text: String) -> [(text: String, fixed: String)]? {
    var text = text
    return text.withUTF8 { bytes -> [(text: String, fixed: String)]? in
      var found: [(width: Int, reads: Int, range: Range<Int>, conversion: Range<Int>)] = []
      var sequential = 0
      var arguments = 0
      var positional = false
      FormatSpecifier.forEachLocated(in: bytes) { specifier in
        guard !specifier.isVariable else { return }
        arguments += 1
        if specifier.position != nil {
          positional = true
          return
        }
        sequential += 1
        let digits = (specifier.range.lowerBound + 1)..<specifier.payload.lowerBound
        guard !digits.isEmpty, bytes[digits.lowerBound] != 0x30, digits.count <= 2,
          digits.allSatisfy({ bytes[$0] >= 0x30 && bytes[$0] <= 0x39 })
        else { return }
        var width = 0
        for offset in digits { width = width * 10 + Int(bytes[offset] - 0x30) }
        found.append((width, sequential, specifier.range, specifier.payload))
      }
      guard !found.isEmpty, Set(found.map(\.width)).count == found.count, found.allSatisfy({ $0.width <= arguments }),
        positional || found.contains(where: { $0.width != $0.reads })
      else { return nil }
      func string(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
      return found.map { ("\(string($0.range))", "%\($0.width)$\(string($0.conversion))") }
    }
  }
}
