/// How Xcode manages an entry: absent (automatic), `manual`, `stale`, `extracted_with_value` or `migrated`.
///
/// An open set: values that Xcode adds in later versions are kept as they are.
public struct ExtractionState: RawRepresentable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The value as written in the file.
  public var rawValue: String

  /// Wraps a raw value.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Wraps a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The raw value.
  public var description: String { rawValue }

  /// Compares by exact Unicode scalars, as Xcode does.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue.isIdentical(to: rhs.rawValue) }

  /// Hashes the exact scalars.
  public func hash(into hasher: inout Hasher) { hasher.combine(ExactKey(rawValue)) }

  /// Added by hand; never marked stale.
  public static let manual: ExtractionState = "manual"
  /// Automatic, but the last build no longer found the key.
  public static let stale: ExtractionState = "stale"
  /// The source text comes from a source artifact (XIB, Info.plist, `defaultValue:`).
  public static let extractedWithValue: ExtractionState = "extracted_with_value"
  /// Written by "Migrate to String Catalog".
  public static let migrated: ExtractionState = "migrated"
}
