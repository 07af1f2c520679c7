@_spi(Internals) import XCStringsBase

/// Writes a ``CompiledPlist`` as an XML property list in CoreFoundation's bytes, the bytes
/// Apple's `xcstringstool compile` writes.
///
/// The layout: the XML declaration, the DOCTYPE and `<plist version="1.0">`, one TAB per
/// nesting level, every dictionary's keys in UTF-16 code-unit order (CoreFoundation sorts by
/// `CFStringCompare` without options, which compares UTF-16 code units; astral characters sort
/// by their surrogates, so after U+E000–U+FFFF), only `&`, `<` and `>` escaped, every other
/// character (a newline, a quote) written raw, `<string></string>` for an empty string,
/// `<dict/>` for an empty dictionary, and a newline after `</plist>`.
public enum CompiledPlistWriter {
  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

  /// The file's bytes (UTF-8).
  public static func data(for value: CompiledPlist) -> [UInt8] {
    var out = ByteWriter()
    out.append(contentsOf: header.utf8)
    write(value, level: 0, to: &out)
    out.append("</plist>\n")
    return out.buffer
  }

  /// Whether `a` sorts before `b` in CoreFoundation's order: UTF-16 code units.
  public static func precedes(_ a: String, _ b: String) -> Bool {
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
      for (key, child) in pairs.sorted(by: { precedes($0.key, $1.key) }) {
        indent(level + 1, &out)
        out.append("<key>")
        escaped(key, to: &out)
        out.append("</key>\n")
        write(child, level: level + 1, to: &out)
      }
      indent(level, &out)
      out.append("</dict>\n")
    }
  }

  private static func indent(_ level: Int, _ out: inout ByteWriter) {
    for _ in 0..<level { out.append(0x09) }
  }

  private static func escaped(_ text: String, to out: inout ByteWriter) {
    for byte in text.utf8 {
      switch byte {
      case 0x26: out.append("&amp;")
      case 0x3C: out.append("&lt;")
      case 0x3E: out.append("&gt;")
      default: out.append(byte)
      }
    }
  }
}
