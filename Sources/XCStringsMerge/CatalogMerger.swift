import XCStringsBase
import XCStringsModel

/// The three-way walk behind ``CatalogMerge``: it takes whatever only one side changed, takes
/// once what both changed alike, and descends into what both changed differently, down to
/// the leaves where the two versions really disagree (see ``CatalogMerge`` for the rules).
///
/// Comparisons are exact first (texts by their Unicode scalars, as the model compares them);
/// where two versions still differ, texts that are canonically equivalent are taken as the
/// same edit (``CanonicalEquivalence``).
struct CatalogMerger {
  /// The side that wins every conflict, as it is, when one is named.
  let prefer: MergeSide?
  /// The conflicts found so far, in the order they were met.
  private(set) var conflicts: [MergeConflict] = []
  /// The notes made so far.
  private(set) var notes: [MergeNote] = []

  init(prefer: MergeSide?) { self.prefer = prefer }

  /// The version to take when at most one side changed (or both alike), or `nil` when both
  /// sides changed, differently. An absent version is a version too (added or deleted).
  ///
  /// Versions are compared with `same` first. Only when that finds both sides changed are
  /// they compared again with `equivalent`, when given (canonically equivalent texts): two
  /// equivalent edits are one (OURS is taken), and a side whose version is only equivalent
  /// to the base's changed nothing. The exact pass comes first so that a side that alone
  /// changed the scalars of a text keeps its change.
  static func settled<T>(_ base: T?, _ ours: T?, _ theirs: T?, same: (T, T) -> Bool, equivalent: ((T, T) -> Bool)? = nil) -> T?? {
    func equal(_ lhs: T?, _ rhs: T?, _ same: (T, T) -> Bool) -> Bool {
      switch (lhs, rhs) {
      case (nil, nil): true
      case (let left?, let right?): same(left, right)
      default: false
      }
    }
    if equal(ours, theirs, same) { return .some(ours) }
    if equal(ours, base, same) { return .some(theirs) }
    if equal(theirs, base, same) { return .some(ours) }
    guard let equivalent else { return nil }
    if equal(ours, theirs, equivalent) { return .some(ours) }
    if equal(ours, base, equivalent) { return .some(theirs) }
    if equal(theirs, base, equivalent) { return .some(ours) }
    return nil
  }

  /// ``settled(_:_:_:same:)`` with the type's own (exact) equality.
  static func settled<T: Equatable>(_ base: T?, _ ours: T?, _ theirs: T?) -> T?? {
    settled(base, ours, theirs, same: ==)
  }

  /// Whether a container that ends up empty stays (`{}`) or goes: as the side that changed
  /// its presence says (the two sides cannot both have changed a yes-or-no).
  static func isPresent(_ base: Bool, _ ours: Bool, _ theirs: Bool) -> Bool { ours == base ? theirs : ours }

  /// A leaf: the settled version, or a conflict.
  mutating func leaf<T>(
    _ base: T?, _ ours: T?, _ theirs: T?, at site: MergeSite, same: (T, T) -> Bool, equivalent: ((T, T) -> Bool)? = nil,
    show: (T) -> MergeConflict.Value, review: (inout T) -> Void = { _ in }
  ) -> T? {
    if let settled = Self.settled(base, ours, theirs, same: same, equivalent: equivalent) { return settled }
    return conflict(base, ours, theirs, at: site, show: show, review: review)
  }

  /// ``leaf(_:_:_:at:same:equivalent:show:review:)`` with the type's own (exact) equality.
  mutating func leaf<T: Equatable>(
    _ base: T?, _ ours: T?, _ theirs: T?, at site: MergeSite, equivalent: ((T, T) -> Bool)? = nil,
    show: (T) -> MergeConflict.Value, review: (inout T) -> Void = { _ in }
  ) -> T? {
    leaf(base, ours, theirs, at: site, same: ==, equivalent: equivalent, show: show, review: review)
  }

  /// A text leaf (a comment, a format specifier), compared by its exact Unicode scalars, then
  /// by canonical equivalence.
  mutating func text(_ base: String?, _ ours: String?, _ theirs: String?, at site: MergeSite) -> String? {
    leaf(
      base, ours, theirs, at: site, same: { $0.isIdentical(to: $1) }, equivalent: CanonicalEquivalence.same,
      show: { MergeConflict.Value(text: $0) })
  }

  /// A string unit: its value, state and unknown fields are one leaf. The side a conflict
  /// leaves in the catalog is marked `needs_review`, so that Xcode's editor shows it.
  mutating func unit(_ base: StringUnit?, _ ours: StringUnit?, _ theirs: StringUnit?, at site: MergeSite) -> StringUnit? {
    leaf(
      base, ours, theirs, at: site, equivalent: CanonicalEquivalence.same,
      show: { MergeConflict.Value(text: $0.value, state: $0.state) }, review: { $0.state = .needsReview })
  }

  /// Records a conflict between two sides that both changed a value, and returns the side
  /// taken: the preferred one as it is; otherwise the side that kept the value where the
  /// other deleted it, else OURS, in both cases passed through `review`.
  mutating func conflict<T>(
    _ base: T?, _ ours: T?, _ theirs: T?, at site: MergeSite, kind: MergeConflict.Kind? = nil,
    show: (T) -> MergeConflict.Value, review: (inout T) -> Void = { _ in }
  ) -> T? {
    let deleter: MergeSide? = ours == nil ? .ours : theirs == nil ? .theirs : nil
    let taken = prefer ?? deleter?.other ?? .ours
    var value = taken == .ours ? ours : theirs
    if prefer == nil, value != nil { review(&value!) }
    conflicts.append(
      MergeConflict(
        site: site, kind: kind ?? deleter.map { .deletedAndChanged(deletedIn: $0) } ?? .differentValues,
        base: base.map(show), ours: ours.map(show), theirs: theirs.map(show), taken: taken, isResolved: prefer != nil))
    return value
  }

  /// Records a note.
  mutating func note(_ message: String, at site: MergeSite) {
    notes.append(MergeNote(site: site, message: message))
  }

  /// Merges three lists key by key with `merge` (which returns `nil` to leave a key out):
  /// OURS' keys in OURS' order, then those only THEIRS has. A key both sides lack is gone.
  mutating func keyed<Value>(
    _ base: KeyedList<Value>, _ ours: KeyedList<Value>, _ theirs: KeyedList<Value>,
    _ merge: (inout CatalogMerger, String, Value?, Value?, Value?) -> Value?
  ) -> KeyedList<Value> {
    var result = KeyedList<Value>()
    // The lists of one catalog's versions mostly hold the same keys in the same order, so a
    // key is looked for first at the position it has in OURS.
    for (index, pair) in ours.pairs.enumerated() {
      let other = theirs.position(of: pair.key, hint: index).map { theirs.value(at: $0) }
      let original = base.position(of: pair.key, hint: index).map { base.value(at: $0) }
      if let merged = merge(&self, pair.key, original, pair.value, other) { result.appendUnchecked(pair.key, merged) }
    }
    for (index, pair) in theirs.pairs.enumerated() where ours.position(of: pair.key, hint: index) == nil {
      let original = base.position(of: pair.key, hint: index).map { base.value(at: $0) }
      if let merged = merge(&self, pair.key, original, nil, pair.value) { result.appendUnchecked(pair.key, merged) }
    }
    return result
  }

  /// An optional list (`localizations`, `plural`, `substitutions`): settled whole when it
  /// can be, else merged key by key; absent where it ends empty and the side that changed
  /// it removed it.
  mutating func optionalKeyed<Value: Equatable>(
    _ base: KeyedList<Value>?, _ ours: KeyedList<Value>?, _ theirs: KeyedList<Value>?,
    _ merge: (inout CatalogMerger, String, Value?, Value?, Value?) -> Value?
  ) -> KeyedList<Value>? {
    if let settled = Self.settled(base, ours, theirs) { return settled }
    let merged = keyed(base ?? [:], ours ?? [:], theirs ?? [:], merge)
    guard merged.isEmpty else { return merged }
    return Self.isPresent(base != nil, ours != nil, theirs != nil) ? merged : nil
  }

  /// Fields the model does not know, merged field by field, each a leaf shown as its JSON.
  mutating func fields(
    _ base: KeyedList<JSONValue>, _ ours: KeyedList<JSONValue>, _ theirs: KeyedList<JSONValue>, at site: MergeSite
  ) -> KeyedList<JSONValue> {
    if let settled = Self.settled(base, ours, theirs), let settled { return settled }
    return keyed(base, ours, theirs) { merger, name, base, ours, theirs in
      merger.leaf(
        base, ours, theirs, at: site.appending("unknown.\(name)", members: [name]),
        show: { MergeConflict.Value(text: $0.serialized()) })
    }
  }
}
