/// A language identifier as used in `.lproj` names and catalog `localizations`, such as `en` or `zh-Hans`.
///
/// An open set: values that Xcode adds in later versions are kept as they are.
public struct LanguageCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
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

  /// English.
  public static let english: LanguageCode = "en"
}
