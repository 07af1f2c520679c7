import XCStringsModel

extension SubjectLinter {
  /// `empty-value`: an empty source value, and an empty translation of text users see.
  ///
  /// A translation is left alone where its source is empty too (a plural variable's form that
  /// only takes its argument), where the source is a placeholder that code replaces at run time
  /// ("12", "64 MB", "Label"), and where an interface file's object is a menu, whose title is
  /// never shown (the item that opens it shows its own).
  mutating func checkEmpty(
    _ key: String, _ language: LanguageCode, _ forms: [LocalizationForm], entry: CatalogEntry, source profile: SourceProfile
  ) {
    guard !key.isEmpty else { return }
    for index in forms.indices where forms[index].unit.value.isEmpty {
      let form = forms[index]
      if language == source {
        if !form.label.isEmpty { continue }
        // An empty `new` unit is not compiled (unless the key is `manual`): the lookup shows
        // the key itself, which is the text where the key reads as text (`%lld`, `Save`), and
        // the Info.plist's own value in an InfoPlist table.
        if form.unit.state == .new, entry.extractionState != .manual, !key.looksLikeIdentifier || subject.isInfoPlistTable {
          continue
        }
      } else if !isEmptyTranslationReported(key, entry, label: form.label, substitution: form.substitution, source: profile) {
        continue
      }
      let place = form.label.isEmpty ? "" : " in \(form.label)"
      let who = language == source ? "source" : "'\(language)'"
      emit(.emptyValue, key: key, language: language, "\(who) value\(place) is empty")
    }
  }

  /// Whether an empty translation of the form `label` (of `substitution`) leaves out text users
  /// would see: the source's form of the same place, else its plain text or `other` form (for
  /// an interface table without a source file, the text the comment names).
  func isEmptyTranslationReported(
    _ key: String, _ entry: CatalogEntry, label: String, substitution: String?, source profile: SourceProfile
  ) -> Bool {
    guard !key.isEmpty else { return false }
    var text: String
    if let same = profile.textByLabel[label] {
      text = same
    } else if let substitution {
      text = profile.textByLabel["substitution '\(substitution)', plural form 'other'"] ?? profile.fallback
    } else {
      text = profile.fallback
    }
    if let comment = interfaceComment(key, entry) {
      if comment.className == "NSMenu" { return false }
      if profile.forms.isEmpty, let written = comment.value(forKey: key) { text = written }
      return !text.isPlaceholderLike(inInterface: true)
    }
    return !text.isPlaceholderLike(inInterface: false)
  }
}

extension SubjectLinter {
  /// The ibtool comment of a storyboard or XIB string: in an interface table, or one that
  /// names the object's class and ID (a table whose interface file is not under the path).
  func interfaceComment(_ key: String, _ entry: CatalogEntry) -> InterfaceObjectComment? {
    guard let text = entry.comment, subject.isInterfaceTable || text.contains("ObjectID") else { return nil }
    let comment = InterfaceObjectComment(text)
    return subject.isInterfaceTable || (comment.className != nil && comment.properties["ObjectID"] != nil) ? comment : nil
  }
}

extension String {
  /// Whether the text is a placeholder that code replaces at run time rather than text users
  /// read: empty, no letter and no specifier ("12", "0:00", "—"), a number with a unit of up
  /// to three letters ("64 MB", "3x"), or in an interface file one of Interface Builder's
  /// default texts ("Label", "Text Cell"), which elsewhere may be real text, or a text that
  /// asks not to be localized ("DO NOT LOCALIZE").
  func isPlaceholderLike(inInterface: Bool) -> Bool {
    var letters = 0
    var digits = 0
    var percent = false
    var visible = false
    for scalar in unicodeScalars {
      if scalar.properties.isAlphabetic {
        letters += 1
      } else if ("0"..."9").contains(scalar) {
        digits += 1
      } else if scalar == "%" {
        percent = true
      }
      if !scalar.properties.isWhitespace { visible = true }
    }
    if !visible { return true }
    if letters == 0 { return !percent }
    if digits > 0, letters <= 3, !percent { return true }
    guard inInterface else { return false }
    let lower = lowercased().trimmingSpaces
    // Interface Builder texts that say so are filled in by code ("DO NOT LOCALIZE").
    if lower.contains("not localize") || lower.contains("don't localize") || lower.contains("don’t localize") { return true }
    guard letters <= 20 else { return false }
    return Self.interfacePlaceholders.contains(lower) || lower.hasPrefix("lorem ipsum")
  }

  /// The text without spaces, tabs and line breaks at either end.
  private var trimmingSpaces: String {
    var scalars = Substring(self).unicodeScalars
    while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }

  /// Texts Interface Builder gives new objects, which apps replace before showing them.
  private static let interfacePlaceholders: Set<String> = [
    "label", "text", "text cell", "title", "subtitle", "detail", "button", "item", "item 1", "item 2", "item 3",
    "box", "menu item", "multiline label", "static text", "table view cell", "cell", "placeholder", "value",
  ]
}
