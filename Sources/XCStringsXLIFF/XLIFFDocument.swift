import XCStringsBase

/// An XLIFF 1.2 document read from bytes: its `<file>` elements with their units.
///
/// Reads what Xcode writes (`xcodebuild -exportLocalizations`) and what translation platforms
/// send back: single-quoted declarations, prefixed namespaces (`ns0:trans-unit`), units
/// without `<note>`, `xml:space` or `<source>`, `state-qualifier` without `state`, units inside
/// `<group>` elements, and `<file>`s of any kind (legacy `.strings`, storyboards) beside
/// String Catalogs. Inline markup in texts is flattened; elements XLIFF allows but a catalog
/// has no use for (`<alt-trans>`, `<context-group>`, `<seg-source>`) are skipped.
public struct XLIFFDocument: Equatable, Sendable {
  /// The file's path as given, used in locations.
  public var path: String
  /// The root's `version` attribute.
  public var version: String?
  /// The `<file>` elements, in order.
  public var files: [XLIFFFile]
  /// Warnings about parts that were skipped (a unit without an id).
  public var diagnostics: [Diagnostic]

  /// Creates a document.
  package init(path: String, version: String? = "1.2", files: [XLIFFFile] = [], diagnostics: [Diagnostic] = []) {
    self.path = path
    self.version = version
    self.files = files
    self.diagnostics = diagnostics
  }

  /// Reads an XLIFF document (UTF-8, or UTF-16 with a byte order mark).
  ///
  /// - Throws: A ``Diagnostic`` error at the line and column of the first malformed markup,
  ///   invalid UTF-8, entity declaration, or of the missing end when the file is cut short.
  public init(parsing bytes: [UInt8], path: String) throws(Diagnostic) {
    try self.init(parsing: bytes, path: path, keepingSourcesAndNotes: true)
  }

  /// Reads the XLIFF document at `path`, as ``init(parsing:path:)`` reads its bytes.
  public init(contentsOf path: String) throws(Diagnostic) {
    try self.init(parsing: try FileIO.read(path), path: path)
  }

  /// Reads what an import needs: the document as ``init(parsing:path:)`` reads it, with the
  /// same errors, but without the texts of `<source>` and `<note>` elements (`source` is
  /// `nil` and `notes` empty in every unit), which import never looks at.
  package init(parsingForImport bytes: [UInt8], path: String) throws(Diagnostic) {
    try self.init(parsing: bytes, path: path, keepingSourcesAndNotes: false)
  }

  private init(parsing bytes: [UInt8], path: String, keepingSourcesAndNotes: Bool) throws(Diagnostic) {
    let text = try PlistTextDecoding.utf8(bytes, path: path)
    let result = text.withUnsafeBufferPointer { buffer in
      var reader = XLIFFReader(buffer: buffer, path: path, keepsSourcesAndNotes: keepingSourcesAndNotes)
      return Result { () throws(ParseFailure) in try reader.document() }
    }
    switch result {
    case .success(let document): self = document
    case .failure(let failure):
      throw failure.diagnostic(in: text, path: path)
    }
  }
}
