/// An XML property list read into a ``PlistNode`` tree, with the line table to place its
/// offsets: the text is decoded by ``PlistTextDecoding`` (UTF-8 or UTF-16) and scanned by
/// ``XMLPlistScanner``.
///
/// Every XML property list the package reads goes through here: `.stringsdict` files,
/// property-list `.strings` files and `Info.plist`.
struct XMLPlistDocument {
  /// The root value; `nil` for an empty `<plist/>`.
  var root: PlistNode?
  /// The offset of the root element (the `<plist>` tag when there is one), where errors about
  /// the root as a whole are reported.
  var rootOffset: Int
  /// Lines and columns of the decoded text, which the offsets refer to.
  var lines: LineTable

  /// Decodes and scans the bytes of an XML property list.
  ///
  /// - Throws: A ``Diagnostic`` error in `path` at the line and column of the first invalid
  ///   sequence or malformed markup, with the scanner's message.
  init(_ bytes: [UInt8], path: String) throws(Diagnostic) {
    let text: [UInt8]
    do {
      text = try PlistTextDecoding.utf8(bytes)
    } catch {
      throw Diagnostic.error(error.message, at: LineTable(utf8: error.text).location(ofOffset: error.offset, path: path))
    }
    let scanned: Result<(root: PlistNode?, plistOffset: Int), XMLPlistScanner.Failure> =
      text.withUnsafeBufferPointer { buffer in
        var scanner = XMLPlistScanner(bytes: buffer)
        do throws(XMLPlistScanner.Failure) {
          return .success(try scanner.document())
        } catch {
          return .failure(error)
        }
      }
    lines = LineTable(utf8: text)
    switch scanned {
    case .failure(let failure):
      throw Diagnostic.error(failure.message, at: lines.location(ofOffset: failure.offset, path: path))
    case .success(let document):
      root = document.root
      rootOffset = document.plistOffset
    }
  }
}
