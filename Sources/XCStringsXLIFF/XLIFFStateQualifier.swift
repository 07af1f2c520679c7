import XCStringsModel

/// The `state-qualifier` of an XLIFF 1.2 `<target>`: how the translation was obtained.
///
/// An open set (``OpenSetValue``): translation platforms write values of their own.
public struct XLIFFStateQualifier: OpenSetValue {
  /// The value as written in the file.
  public var rawValue: String

  /// Wraps a raw value.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Machine translation (Xcode writes it for catalog state `machine_translated`).
  public static let leveragedMT: XLIFFStateQualifier = "leveraged-mt"
  /// Taken from a translation memory.
  public static let leveragedTM: XLIFFStateQualifier = "leveraged-tm"
  /// An exact match in a translation memory.
  public static let exactMatch: XLIFFStateQualifier = "exact-match"
  /// A fuzzy match in a translation memory.
  public static let fuzzyMatch: XLIFFStateQualifier = "fuzzy-match"
}
