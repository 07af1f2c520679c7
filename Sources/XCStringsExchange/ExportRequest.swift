import XCStringsBase
import XCStringsConversion

/// What an export to `.lproj` folders writes and where.
public struct ExportRequest: Sendable {
  /// The compiled property-list forms a `.strings` file can take instead of text.
  public enum PlistFormat: String, Sendable {
    /// An XML property list.
    case xml
    /// A binary property list.
    case binary
  }

  /// The catalogs to export, each to `<output>/<lang>.lproj/<Table>.strings` (and
  /// `.stringsdict`), where `Table` is the catalog's file name.
  public var catalogs: [String]
  /// The folder the `.lproj` folders are written into.
  public var output: String
  /// The encoding of text `.strings` files.
  public var encoding: TextEncoding = .utf8
  /// A property-list form to write `.strings` files in instead of text; `nil` for text.
  public var plist: PlistFormat?
  /// Which translations are exported, and the language that fills missing keys.
  public var options = ExportOptions()
  /// Whether an existing file with other content is replaced.
  public var force = false
  /// Where to write the loss ledger as JSON.
  public var report: String?

  /// A request to export `catalogs` into `output`, with the default options.
  public init(catalogs: [String], output: String) {
    self.catalogs = catalogs
    self.output = output
  }
}
