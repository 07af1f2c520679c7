import XCStringsBase
import XCStringsModel

/// Reads the translations of an XLIFF `<file>` back as catalog localizations, for the catalog
/// the file was exported from.
///
/// - Unit ids are read from the right (keys may contain `|==|`): the reading whose key the
///   catalog has; when several do, the one whose entry exports that id in the file's language;
///   for a key the catalog lacks, the rightmost reading.
/// - The leaves of one key are grouped back into one ``Localization`` in the shape the file
///   gives: plain, plural, device, device → plural, string set, or a root with substitutions.
///   Placeholders go back to the catalog's form (see ``XLIFFImportedText``).
/// - Only units with a `<target>` count. `translated`, `final`, `signed-off`, a missing or an
///   unknown state give `translated`; `state-qualifier="leveraged-mt"` gives
///   `machine_translated`; `needs-review-l10n`, `needs-review-translation` and
///   `needs-review-adaptation` give `needs_review` (the translator's work is kept, where Xcode
///   drops it); `new`, `needs-translation`, `needs-l10n` and `needs-adaptation` mark text a
///   platform copied from the source and are skipped with a note.
/// - `translate="no"` changes nothing: such units are read like any other.
public enum XLIFFImporter {
  /// What a file yields: the translations, and notes about units that were skipped.
  public struct Translations: Equatable, Sendable {
    /// One entry per key, in the order the keys first appear in the file.
    public var localizations: [ImportedLocalization]
    /// Located notes: skipped units, duplicate ids, a file without a language.
    public var notes: [Diagnostic]

    /// Creates a result.
    package init(localizations: [ImportedLocalization] = [], notes: [Diagnostic] = []) {
      self.localizations = localizations
      self.notes = notes
    }
  }

  /// The translations `file` carries for `catalog`.
  ///
  /// - Parameter language: The language when the file has no `target-language` (the bundle's
  ///   language, for a file inside `<language>.xcloc`).
  public static func localizations(
    in file: XLIFFFile, catalog: StringCatalog, language fallback: LanguageCode? = nil
  ) -> Translations {
    mapping(of: file, catalog: catalog, language: fallback, countingUnchanged: false).result
  }

  /// What a file yields for the import command: the translations, and how many plain units
  /// were left out of them because they equal the catalog's value.
  package struct Mapping: Sendable {
    /// The translations and notes, as ``localizations(in:catalog:language:)`` gives them,
    /// without the units counted in ``unchanged``.
    package var result = Translations()
    /// The units of keys left out of ``result`` because every one of them equals the catalog's
    /// in the language: `TranslationImport` (Conversion) would count them as unchanged.
    package var unchanged = 0
  }

  /// ``localizations(in:catalog:language:)``; with `countingUnchanged`, a key whose units all
  /// equal the catalog's (as `TranslationImport` (Conversion) compares them) is counted rather than
  /// returned.
  ///
  /// An untouched export is nearly all such keys. A plain text is compared before its
  /// localization is built, which was most of the work of importing it; other shapes are
  /// compared here, on the file's thread, rather than one after another when the translations
  /// are applied. The caller asks for the count only when the file's language is imported,
  /// since a language that is not counts its units as skipped. `sourceContents` is the
  /// bundle's copy of the catalog, which new substitutions take their metadata from.
  package static func mapping(
    of file: XLIFFFile, catalog: StringCatalog, language fallback: LanguageCode?, countingUnchanged: Bool,
    sourceContents: XLIFFSourceContents? = nil
  ) -> Mapping {
    var mapping = Mapping()
    guard let language = file.targetLanguage ?? fallback else {
      mapping.result.notes.append(
        .note("file '\(file.original)' has no target-language; its units are not imported", at: file.location))
      return mapping
    }
    let grouping = Grouping(file.units, catalog: catalog, language: language, copy: sourceContents)
    mapping.result.notes = grouping.notes
    // The catalog's two localizations of each key are read in place (a list's own lookup
    // copies every localization it passes), each language first looked for where the
    // previous key had it.
    let entries = catalog.strings
    var hints = (own: -1, source: -1)
    func position(_ language: LanguageCode, in localizations: KeyedList<Localization>, hint: inout Int) -> Int? {
      guard let position = localizations.position(of: language.rawValue, hint: hint) else { return nil }
      hint = position
      return position
    }
    file.units.withUnsafeBufferPointer { units in
      grouping.leaves.withUnsafeBufferPointer { leaves in
        for (group, key) in grouping.keys.enumerated() {
          let slice = grouping.starts[group]..<grouping.starts[group + 1]
          let first = leaves.baseAddress! + slice.lowerBound
          var existing: Localization?
          var source: Localization?
          var unchanged = false
          if grouping.entries[group] >= 0 {
            entries.withValueInPlace(at: grouping.entries[group]) { entry in
              guard let localizations = entry.pointee.localizations else { return }
              let own = position(language, in: localizations, hint: &hints.own)
              if countingUnchanged, slice.count == 1, let own, first.pointee.id.isRoot, first.pointee.setValues == nil {
                // A review flag on an equal value is a change (a state to apply).
                unchanged = localizations.withValueInPlace(at: own) { value in
                  value.pointee.isUnitOnly && value.pointee.stringUnit?.value.isIdentical(to: first.pointee.text) == true
                    && (first.pointee.state != .needsReview || value.pointee.stringUnit?.state == .needsReview)
                }
                if unchanged { return }
              }
              existing = own.map { own in localizations.withValueInPlace(at: own) { $0.pointee } }
              source = position(catalog.sourceLanguage, in: localizations, hint: &hints.source).map { source in
                localizations.withValueInPlace(at: source) { $0.pointee }
              }
            }
          }
          if unchanged {
            mapping.unchanged += 1
            continue
          }
          var text = XLIFFImportedText(existing: existing, source: source, leaves: grouping.leaves[slice])
          text.key = key
          if let sourceContents {
            text.bundled = { sourceContents.localizations(of: key, language: language) }
          }
          let built = text.build()
          let localization = built.localization
          for name in built.unspecified {
            mapping.result.notes.append(
              .warning(
                "substitution '\(name)' of '\(key)' [\(language.rawValue)] has no format specifier: neither the file, the "
                  + "bundle's Source Contents, the source language nor the key gives one, so an .lproj export will write "
                  + "its .stringsdict without NSStringFormatValueTypeKey", at: units[first.pointee.unit].location))
          }
          if countingUnchanged, var current = existing, current.shape == localization.shape {
            let tally = current.mergeUnits(from: localization, reviewFlags: true)
            // Values in another Unicode spelling go on, for the note the import prints.
            if tally.changed + tally.added == 0, tally.lookAlikes.isEmpty {
              mapping.unchanged += tally.unchanged
              continue
            }
          }
          mapping.result.localizations.append(
            ImportedLocalization(
              key: key, language: language, localization: localization, location: units[first.pointee.unit].location))
        }
      }
    }
    return mapping
  }

  /// The leaves of a file's units grouped by key: the keys in the order they first appear,
  /// and each key's leaves, in file order, one slice of ``leaves``.
  struct Grouping {
    var keys: [String] = []
    /// The position of each key in the catalog, or `-1` for a key the catalog lacks.
    var entries: [Int] = []
    /// Leaves in key order.
    var leaves: [Leaf] = []
    /// Where key `i`'s leaves start in ``leaves`` (and, at `i + 1`, end).
    var starts: [Int] = [0]
    /// Notes about skipped and repeated units.
    var notes: [Diagnostic] = []

    init(_ units: [XLIFFUnit], catalog: StringCatalog, language: LanguageCode, copy: XLIFFSourceContents? = nil) {
      // Keys compare by exact scalars, as the catalog's keys do. A key the catalog has is
      // found with one lookup, which also names its group; leaves are kept in one array, each
      // linked to the previous leaf of its key, and put in key order at the end, so that no
      // key gets an array of its own.
      var groupOfEntry = [Int](repeating: -1, count: catalog.strings.count)
      var groupOfUnknownKey: [ExactKey: Int] = [:]
      var found: [Leaf] = []
      found.reserveCapacity(units.count)
      var lastLeaf: [Int] = []
      units.withUnsafeBufferPointer { units in
        for index in units.indices {
          // Units are read in place: a copy retained every string they hold.
          let unit = units.baseAddress! + index
          // The target's parts are read one by one: binding the whole target copied it.
          if case .none = unit.pointee.target { continue }
          let written = unit.pointee.target?.state
          guard let state = importedState(written, qualifier: unit.pointee.target?.stateQualifier) else {
            notes.append(
              .note(
                "unit '\(unit.pointee.id)' is not imported: its state '\(written?.rawValue ?? "")' marks an unfinished translation",
                at: unit.pointee.target?.location ?? unit.pointee.location))
            continue
          }
          let id = resolve(unit.pointee.id, in: catalog, language: language, copy: copy)
          let entry = catalog.strings.position(of: id.key, hint: -1) ?? -1
          let known = entry >= 0 ? groupOfEntry[entry] : groupOfUnknownKey[ExactKey(id.key)] ?? -1
          let group: Int
          if known >= 0 {
            // A unit id seen before belongs to the same key, so only this key's leaves can repeat it.
            var previous = lastLeaf[known]
            var repeated = false
            while previous >= 0, !repeated {
              repeated = found[previous].id == id && found[previous].id.key.isIdentical(to: id.key)
              previous = found[previous].previous
            }
            if repeated {
              notes.append(
                .note(
                  "unit '\(unit.pointee.id)' appears again; only its first translation is imported", at: unit.pointee.location))
              continue
            }
            group = known
          } else {
            group = keys.count
            if entry >= 0 { groupOfEntry[entry] = group } else { groupOfUnknownKey[ExactKey(id.key)] = group }
            keys.append(id.key)
            entries.append(entry)
            lastLeaf.append(-1)
          }
          found.append(
            Leaf(
              id: id, text: unit.pointee.target?.text ?? "", setValues: unit.pointee.target?.setValues, state: state,
              unit: index, group: group, previous: lastLeaf[group]))
          lastLeaf[group] = found.count - 1
        }
      }
      // Leaves in key order (a counting sort, stable), each key's leaves a slice.
      starts = Array(repeating: 0, count: keys.count + 1)
      for leaf in found { starts[leaf.group + 1] += 1 }
      for group in keys.indices { starts[group + 1] += starts[group] }
      if keys.count == found.count {
        // One leaf per key: already in key order.
        leaves = found
        return
      }
      var next = starts
      var slots = Array(repeating: -1, count: found.count)
      for index in found.indices {
        slots[next[found[index].group]] = index
        next[found[index].group] += 1
      }
      leaves = slots.map { found[$0] }
    }
  }

  /// A note for a `<file>` whose `original` is not a String Catalog, which import skips.
  package static func skippedFileNote(_ file: XLIFFFile) -> Diagnostic {
    .note("file '\(file.original)' is not a string catalog; it is skipped", at: file.location)
  }

  /// One unit with a translation to import.
  struct Leaf {
    var id: XLIFFUnitID
    /// The target's text and string-set values.
    var text: String
    var setValues: [String]?
    var state: TranslationState
    /// The unit's position in its file.
    var unit: Int
    /// The position of the leaf's key among the keys of the file.
    var group = 0
    /// The key's previous leaf in the file's list, or `-1`.
    var previous = -1
  }

  /// The catalog state for a target's `state` and `state-qualifier`, or `nil` when the unit
  /// is skipped.
  static func importedState(_ state: XLIFFState?, qualifier: XLIFFStateQualifier?) -> TranslationState? {
    // What exports and most platforms write, decided before the other states are compared.
    if state == .translated && qualifier == nil { return .translated }
    switch state {
    case XLIFFState.new?, XLIFFState.needsTranslation?, XLIFFState.needsL10n?, XLIFFState.needsAdaptation?:
      return nil
    case XLIFFState.needsReviewL10n?, XLIFFState.needsReviewTranslation?, XLIFFState.needsReviewAdaptation?:
      return .needsReview
    default:
      return qualifier == .leveragedMT ? "machine_translated" : .translated
    }
  }

  /// The reading of a unit id that fits the catalog: the one whose key the catalog has, or,
  /// when several keys fit (`a|==|plural.one` is a key, and `a` has plural forms), the one
  /// whose entry exports this id in `language`, trying the rightmost reading first. For an
  /// entry the catalog has without `language`, a bundle's copy of the catalog (`copy`) that
  /// has it in `language` says what was exported.
  static func resolve(
    _ id: String, in catalog: StringCatalog, language: LanguageCode, copy: XLIFFSourceContents? = nil
  ) -> XLIFFUnitID {
    // An id without `|` has one reading: the key itself.
    guard id.containsByte(0x7C) else { return XLIFFUnitID(key: id) }
    let readings = XLIFFUnitID.readings(of: id)
    let known = readings.filter { catalog.strings.contains($0.key) }
    guard known.count > 1 else { return known.first ?? readings[0] }
    return known.first { reading in
      guard var entry = catalog.strings[reading.key] else { return false }
      if entry[language] == nil, let copied = copy?.entry(reading.key), copied[language] != nil { entry = copied }
      let units = try? XLIFFEntryUnits(
        key: reading.key, entry: entry, language: language, sourceLanguage: catalog.sourceLanguage
      ).units()
      return units?.contains { $0.id == reading } == true
    } ?? known[0]
  }
}
