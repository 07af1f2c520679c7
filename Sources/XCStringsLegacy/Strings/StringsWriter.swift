import XCStringsBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `.strings` files: one `"key" = "value";` per line, each comment above its entry.
///
/// Output is deterministic and escapes only what must be escaped: `"` and `\`, line feed as
/// `\n`, tab as `\t`, carriage return as `\r`, and other control characters (U+0000–U+001F,
/// U+007F) as `\U00XX`. Everything else, including non-ASCII text, is written as itself.
///
/// Comments are written as `/* comment */`. A comment that contains `*/` cannot be a block
/// comment; when it has no line break it is written as a `// comment` line instead, which reads
/// back identically. A comment with both `*/` and a line break has no exact form, so its `*/`
/// becomes `* /`. Comments are trimmed when read, so leading or trailing whitespace is not kept.
public enum StringsWriter {
  /// The bytes of a `.strings` file holding `entries` in order.
  ///
  /// `encoding` may be ``TextEncoding/utf8`` (the default, no byte order mark),
  /// ``TextEncoding/utf8WithBOM``, or UTF-16 (``TextEncoding/utf16LittleEndian`` and
  /// ``TextEncoding/utf16BigEndian`` with a byte order mark, or their `WithoutBOM` forms).
  /// Any other encoding is written as UTF-8. UTF-8 output gets a byte order mark anyway when a
  /// comment holds U+0000, which would otherwise make the file look like BOM-less UTF-16.
  public static func data(for entries: [StringsTable.Entry], encoding: TextEncoding = .utf8) -> [UInt8] {
    var out = ByteWriter(capacity: entries.count * 64 + 16)
    for (position, entry) in entries.enumerated() {
      appendEntry(key: entry.key, value: entry.value, comment: entry.comment, first: position == 0, to: &out)
    }
    return encoded(out.buffer, as: encoding)
  }

  /// Appends one entry (its comment, if any, above it) as UTF-8; `first` says whether it
  /// starts the file (later commented entries get a blank line before them).
  static func appendEntry(key: String, value: String, comment: String?, first: Bool, to out: inout ByteWriter) {
    if comment != nil, !first { out.append(0x0A) }
    appendHead(key: key, comment: comment, to: &out)
    appendValue(value, to: &out)
  }

  /// Appends what comes before an entry's value: its comment, the quoted key and ` = "`.
  package static func appendHead(key: String, comment: String?, to out: inout ByteWriter) {
    if let comment { writeComment(comment, to: &out) }
    out.append(StringsByte.quote)
    writeEscaped(key, to: &out)
    out.append("\" = \"")
  }

  /// Appends an entry's value and what closes the entry.
  package static func appendValue(_ value: String, to out: inout ByteWriter) {
    writeEscaped(value, to: &out)
    out.append("\";\n")
  }

  /// The file's bytes in `encoding`, from the UTF-8 that ``appendEntry(key:value:comment:first:to:)`` wrote.
  package static func encoded(_ utf8: [UInt8], as encoding: TextEncoding) -> [UInt8] {
    switch encoding {
    case .utf16LittleEndian: return utf16(utf8, bigEndian: false, byteOrderMark: true)
    case .utf16BigEndian: return utf16(utf8, bigEndian: true, byteOrderMark: true)
    case .utf16LittleEndianWithoutBOM: return utf16(utf8, bigEndian: false, byteOrderMark: false)
    case .utf16BigEndianWithoutBOM: return utf16(utf8, bigEndian: true, byteOrderMark: false)
    case .utf8WithBOM: return [0xEF, 0xBB, 0xBF] + utf8
    default:
      // Keys and values escape U+0000, so a NUL byte comes from a comment. Enough of them in a
      // pattern look like BOM-less UTF-16 to a reader, so such a file gets a byte order mark.
      // (memchr: `contains` looked at the bytes of a large export one at a time.)
      let hasNUL = utf8.withUnsafeBufferPointer { $0.isEmpty ? false : memchr($0.baseAddress!, 0, $0.count) != nil }
      return hasNUL ? [0xEF, 0xBB, 0xBF] + utf8 : utf8
    }
  }

  private static func writeComment(_ comment: String, to out: inout ByteWriter) {
    let hasBlockEnd = comment.utf8.contains(StringsByte.asterisk) && comment.contains("*/")
    guard hasBlockEnd else {
      out.append(comment.isEmpty ? "/*" : "/* ")
      out.append(contentsOf: comment.utf8)
      out.append(" */\n")
      return
    }
    let hasLineBreak = comment.unicodeScalars.contains {
      $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}"
    }
    if !hasLineBreak {
      out.append("// ")
      out.append(contentsOf: comment.utf8)
      out.append(0x0A)
    } else {
      out.append("/* ")
      out.append(contentsOf: comment.replacingEvery("*/", with: "* /").utf8)
      out.append(" */\n")
    }
  }

  /// Appends a string's UTF-8, escaping by copying unescaped runs between escapes.
  private static func writeEscaped(_ string: String, to out: inout ByteWriter) {
    var string = string
    string.withUTF8 { bytes in
      var mark = 0
      var index = 0
      while index < bytes.count {
        // Eight bytes at a time while none needs an escape (most text has none).
        while index + 8 <= bytes.count {
          let word = ByteWord(loadingFrom: bytes.baseAddress! + index)
          if word.below(0x20) | word.equal(to: 0x7F) | word.equal(to: StringsByte.quote)
            | word.equal(to: StringsByte.backslash) != 0
          {
            break
          }
          index += 8
        }
        guard index < bytes.count else { break }
        let byte = bytes[index]
        index += 1
        guard byte < 0x20 || byte == 0x7F || byte == StringsByte.quote || byte == StringsByte.backslash
        else { continue }
        let escapeIndex = index - 1
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[mark..<escapeIndex]))
        mark = index
        switch byte {
        case StringsByte.quote: out.append("\\\"")
        case StringsByte.backslash: out.append("\\\\")
        case 0x0A: out.append("\\n")
        case 0x09: out.append("\\t")
        case 0x0D: out.append("\\r")
        default:
          out.append("\\U00")
          out.append(hexDigit(byte >> 4))
          out.append(hexDigit(byte & 0x0F))
        }
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[mark...]))
    }
  }

  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? 0x30 + nibble : 0x41 + nibble - 10
  }

  /// Re-encodes UTF-8 output (well-formed: it was written from strings) as UTF-16.
  ///
  /// Decoded here rather than through `String.utf16`, whose per-unit iteration and appends
  /// cost a third of writing the UTF-16 files of a 40-language export.
  static func utf16(_ utf8: [UInt8], bigEndian: Bool, byteOrderMark: Bool) -> [UInt8] {
    // A UTF-8 byte gives at most one UTF-16 unit (two bytes); a BOM adds two.
    [UInt8](unsafeUninitializedCapacity: utf8.count * 2 + 2) { out, written in
      written = 0
      @inline(__always) func append(_ unit: UInt32) {
        let high = UInt8(truncatingIfNeeded: unit >> 8)
        let low = UInt8(truncatingIfNeeded: unit)
        out[written] = bigEndian ? high : low
        out[written + 1] = bigEndian ? low : high
        written += 2
      }
      if byteOrderMark { append(0xFEFF) }
      utf8.withUnsafeBufferPointer { bytes in
        var index = 0
        while index < bytes.count {
          let lead = UInt32(bytes[index])
          if lead < 0x80 {
            append(lead)
            index += 1
          } else if lead < 0xE0, index + 1 < bytes.count {
            append((lead & 0x1F) << 6 | UInt32(bytes[index + 1]) & 0x3F)
            index += 2
          } else if lead < 0xF0, index + 2 < bytes.count {
            append((lead & 0x0F) << 12 | (UInt32(bytes[index + 1]) & 0x3F) << 6 | UInt32(bytes[index + 2]) & 0x3F)
            index += 3
          } else if index + 3 < bytes.count {
            let scalar =
              (lead & 0x07) << 18 | (UInt32(bytes[index + 1]) & 0x3F) << 12
              | (UInt32(bytes[index + 2]) & 0x3F) << 6 | UInt32(bytes[index + 3]) & 0x3F
            append(0xD800 | (scalar - 0x10000) >> 10)
            append(0xDC00 | (scalar - 0x10000) & 0x3FF)
            index += 4
          } else {
            // Not reached for well-formed input; a truncated sequence becomes U+FFFD.
            append(0xFFFD)
            index = bytes.count
          }
        }
      }
    }
  }
}

extension String {
  /// The string with every occurrence of `target` replaced, compared by scalars.
  package func replacingEvery(_ target: String, with replacement: String) -> String {
    var result = ""
    var rest = Substring(self)
    while let range = rest.range(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
