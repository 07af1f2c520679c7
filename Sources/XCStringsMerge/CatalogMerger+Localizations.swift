import XCStringsModel

extension CatalogMerger {
  /// One language of a key: settled whole when one side alone changed it; a conflict that
  /// keeps the changed version when one side deleted it; taken from the side that changed its
  /// shape; else merged leaf by leaf.
  mutating func localization(
    _ base: Localization?, _ ours: Localization?, _ theirs: Localization?, at site: MergeSite
  ) -> Localization? {
    if let settled = Self.settled(base, ours, theirs) { return settled }
    guard let ours, let theirs else { return conflict(base, ours, theirs, at: site, show: Self.summary) }
    if let reshaped = reshaped(base, ours, theirs, at: site, shape: MergeShape.init, review: { $0.setStates(.needsReview) }) {
      return reshaped
    }
    // A language both sides added is merged against a localization with nothing in it.
    let base = base ?? Localization()
    var merged = Localization(
      stringUnit: unit(base.stringUnit, ours.stringUnit, theirs.stringUnit, at: site.appending("", members: ["stringUnit"])))
    merged.stringSet = leaf(
      base.stringSet, ours.stringSet, theirs.stringSet, at: site.appending("stringSet", members: ["stringSet"]),
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
  /// same one): the side that changed the shape, when the other kept the base's, with a note
  /// that the other side's edits are not carried over; else a conflict.
  private mutating func reshaped<T: Equatable>(
    _ base: T?, _ ours: T, _ theirs: T, at site: MergeSite, shape: (T) -> MergeShape, review: (inout T) -> Void
  ) -> T?? {
    let original = base.map(shape)
    let (mine, other) = (shape(ours), shape(theirs))
    guard mine != other else { return nil }
    guard let original, mine == original || other == original else {
      return .some(conflict(base, ours, theirs, at: site, kind: .differentShapes,
                            show: { MergeConflict.Value(text: shape($0).name, isDescription: true) }, review: review))
    }
    // Reached only when both sides changed the version (else it was settled), so the side
    // that kept the shape had edited it.
    let changer: MergeSide = mine == original ? .theirs : .ours
    let winner = changer == .ours ? ours : theirs
    note("\(site): \(changer.rawValue) made it \(shape(winner).phrase); the edits \(changer.other.rawValue) made to the "
         + "\(original.name) are not carried over", at: site)
    return .some(winner)
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
    merged.unknownFields = fields(original.unknownFields, mine.unknownFields, other.unknownFields,
                                  at: inside.appending("variations", members: []))
    if merged == Variations(), !Self.isPresent(base != nil, ours != nil, theirs != nil) { return nil }
    return merged
  }

  /// One plural or device form: merged like a localization, a form one side deleted and the
  /// other changed leaf by leaf (its unit is then a conflict that keeps the changed unit).
  private mutating func form(_ base: Variation?, _ ours: Variation?, _ theirs: Variation?, at site: MergeSite) -> Variation? {
    if let settled = Self.settled(base, ours, theirs) { return settled }
    if let ours, let theirs,
      let reshaped = reshaped(base, ours, theirs, at: site, shape: MergeShape.init, review: { $0.setStates(.needsReview) })
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
      return conflict(base, ours, theirs, at: site, show: { _ in MergeConflict.Value(text: "substitution", isDescription: true) })
    }
    let (original, mine, other) = (base ?? Substitution(), ours ?? Substitution(), theirs ?? Substitution())
    var merged = Substitution()
    merged.argNum = leaf(original.argNum, mine.argNum, other.argNum, at: site.appending(" argNum", joined: false, members: ["argNum"]),
                         show: { MergeConflict.Value(text: String($0)) })
    merged.formatSpecifier = text(original.formatSpecifier, mine.formatSpecifier, other.formatSpecifier,
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
}
