/// A string compared by its exact Unicode scalars, as `NSString` and Xcode compare keys.
///
/// Swift's `String ==` treats canonically equivalent strings (`"é"` and `"e\u{301}"`) as equal,
/// which would silently merge two distinct localization keys. `ExactKey` compares and hashes the
/// UTF-8 bytes instead, which is the same as comparing scalars.
public struct ExactKey: Hashable, Sendable, CustomStringConvertible {
  /// The wrapped string.
  public let string: String

  /// Wraps a string.
  public init(_ string: String) { self.string = string }

  /// Whether the two strings consist of the same Unicode scalars.
  public static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
    lhs.string.utf8.elementsEqual(rhs.string.utf8)
  }

  /// Hashes the UTF-8 bytes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(string.utf8.count)
    for byte in string.utf8 { hasher.combine(byte) }
  }

  /// The wrapped string.
  public var description: String { string }
}

extension String {
  /// Whether two strings consist of exactly the same Unicode scalars (no canonical equivalence).
  public func isIdentical(to other: String) -> Bool {
    utf8.elementsEqual(other.utf8)
  }
}
