import XCStringsBase
import XCStringsModel

/// The translation units Xcode writes for one catalog entry in one language.
///
/// The shape is taken per language: the exported language's own localization when it has one,
/// else the source language's. Each leaf of that shape (plain string, plural form, device
/// form, device → plural form, substitution form) is a unit. Its `<source>` is the source
/// language's text for the same leaf, falling back as Xcode does: a missing plural category
/// or device to `other`, a plural or device source exported against a plain translation to its
/// `other` form, a substitution the source lacks to the unit id itself, an entry without a
/// source localization to its key. Its `<target>` is the exported language's text for exactly
/// that leaf, if any; in the source language every unit has one, a copy of the source.
///
/// Plural categories are those of the shape's plural, plus the exported language's own
/// categories (``PluralRules/required``) and `zero` when the source has it; a language the
/// rules do not know gets the categories of the plural itself.
struct XLIFFEntryUnits {
  /// A `<source>` or `<target>` text: plain, or the values of a string set.
  enum Text: Equatable {
    case plain(String)
    case set([String])
  }

  /// One unit: its id, source text and target.
  struct Unit: Equatable {
    var id: XLIFFUnitID
    var source: Text
    var target: Target?
  }

  /// A unit's `<target>`.
  struct Target: Equatable {
    var text: Text
    var state: XLIFFState
    var qualifier: XLIFFStateQualifier?
  }

  /// A localization whose shape XLIFF cannot hold: the message, naming the language.
  struct Overlap: Error, Equatable {
    var message: String
  }

  let key: String
  let language: LanguageCode
  let isSourceLanguage: Bool
  /// The source language's localization, when it has any content.
  let source: Localization?
  /// The exported language's own localization, when it has any content.
  let own: Localization?
  /// The categories the language uses for integers, in Xcode's order (``requiredCategories(of:)``).
  let required: [String]?

  /// - Parameter required: ``requiredCategories(of:)`` for `language`, when the caller plans
  ///   many entries of one language (looking the rules up took a fifth of planning an entry).
  init(
    key: String, entry: CatalogEntry, language: LanguageCode, sourceLanguage: LanguageCode, required: [String]?? = nil
  ) {
    self.key = key
    self.language = language
    isSourceLanguage = language == sourceLanguage
    source = entry[sourceLanguage].flatMap { Self.hasContent($0) ? $0 : nil }
    own = isSourceLanguage ? source : entry[language].flatMap { Self.hasContent($0) ? $0 : nil }
    self.required = required ?? Self.requiredCategories(of: language)
  }

  /// The plural categories a language uses for integers (the CLDR rules Xcode applies), in
  /// ``PluralCategory/allKnown`` order; `nil` for a language the rules do not know.
  static func requiredCategories(of language: LanguageCode) -> [String]? {
    guard let rules = PluralRules.forLanguage(language) else { return nil }
    return PluralCategory.allKnown.filter { rules.required.contains($0) }.map(\.rawValue)
  }

  /// Where the source language and `language` are among the localizations of an entry that
  /// is a plain string (or nothing) in both (`-1` for a language it lacks); `nil` for any other
  /// entry. Nearly every entry of a catalog is plain: its unit is written straight from the
  /// catalog (by ``XLIFFExporter``), without the
  /// planner's copies of both localizations, which were most of the time of a large export.
  ///
  /// `hints` are the positions found in the previous entry: entries list their languages in
  /// one order, so each is usually found at once there.
  static func plainPositions(
    entry: borrowing CatalogEntry, language: LanguageCode, sourceLanguage: LanguageCode, hints: inout (source: Int, own: Int)
  ) -> (source: Int, own: Int)? {
    guard let localizations = entry.localizations else { return (-1, -1) }
    var positions = (source: -1, own: -1)
    if let position = localizations.position(of: sourceLanguage.rawValue, hint: hints.source) {
      guard localizations.withValueInPlace(at: position, { $0.pointee.isUnitOnly }) else { return nil }
      hints.source = position
      positions.source = position
    }
    if language != sourceLanguage, let position = localizations.position(of: language.rawValue, hint: hints.own) {
      guard localizations.withValueInPlace(at: position, { $0.pointee.isUnitOnly }) else { return nil }
      hints.own = position
      positions.own = position
    }
    return positions
  }

  /// Whether a localization holds anything XLIFF can carry.
  static func hasContent(_ localization: Localization) -> Bool {
    if localization.stringUnit != nil || localization.stringSet != nil { return true }
    if localization.substitutions?.isEmpty == false { return true }
    guard let variations = localization.variations else { return false }
    return variations.plural?.isEmpty == false || variations.device?.isEmpty == false
  }

  /// The units, in no particular order (the file sorts them by id).
  func units() throws(Overlap) -> [Unit] {
    guard let shape = own ?? source else {
      return [unit(XLIFFUnitID(key: key))]
    }
    try Self.checkShape(shape, language: own != nil ? language.rawValue : "the source language")
    var units: [Unit] = []
    let plural = shape.variations?.plural ?? [:]
    let device = shape.variations?.device ?? [:]
    if shape.stringSet != nil {
      units.append(unit(XLIFFUnitID(key: key)))
    } else if !device.isEmpty {
      for (name, form) in device {
        if let nested = form.variations?.plural, !nested.isEmpty {
          for category in categories(nested, zeroIn: sourceForms(substitution: nil, device: name)) {
            units.append(unit(XLIFFUnitID(key: key, device: name, plural: category)))
          }
        } else {
          units.append(unit(XLIFFUnitID(key: key, device: name)))
        }
      }
    } else if !plural.isEmpty {
      for category in categories(plural, zeroIn: sourceForms(substitution: nil, device: nil)) {
        units.append(unit(XLIFFUnitID(key: key, plural: category)))
      }
    } else {
      units.append(unit(XLIFFUnitID(key: key)))
    }
    for (name, substitution) in shape.substitutions ?? [:] {
      if let forms = substitution.variations?.plural, !forms.isEmpty {
        for category in categories(forms, zeroIn: sourceForms(substitution: name, device: nil)) {
          units.append(unit(XLIFFUnitID(key: key, substitution: name, plural: category)))
        }
      } else if let devices = substitution.variations?.device {
        for (device, form) in devices {
          if let nested = form.variations?.plural, !nested.isEmpty {
            for category in categories(nested, zeroIn: sourceForms(substitution: name, device: device)) {
              units.append(unit(XLIFFUnitID(key: key, substitution: name, device: device, plural: category)))
            }
          } else {
            units.append(unit(XLIFFUnitID(key: key, substitution: name, device: device)))
          }
        }
      }
    }
    return units
  }

  /// Refuses shapes whose leaves XLIFF cannot tell apart (Xcode exports part of them and loses
  /// the rest on import).
  private static func checkShape(_ shape: Localization, language: String) throws(Overlap) {
    let plural = shape.variations?.plural?.isEmpty == false
    let device = shape.variations?.device?.isEmpty == false
    if plural && device {
      throw Overlap(message: "has both plural and device variations in \(language)")
    }
    if (plural || device) && shape.stringUnit != nil {
      throw Overlap(message: "has both a string and variations in \(language)")
    }
    if shape.stringSet != nil && (plural || device || shape.stringUnit != nil || shape.substitutions?.isEmpty == false) {
      throw Overlap(message: "has a string set beside other text in \(language)")
    }
  }

  /// The categories of a plural of the exported shape, as Xcode lists them.
  private func categories(_ forms: KeyedList<Variation>, zeroIn sourceForms: KeyedList<Variation>?) -> [String] {
    var result: [String] = []
    func add(_ category: String) { if !result.contains(category) { result.append(category) } }
    let isOwn = own != nil
    if let required {
      required.forEach(add)
      if isOwn { forms.keys.forEach(add) }
    } else {
      forms.keys.forEach(add)
      add(PluralCategory.other.rawValue)
    }
    if sourceForms?[PluralCategory.zero.rawValue] != nil { add(PluralCategory.zero.rawValue) }
    return result
  }

  /// The source language's plural forms at a path, used only to see whether it has `zero`.
  private func sourceForms(substitution: String?, device: String?) -> KeyedList<Variation>? {
    guard let source else { return nil }
    var variations = source.variations
    if let substitution { variations = source.substitutions?[substitution]?.variations }
    if let device { variations = variations?.device?[device]?.variations }
    return variations?.plural
  }

  // MARK: - Texts

  private func unit(_ id: XLIFFUnitID) -> Unit {
    let sourceText = sourceText(for: id)
    if isSourceLanguage {
      let state: XLIFFState = leaf(of: source, at: id)?.state == .translated ? .translated : .new
      return Unit(id: id, source: sourceText, target: Target(text: sourceText, state: state, qualifier: nil))
    }
    guard let found = leaf(of: own, at: id) else { return Unit(id: id, source: sourceText, target: nil) }
    let (state, qualifier) = Self.exportedState(found.state)
    return Unit(id: id, source: sourceText, target: Target(text: found.text, state: state, qualifier: qualifier))
  }

  /// The state Xcode writes for a catalog state in a target language.
  static func exportedState(_ state: TranslationState) -> (XLIFFState, XLIFFStateQualifier?) {
    switch state.rawValue {
    case TranslationState.needsReview.rawValue: return (.needsReviewL10n, nil)
    case TranslationState.new.rawValue: return (.new, nil)
    case "machine_translated": return (.translated, .leveragedMT)
    default: return (.translated, nil)
    }
  }

  /// The text and state of exactly the leaf `id` names, if the localization has it.
  private func leaf(of localization: Localization?, at id: XLIFFUnitID) -> (text: Text, state: TranslationState)? {
    guard let localization else { return nil }
    if let name = id.substitution {
      guard let substitution = localization.substitutions?[name],
        let unit = Self.form(in: substitution.variations, device: id.device, plural: id.plural)?.stringUnit
      else { return nil }
      return (.plain(XLIFFPlaceholders.positionalArgument(unit.value, substitution: substitution)), unit.state)
    }
    if id.isRoot, let set = localization.stringSet { return (.set(set.values), set.state) }
    let unit =
      id.isRoot
      ? localization.stringUnit : Self.form(in: localization.variations, device: id.device, plural: id.plural)?.stringUnit
    guard let unit else { return nil }
    return (.plain(XLIFFPlaceholders.positionalVariables(unit.value, substitutions: localization.substitutions)), unit.state)
  }

  /// The form at a device and plural path, exactly.
  private static func form(in variations: Variations?, device: String?, plural: String?) -> Variation? {
    var variations = variations
    var form: Variation?
    if let device {
      form = variations?.device?[device]
      variations = form?.variations
    }
    if let plural { form = variations?.plural?[plural] }
    return form
  }

  /// The source text of a unit, with Xcode's fallbacks.
  private func sourceText(for id: XLIFFUnitID) -> Text {
    guard let source else { return .plain(key) }
    if let name = id.substitution {
      guard let substitution = source.substitutions?[name],
        let unit = Self.nearestForm(in: substitution.variations, device: id.device, plural: id.plural)?.stringUnit
      else { return .plain(id.text) }
      return .plain(XLIFFPlaceholders.positionalArgument(unit.value, substitution: substitution))
    }
    if let set = source.stringSet { return .set(set.values) }
    let hasVariations = source.variations?.plural?.isEmpty == false || source.variations?.device?.isEmpty == false
    let unit =
      hasVariations
      ? Self.nearestForm(in: source.variations, device: id.device, plural: id.plural)?.stringUnit : source.stringUnit
    guard let unit else { return .plain(key) }
    return .plain(XLIFFPlaceholders.positionalVariables(unit.value, substitutions: source.substitutions))
  }

  /// The form nearest to a path: the device (else `other`, else the first), then the plural
  /// category (else `other`, else the first); a level the variations do not have is skipped.
  private static func nearestForm(in variations: Variations?, device: String?, plural: String?) -> Variation? {
    var variations = variations
    var form: Variation?
    if let devices = variations?.device, !devices.isEmpty {
      form = device.flatMap { devices[$0] } ?? devices[DeviceClass.other.rawValue] ?? devices.values.first
      variations = form?.variations
    }
    if let plurals = variations?.plural, !plurals.isEmpty {
      form = plural.flatMap { plurals[$0] } ?? plurals[PluralCategory.other.rawValue] ?? plurals.values.first
    }
    return form
  }
}
