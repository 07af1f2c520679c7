import XCStringsBase

extension StringsdictTable {
  /// Reads a `.stringsdict` file.
  ///
  /// - Throws: A ``Diagnostic`` naming the path when the file cannot be read or parsed.
  public init(contentsOf path: String) throws(Diagnostic) {
    try self.init(parsing: try FileIO.read(path), path: path)
  }

  /// Parses the bytes of a `.stringsdict` file: an XML property list in UTF-8 or UTF-16 (with
  /// or without a byte order mark), or a binary property list.
  ///
  /// Problems that leave the file usable are returned in ``diagnostics`` as warnings.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - path: The path to name in diagnostics.
  /// - Throws: A ``Diagnostic`` error with line and column for malformed XML, invalid text, a
  ///   root that is not a dictionary, or nesting deeper than 512 levels.
  public init(parsing bytes: [UInt8], path: String) throws(Diagnostic) {
    if BinaryPlistReader.isBinary(bytes) {
      let root: PlistNode
      do {
        root = try BinaryPlistReader.root(bytes)
      } catch {
        throw Diagnostic.error("invalid binary property list: \(error.message)", at: .file(path))
      }
      var builder = StringsdictModelBuilder(path: path, lines: nil)
      self = try builder.table(root: root, rootOffset: nil)
      return
    }
    let document = try XMLPlistDocument(bytes, path: path)
    var builder = StringsdictModelBuilder(path: path, lines: document.lines)
    self = try builder.table(root: document.root, rootOffset: document.rootOffset)
  }
}
