import XCStringsBase
import XCStringsModel

/// A `<file>` of an XLIFF document: the units of one source file (a String Catalog, a legacy
/// `.strings` file, a storyboard) in one target language.
public struct XLIFFFile: Equatable, Sendable {
  /// `original`: the source file's path relative to the project (`App/Localizable.xcstrings`).
  public var original: String
  /// `source-language`.
  public var sourceLanguage: LanguageCode?
  /// `target-language`.
  public var targetLanguage: LanguageCode?
  /// `datatype` (`plaintext` for catalogs).
  public var datatype: String?
  /// The header's `<tool>`, if any.
  public var tool: XLIFFTool?
  /// The translation units, in file order (units inside `<group>` elements included).
  public var units: [XLIFFUnit]
  /// Where the `<file>` tag starts.
  public var location: SourceLocation?

  /// Creates a file.
  package init(
    original: String, sourceLanguage: LanguageCode? = nil, targetLanguage: LanguageCode? = nil,
    datatype: String? = "plaintext", tool: XLIFFTool? = nil, units: [XLIFFUnit] = [], location: SourceLocation? = nil
  ) {
    self.original = original
    self.sourceLanguage = sourceLanguage
    self.targetLanguage = targetLanguage
    self.datatype = datatype
    self.tool = tool
    self.units = units
    self.location = location
  }

  /// Whether the file stands for a String Catalog (its `original` ends in `.xcstrings`).
  package var isCatalog: Bool { original.lowercased().hasSuffix(".xcstrings") }
}
