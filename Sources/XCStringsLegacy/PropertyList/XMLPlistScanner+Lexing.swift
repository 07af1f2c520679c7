import XCStringsBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lexical layer of ``XMLPlistScanner``: tags, character data, references and bytes.
extension XMLPlistScanner {
  // MARK: - Tags

  package struct Tag {
    package var name: String
    /// Whether the tag was written `<name/>`.
    package var isEmpty: Bool
  }

  /// Reads `<name attributes>` or `<name attributes/>` at the current `<`.
  package mutating func startTag() throws(ParseFailure) -> Tag {
    let start = offset
    guard offset < bytes.count, bytes[offset] == 0x3C else {
      throw ParseFailure(message: "expected '<', found \(describeByte())", offset: offset)
    }
    offset += 1
    let nameStart = offset
    while offset < bytes.count, XMLByte.isNameByte(bytes[offset]) { offset += 1 }
    guard offset > nameStart else {
      throw ParseFailure(message: "expected an element name after '<', found \(describeByte())", offset: offset)
    }
    // The document was checked as UTF-8 before scanning, and a name ends at an ASCII byte.
    let nameBytes = UnsafeBufferPointer(rebasing: bytes[nameStart..<offset])
    let name = Self.plistElementName(nameBytes) ?? String(checkedUTF8: nameBytes)
    var quote: UInt8?
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      if let open = quote {
        if byte == open { quote = nil }
        continue
      }
      switch byte {
      case 0x22, 0x27: quote = byte
      case 0x3C: throw ParseFailure(message: "unterminated tag <\(name)>", offset: start)
      case 0x3E: return Tag(name: name, isEmpty: bytes[offset - 2] == 0x2F)
      default: break
      }
    }
    throw ParseFailure(message: "unterminated tag <\(name)>", offset: start)
  }

  package func atEndTag() -> Bool { starts(with: "</") }

  /// Reads `</name>`, which must close the element `name`.
  package mutating func endTag(_ name: String) throws(ParseFailure) {
    let start = offset
    guard starts(with: "</") else {
      throw ParseFailure(message: "expected '</\(name)>', found \(describeToken())", offset: offset)
    }
    offset += 2
    let nameStart = offset
    while offset < bytes.count, XMLByte.isNameByte(bytes[offset]) { offset += 1 }
    let found = UnsafeBufferPointer(rebasing: bytes[nameStart..<offset])
    skipWhitespace()
    guard name.hasUTF8(found), offset < bytes.count, bytes[offset] == 0x3E else {
      throw ParseFailure(message: "expected '</\(name)>', found '</\(String(checkedUTF8: found))>'", offset: start)
    }
    offset += 1
  }

  // MARK: - Text

  /// Reads the character data of `tag` up to its end tag, resolving entity and character
  /// references and CDATA sections, and skipping comments.
  package mutating func text(_ tag: Tag) throws(ParseFailure) -> String {
    if tag.isEmpty { return "" }
    let contentStart = offset
    // Fast path: plain text straight up to the end tag becomes a String in one step. Text
    // is skipped eight bytes at a time while none of them is `<` or `&`.
    while offset + 8 <= bytes.count {
      let word = ByteWord(loadingFrom: bytes.baseAddress! + offset)
      if word.equal(to: 0x3C) | word.equal(to: 0x26) != 0 { break }
      offset += 8
    }
    while offset < bytes.count, bytes[offset] != 0x3C, bytes[offset] != 0x26 { offset += 1 }
    if atEndTag() {
      // Between two markup bytes of a document checked as UTF-8: well-formed.
      let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<offset])
      let text = Self.vocabularyWord(content) ?? String(checkedUTF8: content)
      try endTag(tag.name)
      return text
    }
    var scratch = Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<offset]))
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == 0x26 {
        try reference(into: &scratch)
      } else if byte != 0x3C {
        scratch.append(byte)
        offset += 1
      } else if atEndTag() {
        try endTag(tag.name)
        return scratch.withUnsafeBufferPointer { String(checkedUTF8: $0) }
      } else if starts(with: "<![CDATA[") {
        let start = offset
        offset += 9
        let cdataStart = offset
        while offset < bytes.count, !starts(with: "]]>") { offset += 1 }
        guard offset < bytes.count else { throw ParseFailure(message: "unterminated CDATA section", offset: start) }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cdataStart..<offset]))
        offset += 3
      } else if starts(with: "<!--") {
        _ = try commentText()
      } else {
        let start = offset
        let inner = try startTag()
        throw ParseFailure(message: "unexpected <\(inner.name)> inside <\(tag.name)>", offset: start)
      }
    }
    throw ParseFailure(message: "expected '</\(tag.name)>', found end of file", offset: offset)
  }

  /// The name of a property-list element as a literal, or `nil` for other names: nearly
  /// every tag is one of these, and a literal costs nothing to make.
  package static func plistElementName(_ name: UnsafeBufferPointer<UInt8>) -> String? {
    func named(_ literal: StaticString) -> Bool {
      name.count == literal.utf8CodeUnitCount && memcmp(name.baseAddress!, literal.utf8Start, name.count) == 0
    }
    switch name.first {
    case UInt8(ascii: "k"): return named("key") ? "key" : nil
    case UInt8(ascii: "s"): return named("string") ? "string" : nil
    case UInt8(ascii: "d"): return named("dict") ? "dict" : named("date") ? "date" : named("data") ? "data" : nil
    case UInt8(ascii: "a"): return named("array") ? "array" : nil
    case UInt8(ascii: "i"): return named("integer") ? "integer" : nil
    case UInt8(ascii: "r"): return named("real") ? "real" : nil
    case UInt8(ascii: "t"): return named("true") ? "true" : nil
    case UInt8(ascii: "f"): return named("false") ? "false" : nil
    case UInt8(ascii: "p"): return named("plist") ? "plist" : nil
    default: return nil
    }
  }

  /// The keys and rule types that every `.stringsdict` entry repeats, as the constants the
  /// model builder compares them with.
  private static let vocabulary = [
    StringsdictModelBuilder.formatKey, StringsdictModelBuilder.specTypeKey, StringsdictModelBuilder.valueTypeKey,
    FormatVariable.pluralRuleType, StringsdictModelBuilder.deviceRuleKey, StringsdictModelBuilder.widthRuleKey,
  ]

  /// The constant with the UTF-8 `text`, if it is one of ``vocabulary``.
  ///
  /// Each plural variable repeats two or three of these words, all too long to be stored
  /// inline in a `String`: handing out the constant saves an allocation, a release when the
  /// tree is freed, and makes the builder's comparisons find the same storage at once.
  @inline(__always)
  package static func vocabularyWord(_ text: UnsafeBufferPointer<UInt8>) -> String? {
    // All of them start with "NSString" and are 22 to 30 bytes long.
    guard text.count >= 22, text.count <= 30, text[0] == 0x4E, text[1] == 0x53 else { return nil }
    for word in vocabulary where word.hasUTF8(text) { return word }
    return nil
  }

  // MARK: - Bytes

  package func trimmedText(_ range: Range<Int>) -> String {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, XMLByte.isWhitespace(bytes[lower]) { lower += 1 }
    while upper > lower, XMLByte.isWhitespace(bytes[upper - 1]) { upper -= 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
  }

  package func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !Self.isWhitespace($0) }),
      let last = scalars.lastIndex(where: { !Self.isWhitespace($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// The element at the current `<` as `'<name>'`, or the byte when no name follows.
  package func describeToken() -> String {
    guard offset < bytes.count, bytes[offset] == 0x3C else { return describeByte() }
    var end = offset + 1
    while end < bytes.count, XMLByte.isNameByte(bytes[end]) { end += 1 }
    guard end > offset + 1 else { return describeByte() }
    return "'<\(String(decoding: UnsafeBufferPointer(rebasing: bytes[(offset + 1)..<end]), as: UTF8.self))>'"
  }

  package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x80 && XMLByte.isWhitespace(UInt8(scalar.value))
  }
}
