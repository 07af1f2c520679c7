import XCStringsModel

extension SubjectLinter {
  /// What a text does with markdown's `**` bold markers.
  enum BoldMarkers: Equatable {
    /// No `**` at all.
    case none
    /// Every `**` opens or closes a bold run, and every run is closed.
    case balanced
    /// A `**` with a space on both sides, or a closing one after a space: shown as asterisks.
    case spaceInside
    /// A `**` that opens bold no later one closes: shown as asterisks.
    case unclosed
  }

  /// `markdown-mismatch`: a translation form whose `**` markers markdown does not read as
  /// bold, where the source's same form has bold that it does read. SwiftUI renders a
  /// `LocalizedStringKey`'s text (and `AttributedString(markdown:)` its argument) as markdown,
  /// so the translation's users see the asterisks where the source shows bold; a source
  /// without well-formed bold is no markdown to compare with.
  mutating func checkMarkdown(_ key: String, _ language: LanguageCode, _ forms: [LocalizationForm], source profile: SourceProfile)
  {
    // Read in place by index: `for form in forms` copies each one.
    for index in forms.indices {
      let value = forms[index].unit.value
      guard value.utf8.containsByte(where: { $0 == 0x2A }) else { continue }
      let problem = Self.boldMarkers(in: value)
      guard problem == .spaceInside || problem == .unclosed else { continue }
      let sourceText = profile.textByLabel[forms[index].label] ?? profile.fallback
      guard Self.boldMarkers(in: sourceText) == .balanced else { continue }
      let place = forms[index].label.isEmpty ? "" : " in \(forms[index].label)"
      let what =
        problem == .unclosed
        ? "a '**' that bold never closes"
        : "a '**' with a space on its inner side, which markdown does not read as bold"
      emit(
        .markdownMismatch, key: key, language: language,
        "'\(language)' translation\(place) has \(what), so its users see the asterisks where the source shows bold")
      return
    }
  }

  /// How markdown reads the `**` markers of a text: a marker opens bold where no space follows
  /// it and closes the open run where no space comes before it (CommonMark's flanking rule,
  /// for `**` alone: runs of three or more asterisks are left as they are).
  static func boldMarkers(in text: String) -> BoldMarkers {
    let bytes = Array(text.utf8)
    var open = 0
    var seen = false
    var index = 0
    func isSpace(_ offset: Int) -> Bool {
      offset < 0 || offset >= bytes.count || bytes[offset] == 0x20 || bytes[offset] == 0x09 || bytes[offset] == 0x0A
    }
    while index + 1 < bytes.count {
      guard bytes[index] == 0x2A, bytes[index + 1] == 0x2A else {
        index += 1
        continue
      }
      var end = index
      while end < bytes.count, bytes[end] == 0x2A { end += 1 }
      defer { index = end }
      guard end - index == 2 else { continue }
      seen = true
      let closes = !isSpace(index - 1)
      let opens = !isSpace(end)
      if closes, open > 0 {
        open -= 1
      } else if opens {
        open += 1
      } else {
        return .spaceInside
      }
    }
    if !seen { return .none }
    return open > 0 ? .unclosed : .balanced
  }
}
