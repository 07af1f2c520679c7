/// How a file's bytes were decoded, or how a writer should encode text.
///
/// An open set: readers of other formats may add their own constants. The raw value is a short
/// stable name suitable for logs and reports.
public struct TextEncoding: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The stable name of the encoding.
  public var rawValue: String

  /// Creates an encoding from its stable name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// UTF-8 without a byte order mark.
  public static let utf8 = TextEncoding(rawValue: "utf-8")
  /// UTF-8 preceded by the bytes `EF BB BF`.
  public static let utf8WithBOM = TextEncoding(rawValue: "utf-8-bom")
  /// UTF-16 little-endian preceded by the bytes `FF FE`.
  public static let utf16LittleEndian = TextEncoding(rawValue: "utf-16le")
  /// UTF-16 big-endian preceded by the bytes `FE FF`.
  public static let utf16BigEndian = TextEncoding(rawValue: "utf-16be")
  /// UTF-16 little-endian with no byte order mark, recognised by its NUL byte pattern.
  public static let utf16LittleEndianWithoutBOM = TextEncoding(rawValue: "utf-16le-nobom")
  /// UTF-16 big-endian with no byte order mark, recognised by its NUL byte pattern.
  public static let utf16BigEndianWithoutBOM = TextEncoding(rawValue: "utf-16be-nobom")
  /// Mac OS Roman, the fallback for bytes that are neither UTF-8 nor UTF-16.
  public static let macOSRoman = TextEncoding(rawValue: "macintosh")
  /// ISO 8859-1 (Latin-1), read only when stated (`import --encoding latin1`).
  public static let isoLatin1 = TextEncoding(rawValue: "iso-8859-1")
  /// Windows-1252, read only when stated (`import --encoding windows-1252`).
  public static let windows1252 = TextEncoding(rawValue: "windows-1252")
  /// The file was an XML property list rather than text in the `.strings` syntax.
  public static let xmlPropertyList = TextEncoding(rawValue: "xml-plist")
  /// The file was a binary property list (`bplist00`).
  public static let binaryPropertyList = TextEncoding(rawValue: "binary-plist")

  /// The stable name.
  public var description: String { rawValue }
}
