/// One of the two sides of a three-way merge: OURS (the branch being merged into, git's `%A`)
/// or THEIRS (the branch being merged, git's `%B`).
public enum MergeSide: String, Sendable, CaseIterable {
  /// The branch being merged into.
  case ours
  /// The branch being merged.
  case theirs

  /// The other side.
  public var other: MergeSide { self == .ours ? .theirs : .ours }
}
