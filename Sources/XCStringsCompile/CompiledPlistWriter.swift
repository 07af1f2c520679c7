import XCStringsBase

/// Writes a ``CompiledPlist`` as an XML property list in CoreFoundation's bytes, the bytes
/// Apple's `xcstringstool compile` writes.
///
/// The layout: the XML declaration, the DOCTYPE and `<plist version="1.0">`, one TAB per
/// nesting level, every dictionary's keys in UTF-16 code-unit order (CoreFoundation sorts by
/// `CFStringCompare` without options, which compares UTF-16 code units; astral characters sort
/// by their surrogates, so after U+E000–U+FFFF), only `&`, `<` and `>` escaped, every other
/// character (a newline, a quote) written raw, `<string></string>` for an empty string,
/// `<dict/>` for an empty dictionary, and a newline after `</plist>`.
package enum CompiledPlistWriter {
  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

  /// The file's bytes (UTF-8).
  package static func data(for value: CompiledPlist) -> [UInt8] {
    var out = ByteWriter()
    out.append(contentsOf: header.utf8)
    write(value, level: 0, to: &out)
    out.append("</plist>\n")
    return out.buffer
  }

  /// Whether `a` sorts before `b` in CoreFoundation's order: UTF-16 code units.
  package static func precedes(_ a: String, _ b: String) -> Bool {
    a.utf16.lexicographicallyPrecedes(b.utf16)
  }

  private static func write(_ value: CompiledPlist, level: Int, to out: inout ByteWriter) {
    switch value {
    case .string(let text):
      indent(level, &out)
      out.append("<string>")
      escaped(text, to: &out)
      out.append("</string>\n")
    case .dictionary(let pairs):
      indent(level, &out)
      if pairs.isEmpty {
        out.append("<dict/>\n")
        return
      }
      out.append("<dict>\n")
      for index in sortedIndices(pairs) {
        indent(level + 1, &out)
        out.append("<key>")
        escaped(pairs[index].key, to: &out)
        out.append("</key>\n")
        write(pairs[index].value, level: level + 1, to: &out)
      }
      indent(level, &out)
      out.append("</dict>\n")
    }
  }

  /// The positions of `pairs` in key order. UTF-8 byte order is code-point order, which is
  /// UTF-16 order unless a key holds a character from U+E000 up (lead byte 0xEE or more):
  /// only then are the keys compared as UTF-16.
  static func sortedIndices(_ pairs: [(key: String, value: CompiledPlist)]) -> [Int] {
    var indices = Array(pairs.indices)
    let needsUTF16 = pairs.contains { $0.key.utf8.contains { $0 >= 0xEE } }
    if needsUTF16 {
      indices.sort { precedes(pairs[$0].key, pairs[$1].key) }
    } else {
      indices.sort { pairs[$0].key.utf8.lexicographicallyPrecedes(pairs[$1].key.utf8) }
    }
    return indices
  }

  private static func indent(_ level: Int, _ out: inout ByteWriter) {
    for _ in 0..<level { out.append(0x09) }
  }

  private static func escaped(_ text: String, to out: inout ByteWriter) {
    var text = text
    text.withUTF8 { bytes in
      // Runs without `&`, `<` or `>` are copied whole.
      var start = 0
      for index in 0..<bytes.count {
        let byte = bytes[index]
        guard byte == 0x26 || byte == 0x3C || byte == 0x3E else { continue }
        if start < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index])) }
        switch byte {
        case 0x26: out.append("&amp;")
        case 0x3C: out.append("&lt;")
        default: out.append("&gt;")
        }
        start = index + 1
      }
      if start < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count])) }
    }
  }
}
