import XCStringsBase

/// The shape of a localization, as far as importing translations cares: two localizations of
/// one shape are merged unit by unit, one of another shape replaces the other.
package struct LocalizationShape: Equatable, CustomStringConvertible {
  package enum Kind: Equatable {
    case plain
    case plural
    case device
    case substitutions([String])
    case stringSet
    case empty
  }

  package var kind: Kind

  package var description: String {
    switch kind {
    case .plain: "plain string"
    case .plural: "plural"
    case .device: "device variations"
    case .substitutions: "substitutions"
    case .stringSet: "string set"
    case .empty: "empty localization"
    }
  }
}

/// How many string units an import changed, left as they were, or added, and the values that
/// look alike but are not the same scalars.
package struct UnitTally: Equatable {
  /// A catalog value and a file's value that look alike: one text in another Unicode spelling
  /// (the catalog's is kept), or a change only in scalars that are not seen.
  package struct LookAlike: Equatable {
    package var catalog: String
    package var file: String
    /// Whether the file's value is the catalog's in another spelling, and the catalog's stays.
    package var kept: Bool
  }

  package var changed = 0
  package var unchanged = 0
  package var added = 0
  /// Values a reader cannot tell apart on screen, for the notes that show their scalars.
  package var lookAlikes: [LookAlike] = []
}

extension Localization {
  /// The shape: substitutions (with their names, argument numbers and specifiers), device or
  /// plural variations, a string set, or a plain string.
  package var shape: LocalizationShape {
    if let substitutions {
      return LocalizationShape(
        kind: .substitutions(
          substitutions.pairs.map { name, substitution in
            "\(name)|\(substitution.argNum.map(String.init) ?? "-")|\(substitution.formatSpecifier ?? "-")"
          }.sorted()))
    }
    if variations?.device != nil { return LocalizationShape(kind: .device) }
    if variations?.plural != nil { return LocalizationShape(kind: .plural) }
    if stringSet != nil { return LocalizationShape(kind: .stringSet) }
    return LocalizationShape(kind: stringUnit == nil ? .empty : .plain)
  }

  /// The number of string units (a plain value, each form, each substitution form; a string
  /// set counts as one).
  package var unitCount: Int {
    var count = (stringUnit == nil ? 0 : 1) + (stringSet == nil ? 0 : 1) + (variations?.unitCount ?? 0)
    for (_, substitution) in substitutions ?? [:] { count += substitution.variations?.unitCount ?? 0 }
    return count
  }

  /// Whether this is a plain unit with an empty value.
  package var isEmptyPlainUnit: Bool { isUnitOnly && stringUnit?.value.isEmpty == true }

  /// Sets the state of every unit and string set.
  package mutating func setStates(_ state: TranslationState) {
    stringUnit?.state = state
    stringSet?.state = state
    if variations != nil { variations!.setStates(state) }
    if let names = substitutions?.keys {
      for name in names { substitutions![name]!.variations?.setStates(state) }
    }
  }

  /// Takes the units of `incoming` (a localization of the same ``shape``): a unit whose value
  /// differs is replaced (value and state), an equal one is left as it is, state included, and
  /// one this localization lacks is added. Units `incoming` lacks stay. With `reviewFlags`
  /// (the incoming states are a translator's), an equal value marked `needs_review` marks the
  /// unit for review too.
  package mutating func mergeUnits(from incoming: Localization, reviewFlags: Bool = false) -> UnitTally {
    var tally = UnitTally()
    if let unit = incoming.stringUnit { StringUnit.merge(&stringUnit, unit, into: &tally, reviewFlags: reviewFlags) }
    if let set = incoming.stringSet {
      if let current = stringSet, current.values.count == set.values.count,
        zip(current.values, set.values).allSatisfy({ $0.isCanonicallyEquivalent(to: $1) })
      {
        tally.unchanged += 1
        for (kept, file) in zip(current.values, set.values) where !kept.isIdentical(to: file) {
          tally.lookAlikes.append(UnitTally.LookAlike(catalog: kept, file: file, kept: true))
        }
      } else {
        if stringSet == nil { tally.added += 1 } else { tally.changed += 1 }
        stringSet = set
      }
    }
    if let incomingVariations = incoming.variations {
      var current = variations ?? Variations()
      current.merge(incomingVariations, into: &tally, reviewFlags: reviewFlags)
      variations = current
    }
    for (name, substitution) in incoming.substitutions ?? [:] {
      guard let forms = substitution.variations else { continue }
      var current = substitutions?[name]?.variations ?? Variations()
      current.merge(forms, into: &tally, reviewFlags: reviewFlags)
      substitutions?[name]?.variations = current
    }
    return tally
  }
}

extension StringUnit {
  /// Replaces `existing` by `incoming` when their values differ (or adds it), counting; with
  /// `reviewFlags`, an equal value that `incoming` marks `needs_review` takes that state.
  ///
  /// A value canonically equivalent to the unit's is the same text: the unit keeps its own
  /// scalars, so that an import changes no byte a translator did not change.
  package static func merge(_ existing: inout StringUnit?, _ incoming: StringUnit, into tally: inout UnitTally, reviewFlags: Bool)
  {
    guard var unit = existing else {
      existing = incoming
      tally.added += 1
      return
    }
    let identical = unit.value.isIdentical(to: incoming.value)
    if identical || unit.value.isCanonicallyEquivalent(to: incoming.value) {
      if !identical { tally.lookAlikes.append(UnitTally.LookAlike(catalog: unit.value, file: incoming.value, kept: true)) }
      if reviewFlags, incoming.state == .needsReview, unit.state != .needsReview {
        unit.state = .needsReview
        existing = unit
        tally.changed += 1
      } else {
        tally.unchanged += 1
      }
      return
    }
    // Not equivalent (checked above): only the invisible scalars are left to compare.
    if unit.value.differsOnlyInInvisibleScalars(from: incoming.value) {
      tally.lookAlikes.append(UnitTally.LookAlike(catalog: unit.value, file: incoming.value, kept: false))
    }
    // The unit's own unknown fields stay; the value and state are the translator's.
    unit.value = incoming.value
    unit.state = incoming.state
    existing = unit
    tally.changed += 1
  }
}

extension Variations {
  /// The number of string units in every form, nested ones included.
  package var unitCount: Int {
    var count = 0
    for forms in [plural, device] {
      for (_, form) in forms ?? [:] { count += (form.stringUnit == nil ? 0 : 1) + (form.variations?.unitCount ?? 0) }
    }
    return count
  }

  package mutating func setStates(_ state: TranslationState) {
    for name in plural?.keys ?? [] { plural![name]!.setStates(state) }
    for name in device?.keys ?? [] { device![name]!.setStates(state) }
  }

  /// Merges the forms of `incoming` into these, form by form.
  package mutating func merge(_ incoming: Variations, into tally: inout UnitTally, reviewFlags: Bool) {
    if let forms = incoming.plural {
      var current = plural ?? KeyedList()
      Self.merge(forms, into: &current, tally: &tally, reviewFlags: reviewFlags)
      plural = current
    }
    if let forms = incoming.device {
      var current = device ?? KeyedList()
      Self.merge(forms, into: &current, tally: &tally, reviewFlags: reviewFlags)
      device = current
    }
  }

  private static func merge(
    _ incoming: KeyedList<Variation>, into current: inout KeyedList<Variation>, tally: inout UnitTally, reviewFlags: Bool
  ) {
    for (name, form) in incoming {
      guard var existing = current[name] else {
        current[name] = form
        tally.added += form.unitCount
        continue
      }
      // A form of another kind (a string where the catalog nests a plural) is replaced whole.
      if (existing.stringUnit == nil) != (form.stringUnit == nil) || (existing.variations == nil) != (form.variations == nil) {
        current[name] = form
        tally.changed += form.unitCount
        continue
      }
      if let unit = form.stringUnit { StringUnit.merge(&existing.stringUnit, unit, into: &tally, reviewFlags: reviewFlags) }
      if let nested = form.variations {
        var inner = existing.variations ?? Variations()
        inner.merge(nested, into: &tally, reviewFlags: reviewFlags)
        existing.variations = inner
      }
      current[name] = existing
    }
  }
}

extension Variation {
  /// The number of string units of the form, nested ones included.
  package var unitCount: Int { (stringUnit == nil ? 0 : 1) + (variations?.unitCount ?? 0) }

  package mutating func setStates(_ state: TranslationState) {
    stringUnit?.state = state
    if variations != nil { variations!.setStates(state) }
  }
}
