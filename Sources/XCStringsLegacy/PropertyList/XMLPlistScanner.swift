import XCStringsBase

/// A scanner for XML property lists over UTF-8 bytes, producing a ``PlistNode`` tree.
///
/// Hand-written rather than `PropertyListSerialization` because the converter needs what that
/// API throws away: the line of every key for diagnostics and the XML comments before each
/// entry. It accepts what Apple's parser accepts in practice: an XML declaration, a DOCTYPE,
/// comments and processing instructions around the root, `<plist>` with or without attributes
/// (or a bare value as root), the ten value elements with their empty forms, the five named
/// entities, character references and CDATA sections. Text inside `<key>` and `<string>` is
/// kept verbatim, newlines and surrounding spaces included, as Apple's parser keeps it.
/// Nesting is bounded by ``maximumDepth`` so hostile input cannot exhaust the stack.
package struct XMLPlistScanner: XMLLexing {
  /// Nesting of `<dict>` and `<array>` beyond this depth is rejected.
  package static let maximumDepth = 512

  // Internal rather than private so the lexical helpers in XMLPlistScanner+Lexing.swift can
  // share them; nothing outside the scanner touches them.
  package let bytes: UnsafeBufferPointer<UInt8>
  package var offset = 0
  private var depth = 0

  package init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// Reads the whole document and returns the root value (`nil` for an empty `<plist>`) and
  /// the offset of the root element, where errors about the root are reported.
  package mutating func document() throws(ParseFailure) -> (root: PlistNode?, plistOffset: Int) {
    try skipProlog()
    guard offset < bytes.count else { throw ParseFailure(message: "expected a property list, found end of file", offset: offset) }
    let start = offset
    let tag = try startTag()
    var root: PlistNode?
    if tag.name == "plist" {
      if !tag.isEmpty {
        _ = try skipMisc(in: "plist")
        if !atEndTag() { root = try value() }
        _ = try skipMisc(in: "plist")
        try endTag("plist")
      }
    } else {
      offset = start
      root = try value()
    }
    try skipTrailingMisc()
    return (root, start)
  }

  // MARK: - Prolog and misc

  private mutating func skipProlog() throws(ParseFailure) {
    while true {
      skipWhitespace()
      if starts(with: "<?") {
        try skipPast("?>", what: "processing instruction")
      } else if starts(with: "<!--") {
        _ = try commentText()
      } else if starts(with: "<!DOCTYPE") {
        try skipDoctype()
      } else if offset < bytes.count, bytes[offset] != 0x3C {
        throw ParseFailure(message: "expected '<', found \(describeByte())", offset: offset)
      } else {
        return
      }
    }
  }

  private mutating func skipTrailingMisc() throws(ParseFailure) {
    while true {
      skipWhitespace()
      guard offset < bytes.count else { return }
      if starts(with: "<!--") {
        _ = try commentText()
      } else if starts(with: "<?") {
        try skipPast("?>", what: "processing instruction")
      } else {
        throw ParseFailure(message: "unexpected content after the property list", offset: offset)
      }
    }
  }

  /// Skips `<!DOCTYPE …>`, including an internal subset in brackets and quoted literals.
  private mutating func skipDoctype() throws(ParseFailure) {
    let start = offset
    offset += 9
    var brackets = 0
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
      case 0x5B: brackets += 1
      case 0x5D: brackets -= 1
      case 0x3E where brackets <= 0: return
      default: break
      }
    }
    throw ParseFailure(message: "unterminated DOCTYPE", offset: start)
  }

  /// Skips whitespace, comments and processing instructions between the children of an element;
  /// any other text is an error. Returns the texts of the comments skipped.
  private mutating func skipMisc(in element: String) throws(ParseFailure) -> [String] {
    var comments: [String] = []
    while true {
      skipWhitespace()
      guard offset < bytes.count else {
        throw ParseFailure(message: "expected '</\(element)>', found end of file", offset: offset)
      }
      if starts(with: "<!--") {
        comments.append(try commentText())
      } else if starts(with: "<?") {
        try skipPast("?>", what: "processing instruction")
      } else if bytes[offset] != 0x3C {
        throw ParseFailure(message: "unexpected text in <\(element)>", offset: offset)
      } else {
        return comments
      }
    }
  }

  /// Reads `<!-- … -->` and returns its text, trimmed.
  package mutating func commentText() throws(ParseFailure) -> String {
    trimmedText(try comment())
  }

  private mutating func skipPast(_ terminator: StaticString, what: String) throws(ParseFailure) {
    let start = offset
    while offset < bytes.count {
      if starts(with: terminator) {
        offset += terminator.utf8CodeUnitCount
        return
      }
      offset += 1
    }
    throw ParseFailure(message: "unterminated \(what)", offset: start)
  }

  // MARK: - Values

  /// Reads one value element at the current `<`.
  private mutating func value() throws(ParseFailure) -> PlistNode {
    let start = offset
    if starts(with: "</") {
      throw ParseFailure(message: "expected a value, found a closing tag", offset: offset)
    }
    let tag = try startTag()
    let kind: PlistNode.Kind
    switch tag.name {
    case "dict": kind = try dictionary(tag, start: start)
    case "array": kind = try array(tag, start: start)
    case "string": kind = .string(try text(tag))
    case "integer": kind = .integer(try integer(tag, start: start))
    case "real":
      let literal = trimmed(try text(tag))
      guard !literal.isEmpty else { throw ParseFailure(message: "empty <real>", offset: start) }
      kind = .real(literal)
    case "true", "false":
      if !tag.isEmpty {
        skipWhitespace()
        try endTag(tag.name)
      }
      kind = .bool(tag.name == "true")
    case "date": kind = .date(trimmed(try text(tag)))
    case "data": kind = .data(String(try text(tag).unicodeScalars.filter { !Self.isWhitespace($0) }))
    case "key": throw ParseFailure(message: "unexpected <key> outside a <dict>", offset: start)
    default: throw ParseFailure(message: "unknown element <\(tag.name)>", offset: start)
    }
    return PlistNode(kind: kind, offset: start)
  }

  private mutating func enter(at start: Int) throws(ParseFailure) {
    depth += 1
    if depth > Self.maximumDepth {
      throw ParseFailure(message: "nesting deeper than \(Self.maximumDepth) levels", offset: start)
    }
  }

  private mutating func dictionary(_ tag: Tag, start: Int) throws(ParseFailure) -> PlistNode.Kind {
    if tag.isEmpty { return .dictionary([]) }
    try enter(at: start)
    var members: [PlistNode.Member] = []
    // A plural rule's dictionary has a handful of members: one allocation instead of three.
    members.reserveCapacity(8)
    while true {
      let comments = try skipMisc(in: "dict")
      if atEndTag() { break }
      let keyOffset = offset
      let keyTag = try startTag()
      guard keyTag.name == "key" else {
        throw ParseFailure(message: "expected <key> in <dict>, found <\(keyTag.name)>", offset: keyOffset)
      }
      let key = try text(keyTag)
      _ = try skipMisc(in: "dict")
      if atEndTag() { throw ParseFailure(message: "key '\(key)' has no value", offset: keyOffset) }
      let member = try value()
      members.append(
        PlistNode.Member(
          key: key, keyOffset: keyOffset,
          comment: comments.isEmpty ? nil : comments.joined(separator: "\n"), value: member))
    }
    try endTag("dict")
    depth -= 1
    return .dictionary(members)
  }

  private mutating func array(_ tag: Tag, start: Int) throws(ParseFailure) -> PlistNode.Kind {
    if tag.isEmpty { return .array([]) }
    try enter(at: start)
    var elements: [PlistNode] = []
    while true {
      _ = try skipMisc(in: "array")
      if atEndTag() { break }
      elements.append(try value())
    }
    try endTag("array")
    depth -= 1
    return .array(elements)
  }

  private mutating func integer(_ tag: Tag, start: Int) throws(ParseFailure) -> String {
    let literal = trimmed(try text(tag))
    var digits = Substring(literal)
    let negative = digits.first == "-"
    if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
    var radix = 10
    if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
      radix = 16
      digits = digits.dropFirst(2)
    }
    // Apple's parser accepts the full 64-bit range, signed and unsigned.
    guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 != 0x2B && $0 != 0x2D }),
      let magnitude = UInt64(digits, radix: radix),
      !negative || magnitude <= UInt64(Int64.max) + 1
    else { throw ParseFailure(message: "invalid integer '\(literal)'", offset: start) }
    if magnitude == 0 { return "0" }
    return negative ? "-\(magnitude)" : "\(magnitude)"
  }

}
