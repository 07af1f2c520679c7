import XCStringsBase
import XCStringsModel

/// A `\u` escape in a `.strings` file (`"Next \u203A"`): Apple's parser knows only `\U`, reads
/// `\u` as the letter `u`, and the app shows "Next u203A".
package struct LowercaseEscape: Equatable, Sendable {
  /// The key whose value holds it.
  package var key: String
  /// The language of the file.
  package var language: LanguageCode?
  /// Where its backslash is.
  package var location: SourceLocation
  /// The escape as written, with up to four hex digits (`\u203A`).
  package var text: String

  /// Creates an escape.
  package init(key: String, language: LanguageCode?, location: SourceLocation, text: String) {
    self.key = key
    self.language = language
    self.location = location
    self.text = text
  }

  /// The `\u` escapes inside the quoted strings of a `.strings` file's text (decoded to UTF-8),
  /// each given to the key of the last entry that starts at or before it (`entries`, in file
  /// order, with their 1-based lines and columns). Comments and `\\u` are not escapes.
  static func find(
    inUTF8 bytes: [UInt8], path: String, language: LanguageCode?, entries: [(key: String, line: Int, column: Int)]
  ) -> [LowercaseEscape] {
    // Most files have none: one pass for `\u` before the scan that knows strings and comments.
    guard bytes.indices.dropLast().contains(where: { bytes[$0] == 0x5C && bytes[$0 + 1] == 0x75 }) else { return [] }
    var found: [LowercaseEscape] = []
    var line = 1
    var column = 1
    var index = 0
    var inString = false
    var entry = 0
    func advance(_ count: Int) {
      for _ in 0..<count where index < bytes.count {
        if bytes[index] == 0x0A {
          line += 1
          column = 1
        } else if bytes[index] & 0xC0 != 0x80 {
          column += 1
        }
        index += 1
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      if inString {
        if byte == 0x22 {
          inString = false
        } else if byte == 0x5C {
          if next == 0x75 {
            var end = index + 2
            while end < bytes.count, end < index + 6, Self.isHexDigit(bytes[end]) { end += 1 }
            if end > index + 2 {
              while entry + 1 < entries.count
                && (entries[entry + 1].line, entries[entry + 1].column) <= (line, column)
              {
                entry += 1
              }
              if !entries.isEmpty {
                found.append(
                  LowercaseEscape(
                    key: entries[entry].key, language: language,
                    location: SourceLocation(path: path, line: line, column: column),
                    text: String(decoding: bytes[index..<end], as: UTF8.self)))
              }
            }
          }
          advance(2)
          continue
        }
      } else if byte == 0x22 {
        inString = true
      } else if byte == 0x2F, next == 0x2F {
        while index < bytes.count, bytes[index] != 0x0A { advance(1) }
        continue
      } else if byte == 0x2F, next == 0x2A {
        advance(2)
        while index < bytes.count, !(bytes[index] == 0x2A && index + 1 < bytes.count && bytes[index + 1] == 0x2F) { advance(1) }
        advance(2)
        continue
      }
      advance(1)
    }
    return found
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }
}
