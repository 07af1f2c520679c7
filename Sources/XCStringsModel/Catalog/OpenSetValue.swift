import XCStringsBase

/// A string-backed value from a set that Xcode may extend (language codes, states, plural
/// categories, device names).
///
/// Conforming types declare `rawValue`, `init(rawValue:)` and their known constants; this
/// protocol supplies literal syntax, printing, and equality and hashing by exact Unicode
/// scalars (as Xcode compares), so a value added in a later Xcode survives unchanged.
public protocol OpenSetValue: RawRepresentable, Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
where RawValue == String {
  /// Wraps a raw value.
  init(rawValue: String)
}

extension OpenSetValue {
  /// Wraps a string literal.
  @inlinable
  public init(stringLiteral value: String) { self.init(rawValue: value) }

  /// The raw value.
  @inlinable
  public var description: String { rawValue }

  /// Compares by exact Unicode scalars, as Xcode does.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue.isIdentical(to: rhs.rawValue) }

  /// Hashes the exact scalars.
  public func hash(into hasher: inout Hasher) { hasher.combine(ExactKey(rawValue)) }
}
