import XCStringsModel

extension CatalogMerger {
  /// One language of a key: settled whole when one side alone changed it; a conflict that
  /// keeps the changed version when one side deleted it; taken from the side that changed its
  /// shape; else merged leaf by leaf.
  mutating func localization(
    _ base: Localization?, _ ours: Localization?, _ theirs: Localization?, at site: MergeSite
  ) -> Localization? {
    if let settled = Self.settled(base, ours, theirs) { return settled }
    guard let ours, let theirs else {
      // Deleted on one side: a side that only re-encoded texts changed nothing; else the
      // kept localization's units are marked for review.
      if let base, let kept = ours ?? theirs, CanonicalEquivalence.same(kept, base) { return nil }
      return conflict(base, ours, theirs, at: site, show: Self.summary, review: { $0.setStates(.needsReview) })
    }
    if let reshaped = reshaped(
      base, ours, theirs, at: site, shape: MergeShape.init, summary: Self.summary,
      equivalent: CanonicalEquivalence.same, review: { $0.setStates(.needsReview) })
    {
      return reshaped
    }
    // A language both sides added is merged against a localization with nothing in it.
    let base = base ?? Localization()
    var merged = Localization(
      stringUnit: unit(base.stringUnit, ours.stringUnit, theirs.stringUnit, at: site.appending("", members: ["stringUnit"])))
    merged.stringSet = leaf(
      base.stringSet, ours.stringSet, theirs.stringSet, at: site.appending("stringSet", members: ["stringSet"]),
      equivalent: CanonicalEquivalence.same,
      show: { MergeConflict.Value(text: $0.values.joined(separator: ", "), state: $0.state) },
      review: { $0.state = .needsReview })
    merged.variations = variations(base.variations, ours.variations, theirs.variations, at: site)
    merged.substitutions = optionalKeyed(base.substitutions, ours.substitutions, theirs.substitutions) {
      merger, name, base, ours, theirs in
      merger.substitution(base, ours, theirs, at: site.appending("substitution.\(name)", members: ["substitutions", name]))
    }
    merged.unknownFields = fields(base.unknownFields, ours.unknownFields, theirs.unknownFields, at: site)
    return merged
  }

  /// The version to take when OURS and THEIRS have different shapes (`nil` when they have the
  /// same one). Reached only when both sides changed the version (else it was settled), so
  /// it is a conflict: both changed the shape, differently, or one changed it while the
  /// other edited the version of the base's shape, whose edits the new shape would drop. The
  /// latter shows the edited side by its value (`summary`). Where that side only re-encoded
  /// texts (`equivalent` to the base), it changed nothing: the new shape is taken.
  private mutating func reshaped<T: Equatable>(
    _ base: T?, _ ours: T, _ theirs: T, at site: MergeSite, shape: (T) -> MergeShape, summary: (T) -> MergeConflict.Value,
    equivalent: (T, T) -> Bool, review: (inout T) -> Void
  ) -> T?? {
    let (mine, other) = (shape(ours), shape(theirs))
    guard mine != other else { return nil }
    guard let base, shape(base) == mine || shape(base) == other else {
      return .some(
        conflict(
          base, ours, theirs, at: site, kind: .differentShapes,
          show: { MergeConflict.Value(text: shape($0).name, isDescription: true) }, review: review))
    }
    let keeper: MergeSide = shape(base) == mine ? .ours : .theirs
    if equivalent(keeper == .ours ? ours : theirs, base) { return .some(keeper == .ours ? theirs : ours) }
    return .some(conflict(base, ours, theirs, at: site, kind: .differentShapes, show: summary, review: review))
  }

  /// `variations` of a localization, a form or a substitution; `site` is its holder's.
  private mutating func variations(
    _ base: Variations?, _ ours: Variations?, _ theirs: Variations?, at site: MergeSite
  ) -> Variations? {
    if let settled = Self.settled(base, ours, theirs) { return settled }
    let (original, mine, other) = (base ?? Variations(), ours ?? Variations(), theirs ?? Variations())
    let inside = site.appending("", members: ["variations"])
    var merged = Variations()
    merged.plural = optionalKeyed(original.plural, mine.plural, other.plural) { merger, name, base, ours, theirs in
      merger.form(base, ours, theirs, at: inside.appending("plural.\(name)", members: ["plural", name]))
    }
    merged.device = optionalKeyed(original.device, mine.device, other.device) { merger, name, base, ours, theirs in
      merger.form(base, ours, theirs, at: inside.appending("device.\(name)", members: ["device", name]))
    }
    merged.unknownFields = fields(
      original.unknownFields, mine.unknownFields, other.unknownFields,
      at: inside.appending("variations", members: []))
    if merged == Variations(), !Self.isPresent(base != nil, ours != nil, theirs != nil) { return nil }
    return merged
  }

  /// One plural or device form: merged like a localization, a form one side deleted and the
  /// other changed leaf by leaf (its unit is then a conflict that keeps the changed unit).
  private mutating func form(_ base: Variation?, _ ours: Variation?, _ theirs: Variation?, at site: MergeSite) -> Variation? {
    if let settled = Self.settled(base, ours, theirs) { return settled }
    if let ours, let theirs,
      let reshaped = reshaped(
        base, ours, theirs, at: site, shape: MergeShape.init, summary: Self.summary,
        equivalent: CanonicalEquivalence.same, review: { $0.setStates(.needsReview) })
    {
      return reshaped
    }
    let (original, mine, other) = (base ?? Variation(), ours ?? Variation(), theirs ?? Variation())
    var merged = Variation(
      stringUnit: unit(original.stringUnit, mine.stringUnit, other.stringUnit, at: site.appending("", members: ["stringUnit"])))
    merged.variations = variations(original.variations, mine.variations, other.variations, at: site)
    merged.unknownFields = fields(original.unknownFields, mine.unknownFields, other.unknownFields, at: site)
    if merged == Variation(), !Self.isPresent(base != nil, ours != nil, theirs != nil) { return nil }
    return merged
  }

  /// One substitution: `argNum`, `formatSpecifier`, each form and each unknown field; one
  /// side deleted and the other changed, a conflict that keeps the changed one whole (its
  /// parts make no substitution without one another).
  private mutating func substitution(
    _ base: Substitution?, _ ours: Substitution?, _ theirs: Substitution?, at site: MergeSite
  ) -> Substitution? {
    if let settled = Self.settled(base, ours, theirs) { return settled }
    guard ours != nil, theirs != nil else {
      // A side that only re-encoded texts changed nothing; else the kept substitution's forms
      // are marked for review.
      if let base, let kept = ours ?? theirs, CanonicalEquivalence.same(kept, base) { return nil }
      return conflict(
        base, ours, theirs, at: site, show: { _ in MergeConflict.Value(text: "substitution", isDescription: true) },
        review: { $0.variations?.setStates(.needsReview) })
    }
    let (original, mine, other) = (base ?? Substitution(), ours ?? Substitution(), theirs ?? Substitution())
    var merged = Substitution()
    merged.argNum = leaf(
      original.argNum, mine.argNum, other.argNum, at: site.appending(" argNum", joined: false, members: ["argNum"]),
      show: { MergeConflict.Value(text: String($0)) })
    merged.formatSpecifier = text(
      original.formatSpecifier, mine.formatSpecifier, other.formatSpecifier,
      at: site.appending(" formatSpecifier", joined: false, members: ["formatSpecifier"]))
    merged.variations = variations(original.variations, mine.variations, other.variations, at: site)
    merged.unknownFields = fields(original.unknownFields, mine.unknownFields, other.unknownFields, at: site)
    if merged == Substitution(), !Self.isPresent(base != nil, ours != nil, theirs != nil) { return nil }
    return merged
  }

  /// A localization as a conflict shows it: a plain unit's value and state, else its shape.
  static func summary(_ localization: Localization) -> MergeConflict.Value {
    if localization.isUnitOnly, let unit = localization.stringUnit {
      return MergeConflict.Value(text: unit.value, state: unit.state)
    }
    return MergeConflict.Value(text: MergeShape(localization).name, isDescription: true)
  }

  /// A form as a conflict shows it: a plain unit's value and state, else its shape.
  static func summary(_ form: Variation) -> MergeConflict.Value {
    if let unit = form.stringUnit, form.variations == nil, form.unknownFields.isEmpty {
      return MergeConflict.Value(text: unit.value, state: unit.state)
    }
    return MergeConflict.Value(text: MergeShape(form).name, isDescription: true)
  }
}
