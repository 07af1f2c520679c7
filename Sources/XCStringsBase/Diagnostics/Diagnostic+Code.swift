extension Diagnostic {
  /// A stable name for a kind of diagnostic, for a caller to match on instead of the message,
  /// whose wording may change.
  ///
  /// An open set: a code the library adds later reads the same way. The library's messages name
  /// no option of the tool; the tool adds its hints ("use --force to replace it") by code.
  public struct Code: RawRepresentable, Hashable, Sendable {
    /// The code as written, such as `file-exists`.
    public var rawValue: String

    /// Creates a code from its written form.
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}
