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
  public struct Result: Equatable, Sendable {
    /// One entry per key, in the order the keys first appear in the file.
    public var localizations: [ImportedLocalization]
    /// Located notes: skipped units, duplicate ids, a file without a language.
    public var notes: [Diagnostic]

    /// Creates a result.
    public init(localizations: [ImportedLocalization] = [], notes: [Diagnostic] = []) {
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
  ) -> Result {
    var result = Result()
    guard let language = file.targetLanguage ?? fallback else {
      result.notes.append(
        .note("file '\(file.original)' has no target-language; its units are not imported", at: file.location))
      return result
    }
    // Keys and ids compare by exact scalars, as the catalog's keys do. One lookup per unit;
    // leaves are kept in one array, each linked to the previous leaf of its key, and put in
    // key order at the end, so that no key gets an array of its own.
    var keys: [String] = []
    var groupOfKey: [ExactKey: Int] = [:]
    groupOfKey.reserveCapacity(file.units.count)
    var leaves: [Leaf] = []
    leaves.reserveCapacity(file.units.count)
    var lastLeaf: [Int] = []
    file.units.withUnsafeBufferPointer { units in
      for index in units.indices {
        // Units are read in place: a copy retained every string they hold.
        let unit = units.baseAddress! + index
        guard let target = unit.pointee.target else { continue }
        guard let state = importedState(target) else {
          result.notes.append(
            .note(
              "unit '\(unit.pointee.id)' is not imported: its state '\(target.state?.rawValue ?? "")' marks an unfinished translation",
              at: target.location ?? unit.pointee.location))
          continue
        }
        let id = resolve(unit.pointee.id, in: catalog, language: language)
        let group: Int
        if let known = groupOfKey[ExactKey(id.key)] {
          // A unit id seen before belongs to the same key, so only this key's leaves can repeat it.
          var previous = lastLeaf[known]
          var repeated = false
          while previous >= 0, !repeated {
            repeated = leaves[previous].id == id && leaves[previous].id.key.isIdentical(to: id.key)
            previous = leaves[previous].previous
          }
          if repeated {
            result.notes.append(
              .note("unit '\(unit.pointee.id)' appears again; only its first translation is imported", at: unit.pointee.location))
            continue
          }
          group = known
        } else {
          group = keys.count
          groupOfKey[ExactKey(id.key)] = group
          keys.append(id.key)
          lastLeaf.append(-1)
        }
        leaves.append(
          Leaf(id: id, target: target, state: state, location: unit.pointee.location, group: group, previous: lastLeaf[group]))
        lastLeaf[group] = leaves.count - 1
      }
    }
    // Leaves in key order (a counting sort, stable), each key's leaves a slice.
    var starts = Array(repeating: 0, count: keys.count + 1)
    for leaf in leaves { starts[leaf.group + 1] += 1 }
    for group in keys.indices { starts[group + 1] += starts[group] }
    var next = starts
    var slots = Array(repeating: -1, count: leaves.count)
    for index in leaves.indices {
      slots[next[leaves[index].group]] = index
      next[leaves[index].group] += 1
    }
    let grouped = slots.map { leaves[$0] }
    // The catalog's two localizations of each key are read in place (a list's own lookup
    // copies every localization it passes), each language first looked for where the
    // previous key had it.
    let entries = catalog.strings.pairs
    var hints = (own: -1, source: -1)
    func localization(_ language: LanguageCode, in pairs: [(key: String, value: Localization)], hint: inout Int) -> Localization? {
      guard let position = PairKeys.position(of: language.rawValue, in: pairs, hint: hint) else { return nil }
      hint = position
      return PairKeys.withValue(pairs, at: position) { $0.pointee }
    }
    for (group, key) in keys.enumerated() {
      let leaves = grouped[starts[group]..<starts[group + 1]]
      var existing: Localization?
      var source: Localization?
      if let position = catalog.strings.position(of: key, hint: -1) {
        PairKeys.withValue(entries, at: position) { entry in
          guard let pairs = entry.pointee.localizations?.pairs else { return }
          existing = localization(language, in: pairs, hint: &hints.own)
          source = localization(catalog.sourceLanguage, in: pairs, hint: &hints.source)
        }
      }
      let text = XLIFFImportedText(existing: existing, source: source, leaves: leaves)
      result.localizations.append(
        ImportedLocalization(key: key, language: language, localization: text.localization(), location: leaves.first?.location))
    }
    return result
  }

  /// A note for a `<file>` whose `original` is not a String Catalog, which import skips.
  public static func skippedFileNote(_ file: XLIFFFile) -> Diagnostic {
    .note("file '\(file.original)' is not a string catalog; it is skipped", at: file.location)
  }

  /// One unit with a translation to import.
  struct Leaf {
    var id: XLIFFUnitID
    var target: XLIFFTarget
    var state: TranslationState
    var location: SourceLocation?
    /// The position of the leaf's key among the keys of the file.
    var group = 0
    /// The key's previous leaf in the file's list, or `-1`.
    var previous = -1
  }

  /// The catalog state for a target's state, or `nil` when the unit is skipped.
  static func importedState(_ target: XLIFFTarget) -> TranslationState? {
    switch target.state {
    case XLIFFState.new?, XLIFFState.needsTranslation?, XLIFFState.needsL10n?, XLIFFState.needsAdaptation?:
      return nil
    case XLIFFState.needsReviewL10n?, XLIFFState.needsReviewTranslation?, XLIFFState.needsReviewAdaptation?:
      return .needsReview
    default:
      return target.stateQualifier == .leveragedMT ? "machine_translated" : .translated
    }
  }

  /// The reading of a unit id that fits the catalog: the one whose key the catalog has, or,
  /// when several keys fit (`a|==|plural.one` is a key, and `a` has plural forms), the one
  /// whose entry exports this id in `language`, trying the rightmost reading first.
  static func resolve(_ id: String, in catalog: StringCatalog, language: LanguageCode) -> XLIFFUnitID {
    // An id without `|` has one reading: the key itself.
    guard id.containsByte(0x7C) else { return XLIFFUnitID(key: id) }
    let readings = XLIFFUnitID.readings(of: id)
    let known = readings.filter { catalog.strings.contains($0.key) }
    guard known.count > 1 else { return known.first ?? readings[0] }
    return known.first { reading in
      guard let entry = catalog.strings[reading.key] else { return false }
      let units = try? XLIFFEntryUnits(
        key: reading.key, entry: entry, language: language, sourceLanguage: catalog.sourceLanguage
      ).units()
      return units?.contains { $0.id == reading } == true
    } ?? known[0]
  }
}
