import XCStringsBase
import XCStringsModel

extension SubjectLinter {
  /// `whitespace-mismatch`: a space, tab or newline at the start or end of the source that a
  /// translation drops (the text is joined with another there), or one a translation adds at
  /// its start (an indent of more than one space, a newline) or a newline at its end (an empty
  /// line). A single space a translation adds at the start is a note.
  ///
  /// What shows on screen decides. A space at the end of a text shows only where code joins
  /// more text to it. Where the tree's Swift code does (``LocalizationCall/isJoined``), every
  /// edge a translation drops is reported. Elsewhere the source's trailing space is kept where
  /// the source reads on into what follows (it ends in a letter, digit or `,`: "Delete ",
  /// "Hello, "), not after a finished sentence or a label ("… this long. ", "Code: "), which a
  /// view of its own follows; one a translator adds is invisible, since code joins nothing to
  /// a source without one. Dropping one is also no change where the translation's edge is
  /// full-width punctuation (`（%@）` for ` (%@)`, which carries its own spacing), where the
  /// language is written without spaces between words (a space at the edge of a Chinese or
  /// Thai text would stand inside a sentence), and where a one-line source ends with its only
  /// newline (a label shows the same lines without it), nor in an Info.plist table, whose
  /// texts the system shows by themselves.
  mutating func checkWhitespace(
    _ key: String, _ language: LanguageCode, _ forms: [LocalizationForm], source profile: SourceProfile
  ) {
    let sourceByLabel = profile.textByLabel
    let fallback = profile.fallback
    for index in forms.indices {
      let sourceText: String
      // The plain unit (most forms) needs no lookup by label.
      if forms[index].label.isEmpty, let plain = profile.plainText {
        sourceText = plain
      } else if let same = sourceByLabel[forms[index].label] {
        sourceText = same
      } else if forms[index].substitution == nil {
        sourceText = fallback
      } else {
        continue
      }
      let text = forms[index].unit.value
      guard !text.isEmpty, !sourceText.isEmpty else { continue }
      for edge in [Edge.leading, .trailing] {
        let inSource = sourceText.whitespace(at: edge)
        let inTranslation = text.whitespace(at: edge)
        guard (inSource == nil) != (inTranslation == nil) else { continue }
        let label = forms[index].label
        let place = label.isEmpty ? "" : " in \(label)"
        let name = edge == .leading ? "begins" : "ends"
        if let inSource {
          let joined = !subject.joinedKeys.isEmpty && subject.joinedKeys.contains(ExactKey(key))
          if Self.dropIsInvisible(
            inSource, at: edge, source: sourceText, translation: text, language: language, joined: joined,
            shownAlone: subject.isInfoPlistTable)
          {
            continue
          }
          // A view of its own (`Text(" days")` beside a picker in a stack): the stack's spacing
          // separates it, and a space at its start shows nothing.
          if edge == .leading, inSource == "a space", !subject.viewOnlyKeys.isEmpty,
            subject.viewOnlyKeys.contains(ExactKey(key))
          {
            continue
          }
          emit(
            .whitespaceMismatch, key: key, language: language,
            "source \(name) with \(inSource) but the '\(language)' translation\(place) does not")
        } else if let inTranslation {
          if edge == .trailing, inTranslation == "a space" { continue }
          // A source written without spaces (Chinese, Japanese, …) has none to lose where code
          // joins its text to another; a translation into a spaced language needs one there.
          if inTranslation == "a space", source.isWrittenWithoutSpaces, !language.isWrittenWithoutSpaces {
            emit(
              .whitespaceMismatch, .note, key: key, language: language,
              "'\(language)' translation\(place) \(name) with a space but the source does not; '\(source)' is written without spaces, so the space likely separates the text from what code joins to it"
            )
            continue
          }
          // One space before the text moves it by a space's width, which nobody reads as
          // wrong; an indent of several, or a newline, shows.
          if edge == .leading, inTranslation == "a space", text.utf8.dropFirst().first.map({ $0 > 0x20 }) == true {
            emit(
              .whitespaceMismatch, .note, key: key, language: language,
              "'\(language)' translation\(place) begins with one space the source does not have; a single space at the start barely shows"
            )
            continue
          }
          emit(
            .whitespaceMismatch, key: key, language: language,
            "'\(language)' translation\(place) \(name) with \(inTranslation) but the source does not")
        }
      }
    }
  }

  /// Whether a translation that drops the source's `whitespace` at `edge` looks the same;
  /// `shownAlone` for a text the system shows by itself (an Info.plist table's), to whose edges
  /// nothing is ever joined.
  static func dropIsInvisible(
    _ whitespace: String, at edge: Edge, source: String, translation: String, language: LanguageCode,
    joined: Bool = false, shownAlone: Bool = false
  ) -> Bool {
    if shownAlone { return true }
    let scalar = edge == .leading ? translation.unicodeScalars.first : translation.unicodeScalars.last
    if let scalar, scalar.isFullWidthPunctuation { return true }
    if whitespace == "a space", language.isWrittenWithoutSpaces { return true }
    // Code that joins the text to more shows every edge it drops.
    if joined { return false }
    if whitespace == "a space", edge == .trailing, !source.readsOnAtItsEnd { return true }
    if whitespace == "a newline", edge == .trailing {
      // One line: no other line break than the last.
      let breaks = source.utf8.reduce(0) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
      return breaks == 1 || (breaks == 2 && source.utf8.suffix(2).elementsEqual([0x0D, 0x0A]))
    }
    return false
  }
}

extension String {
  /// Whether the text before its trailing spaces reads on into what code joins to it: it ends
  /// in a letter, a digit or `,` (a sentence cut off there), not in punctuation that ends a
  /// sentence or a label (`.`, `?`, `:`), after which a view of its own usually follows.
  var readsOnAtItsEnd: Bool {
    guard let last = unicodeScalars.last(where: { !$0.properties.isWhitespace }) else { return false }
    return last.properties.isAlphabetic || ("0"..."9").contains(last) || last == ","
  }
}

extension Unicode.Scalar {
  /// Full-width and ideographic punctuation (`（`, `：`, `。`, the ideographic space), whose
  /// glyphs hold the space that Latin text writes around punctuation.
  var isFullWidthPunctuation: Bool {
    switch value {
    case 0x3000...0x303F, 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65, 0xFE30...0xFE4F: true
    default: false
    }
  }
}

extension LanguageCode {
  /// Whether a string's edge needs no space in the language: it is written without spaces
  /// between words (Chinese, Japanese, Thai, Lao, Khmer, Burmese, Tibetan, Dzongkha), or joins
  /// the particle to the word before it where English puts a space (Korean).
  var isWrittenWithoutSpaces: Bool {
    let code = rawValue.lowercased()
    let language = code.prefix { $0 != "-" && $0 != "_" }
    return Self.unspacedLanguages.contains(String(language))
  }

  private static let unspacedLanguages: Set<String> = ["zh", "ja", "ko", "th", "lo", "km", "my", "bo", "dz", "yue", "wuu"]
}

extension SubjectLinter {
  /// `control-character`: a translation form holding a control character (U+0000–U+001F but
  /// tab, line feed and carriage return, or U+007F) that the source's text does not hold, as an
  /// invisible slip of a translation tool (`T\u{18}ìm kiếm`): it shows as a box or nothing.
  /// Reported once per translation, at its first.
  mutating func checkControlCharacters(
    _ key: String, _ language: LanguageCode, _ forms: [LocalizationForm], source profile: SourceProfile
  ) {
    for index in forms.indices {
      let value = forms[index].unit.value
      // Most texts hold no byte below a space but line breaks and tabs.
      guard value.utf8.containsByte(where: { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) || $0 == 0x7F }) else {
        continue
      }
      let sourceText = profile.textByLabel[forms[index].label] ?? profile.fallback
      guard
        let control = value.unicodeScalars.first(where: { scalar in
          (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r" || scalar.value == 0x7F)
            && !sourceText.unicodeScalars.contains(scalar)
        })
      else { continue }
      let hex = String(control.value, radix: 16, uppercase: true)
      let place = forms[index].label.isEmpty ? "" : " in \(forms[index].label)"
      emit(
        .controlCharacter, key: key, language: language,
        "'\(language)' translation\(place) holds the control character U+\(String(repeating: "0", count: 4 - hex.count) + hex), which the source does not: it shows as a box or nothing"
      )
      return
    }
  }
}

extension String.UTF8View {
  /// Whether some byte satisfies `predicate`, read from the string's contiguous storage where
  /// it has one (every native string): the per-unit checks run over every value of a catalog.
  @inline(__always)
  func containsByte(where predicate: (UInt8) -> Bool) -> Bool {
    withContiguousStorageIfAvailable { $0.contains(where: predicate) } ?? contains(where: predicate)
  }
}
