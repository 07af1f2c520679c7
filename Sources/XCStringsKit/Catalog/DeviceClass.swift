/// A device identifier used as a key of `variations.device`.
///
/// An open set: values that Xcode adds in later versions are kept as they are.
public struct DeviceClass: RawRepresentable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
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

  /// Apple TV.
  public static let appletv: DeviceClass = "appletv"
  /// Apple Vision Pro.
  public static let applevision: DeviceClass = "applevision"
  /// Apple Watch.
  public static let applewatch: DeviceClass = "applewatch"
  /// iPad.
  public static let ipad: DeviceClass = "ipad"
  /// iPhone.
  public static let iphone: DeviceClass = "iphone"
  /// iPod touch.
  public static let ipod: DeviceClass = "ipod"
  /// Mac.
  public static let mac: DeviceClass = "mac"
  /// Any other device.
  public static let other: DeviceClass = "other"

  /// The identifiers Xcode knows, in the order it writes them.
  public static let allKnown: [DeviceClass] = [
    .appletv, .applevision, .applewatch, .ipad, .iphone, .ipod, .mac, .other,
  ]
}
