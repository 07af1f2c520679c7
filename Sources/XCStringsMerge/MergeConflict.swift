import XCStringsModel

/// A place where both sides changed a catalog differently, and what the merge took.
///
/// A conflict is never written into the catalog as text markers (Xcode could not read it):
/// the merged catalog holds the side in ``taken``, and a conflicted string unit is marked
/// `needs_review` unless a side was preferred.
public struct MergeConflict: Equatable, Sendable, CustomStringConvertible {
  /// How the two sides disagree.
  public enum Kind: Equatable, Sendable {
    /// Both sides changed the value, each differently (or both added it, differently).
    case differentValues
    /// One side deleted what the other changed (a key, a language, a form, a field).
    case deletedAndChanged(deletedIn: MergeSide)
    /// Both sides changed a localization or a form, and left it in different shapes (plain,
    /// plural, device, …): both changed the shape, differently, or one changed the shape and
    /// the other edited the base's.
    case differentShapes
  }

  /// One side's version of the conflicted value, as shown in messages.
  public struct Value: Equatable, Sendable {
    /// The text: a string unit's value, a comment, a field's JSON, a shape's name.
    public var text: String
    /// A string unit's or string set's state.
    public var state: TranslationState?
    /// Whether `text` is a description (a shape's name) rather than a value to quote.
    public var isDescription: Bool

    /// Creates a value.
    package init(text: String, state: TranslationState? = nil, isDescription: Bool = false) {
      self.text = text
      self.state = state
      self.isDescription = isDescription
    }

    /// Whether two values are the same, texts compared by their exact Unicode scalars.
    public static func == (lhs: Value, rhs: Value) -> Bool {
      lhs.text.isIdentical(to: rhs.text) && lhs.state == rhs.state && lhs.isDescription == rhs.isDescription
    }
  }

  /// Where the conflict is.
  public var site: MergeSite
  /// How the sides disagree.
  public var kind: Kind
  /// The value in the merge base; `nil` when the base lacks it.
  public var base: Value?
  /// OURS' value; `nil` when OURS lacks it.
  public var ours: Value?
  /// THEIRS' value; `nil` when THEIRS lacks it.
  public var theirs: Value?
  /// The side the merged catalog holds.
  public var taken: MergeSide
  /// Whether a side was named to resolve conflicts (the merged value is then that side's as
  /// it was, not marked for review).
  public var isResolved: Bool

  /// `conflict in 'key' [de] plural.one: base '…', ours '…', theirs '…'`; for a key, a
  /// language or a substitution one side deleted, which side did and what the merge kept.
  public var description: String {
    let subject = site.key == nil ? "conflict in \(site.path)" : "conflict in \(site)"
    // A key, a language or a substitution, deleted on one side: who did, and what was kept.
    let isWhole = site.path.isEmpty || [base, ours, theirs].contains { $0?.isDescription == true }
    if case .deletedAndChanged(let deleter) = kind, isWhole {
      let kept = taken == deleter ? "deleted it" : "kept \(taken.rawValue)"
      return "\(subject): deleted in \(deleter.rawValue), changed in \(deleter.other.rawValue); \(kept)"
    }
    // States are shown only where they tell the versions apart.
    let states = [base, ours, theirs].compactMap { $0?.state }
    let showsStates = !states.isEmpty && states.contains { $0 != states[0] }
    // Values that would look alike are shown with their invisible scalars escaped.
    let texts = [base, ours, theirs].compactMap { $0 }.filter { !$0.isDescription }.map(\.text)
    let escapes = texts.indices.contains { first in
      texts.indices.contains { first < $0 && texts[first].differsOnlyInvisibly(from: texts[$0]) }
    }
    func show(_ value: Value?) -> String {
      guard let value else { return "none" }
      if value.isDescription { return value.text }
      var text = "'\(escapes ? value.text.escapedScalarsForDisplay : value.text.escapedForDisplay)'"
      if showsStates, let state = value.state { text += " (\(state.rawValue))" }
      return text
    }
    return "\(subject): base \(show(base)), ours \(show(ours)), theirs \(show(theirs))"
  }
}
