/// Something a merge decided that the user should know of, though it is no conflict: a
/// format version upgraded.
public struct MergeNote: Equatable, Sendable, CustomStringConvertible {
  /// Where the decision was made.
  public var site: MergeSite
  /// The lower-case message.
  public var message: String

  /// Creates a note.
  package init(site: MergeSite, message: String) {
    self.site = site
    self.message = message
  }

  /// The message.
  public var description: String { message }

  /// Whether two notes are the same, messages compared by their exact Unicode scalars.
  public static func == (lhs: MergeNote, rhs: MergeNote) -> Bool {
    lhs.site == rhs.site && lhs.message.isIdentical(to: rhs.message)
  }
}
