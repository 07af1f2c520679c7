import XCStringsBase

/// An XML property list read into a ``PlistNode`` tree, with the line table to place its
/// offsets: the text is decoded by ``PlistTextDecoding`` (UTF-8 or UTF-16) and scanned by
/// ``XMLPlistScanner``.
///
/// Every XML property list the package reads goes through here: `.stringsdict` files,
/// property-list `.strings` files and `Info.plist`.
package struct XMLPlistDocument {
  /// The root value; `nil` for an empty `<plist/>`.
  package var root: PlistNode?
  /// The offset of the root element (the `<plist>` tag when there is one), where errors about
  /// the root as a whole are reported.
  package var rootOffset: Int
  /// Lines and columns of the decoded text, which the offsets refer to.
  package var lines: LineTable

  /// Decodes and scans the bytes of an XML property list.
  ///
  /// - Throws: A ``Diagnostic`` error in `path` at the line and column of the first invalid
  ///   sequence or malformed markup, with the scanner's message.
  package init(_ bytes: [UInt8], path: String) throws(Diagnostic) {
    let text = try PlistTextDecoding.utf8(bytes, path: path)
    let scanned: Result<(root: PlistNode?, plistOffset: Int), ParseFailure> =
      text.withUnsafeBufferPointer { buffer in
        var scanner = XMLPlistScanner(bytes: buffer)
        do throws(ParseFailure) {
          return .success(try scanner.document())
        } catch {
          return .failure(error)
        }
      }
    lines = LineTable(utf8: text)
    switch scanned {
    case .failure(let failure):
      throw failure.diagnostic(in: text, path: path)
    case .success(let document):
      root = document.root
      rootOffset = document.plistOffset
    }
  }
}
