/// A device identifier used as a key of `variations.device`.
///
/// An open set (``OpenSetValue``): values that Xcode adds in later versions are kept as they are.
public struct DeviceClass: OpenSetValue {
  /// The value as written in the file.
  public var rawValue: String

  /// Wraps a raw value.
  @inlinable
  public init(rawValue: String) { self.rawValue = rawValue }

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
  package static let allKnown: [DeviceClass] = [
    .appletv, .applevision, .applewatch, .ipad, .iphone, .ipod, .mac, .other,
  ]
}
