#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A string compared by its exact Unicode scalars, as `NSString` and Xcode compare keys.
///
/// Swift's `String ==` treats canonically equivalent strings (`"é"` and `"e\u{301}"`) as equal,
/// which would silently merge two distinct localization keys. `ExactKey` compares and hashes the
/// UTF-8 bytes instead, which is the same as comparing scalars.
@usableFromInline package struct ExactKey: Hashable, Sendable, CustomStringConvertible {
  /// The wrapped string.
  @usableFromInline package let string: String

  /// Wraps a string.
  @inlinable
  package init(_ string: String) { self.string = string }

  /// Whether the two strings consist of the same Unicode scalars.
  @inlinable
  package static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
    lhs.string.isIdentical(to: rhs.string)
  }

  /// Hashes the UTF-8 bytes, condensed to one word by ``ByteHash`` (SipHash over the whole key
  /// was most of the cost of indexing the keys of a large table).
  @usableFromInline package func hash(into hasher: inout Hasher) {
    hasher.combine(ByteHash.hash(string))
  }

  /// The wrapped string.
  @inlinable
  package var description: String { string }
}

extension String {
  /// Whether two strings consist of exactly the same Unicode scalars (no canonical equivalence).
  // Always inlined: a call from another module would retain both strings around it.
  @inline(__always)
  @inlinable
  package func isIdentical(to other: String) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    // Contiguous UTF-8 (every native string) compares with memcmp.
    let fast: Bool?? = utf8.withContiguousStorageIfAvailable { lhs in
      other.utf8.withContiguousStorageIfAvailable { rhs in
        lhs.count == 0 || memcmp(lhs.baseAddress!, rhs.baseAddress!, lhs.count) == 0
      }
    }
    if let fast, let result = fast { return result }
    return utf8.elementsEqual(other.utf8)
  }

  /// Whether two optional strings are both absent, or both present with exactly the same
  /// Unicode scalars.
  @inlinable
  package static func isIdentical(_ lhs: String?, _ rhs: String?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case (let left?, let right?): left.isIdentical(to: right)
    default: false
    }
  }
}
