import XCStringsBase
import XCStringsLegacy

/// Reading string tokens of a project file and writing values the way Xcode writes them.
package enum ProjectText {
  /// The text of a string node: the word, the bytes between the quotes, or the decoded escapes.
  package static func string(of node: ProjectSyntax.Node, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    let start = Int(node.start)
    let end = Int(node.end)
    switch node.kind {
    case .word:
      return String(checkedUTF8: UnsafeBufferPointer(rebasing: bytes[start..<end]))
    case .quoted:
      return String(checkedUTF8: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<(end - 1)]))
    case .escaped:
      var decoder = StringsScanner(bytes: bytes)
      decoder.offset = start
      // The parser decoded this string once already, so it cannot fail here.
      return (try? decoder.readString()) ?? ""
    case .dictionary, .array, .data:
      return ""
    }
  }

  /// The bytes of a string node's text when it needs no decoding (a word or a quoted string
  /// without escapes); `nil` for an escaped string or a container.
  package static func plainRange(of node: ProjectSyntax.Node) -> Range<Int>? {
    switch node.kind {
    case .word: Int(node.start)..<Int(node.end)
    case .quoted: Int(node.start + 1)..<Int(node.end - 1)
    default: nil
    }
  }

  /// Whether a string node's text is exactly `literal`, compared without building a string.
  package static func equals(_ node: ProjectSyntax.Node, _ literal: String, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let range = plainRange(of: node) else {
      return node.kind == .escaped && string(of: node, in: bytes) == literal
    }
    var literal = literal
    return literal.withUTF8 { utf8 in
      guard utf8.count == range.count else { return false }
      var index = range.lowerBound
      for byte in utf8 {
        if bytes[index] != byte { return false }
        index += 1
      }
      return true
    }
  }

  /// Whether Xcode writes a value without quotes: non-empty and only `[A-Za-z0-9_$./]`.
  package static func isBare(_ value: String) -> Bool {
    !value.isEmpty
      && value.utf8.allSatisfy { byte in
        switch byte {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x5F, 0x24, 0x2E, 0x2F: true
        default: false
        }
      }
  }

  /// A value as Xcode writes it: bare when ``isBare(_:)``, else quoted with `\"`, `\\`, `\n`
  /// and `\t` escaped. Other characters are written as themselves, in UTF-8.
  package static func literal(_ value: String) -> String {
    if isBare(value) { return value }
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// Text for a `/* comment */`: a `*/` inside would end the comment early, so it is broken up.
  package static func comment(_ text: String) -> String {
    text.contains("*/") ? text.replacingEvery("*/", with: "* /") : text
  }

  /// The text of the first `/* … */` comment in `range`, without its markers and the spaces
  /// around it.
  package static func firstComment(in range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var index = range.lowerBound
    while index + 1 < range.upperBound {
      if bytes[index] == StringsByte.slash, bytes[index + 1] == StringsByte.asterisk {
        var end = index + 2
        while end + 1 < range.upperBound, !(bytes[end] == StringsByte.asterisk && bytes[end + 1] == StringsByte.slash) {
          end += 1
        }
        guard end + 1 < range.upperBound else { return nil }
        var lower = index + 2
        var upper = end
        while lower < upper, bytes[lower] == 0x20 { lower += 1 }
        while upper > lower, bytes[upper - 1] == 0x20 { upper -= 1 }
        return String(checkedUTF8: UnsafeBufferPointer(rebasing: bytes[lower..<upper]))
      }
      index += 1
    }
    return nil
  }
}
