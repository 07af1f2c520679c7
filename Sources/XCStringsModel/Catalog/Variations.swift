import XCStringsBase

/// Plural and device variations of a string.
///
/// Keys are kept as found (open sets), so a category or device Xcode adds later survives;
/// use ``PluralCategory`` and ``DeviceClass`` constants to look them up.
public struct Variations: Equatable, Sendable {
  /// Plural forms by category (`one`, `other`, …).
  public var plural: KeyedList<Variation>?
  /// Forms by device (`iphone`, `mac`, …); a device form may itself hold plural variations.
  public var device: KeyedList<Variation>?
  /// Fields this package does not know, kept for writing back.
  public var unknownFields: KeyedList<JSONValue>

  /// Creates variations.
  @inlinable
  public init(
    plural: KeyedList<Variation>? = nil,
    device: KeyedList<Variation>? = nil,
    unknownFields: KeyedList<JSONValue> = KeyedList()
  ) {
    self.plural = plural
    self.device = device
    self.unknownFields = unknownFields
  }

  /// The plural form for a category.
  @inlinable
  public subscript(category: PluralCategory) -> Variation? {
    plural?[category.rawValue]
  }

  /// The form for a device.
  @inlinable
  public subscript(device device: DeviceClass) -> Variation? {
    self.device?[device.rawValue]
  }
}
