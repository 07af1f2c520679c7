/// A pull reader for XML documents over UTF-8 bytes: start tags with their attributes, end
/// tags and character data, one event at a time.
///
/// Written for untrusted exchange files (XLIFF from translators and translation platforms), so
/// nothing in it recurses, nests without bound or expands without bound: elements deeper than
/// ``maximumDepth`` are an error, and a document type declaration may not declare entities
/// (only the five predefined entities and character references are known), which turns
/// "billion laughs" documents into an error at their first declaration. Comments, processing
/// instructions and the document type declaration are skipped; CDATA sections and references
/// become text. Line ends are normalised as XML requires (CR LF and lone CR become LF, in text
/// and attribute values) and literal whitespace in attribute values becomes spaces, so text
/// that needs a CR or a line feed in an attribute must use a character reference, as Xcode
/// writes them.
///
/// Offsets are byte offsets into the text; lines and columns are computed by the caller only
/// when something is reported.
struct XMLReader {
  /// Elements nested deeper than this are rejected.
  static let maximumDepth = 256

  /// What ``next()`` found.
  enum Event: Equatable {
    /// A start tag; its attributes are in ``attributes``. An empty-element tag (`<x/>`) is
    /// reported as a start with `isEmpty` and then an end.
    case start(name: String, isEmpty: Bool)
    /// An end tag (or the end of an empty-element tag).
    case end(name: String)
    /// Character data between two tags, references resolved, CDATA included.
    case text(String)
    /// The end of the document, after the root element.
    case endOfDocument
  }

  /// An attribute of the last start tag.
  struct Attribute: Equatable {
    /// The qualified name, as written (`xml:space`, `id`).
    var name: String
    /// The value, references resolved and whitespace normalised.
    var value: String
    /// The offset of the attribute's name.
    var offset: Int
  }

  /// A reading failure at a byte offset.
  struct Failure: Error, Equatable {
    var message: String
    var offset: Int
  }

  let bytes: UnsafeBufferPointer<UInt8>
  /// The current position.
  var offset = 0
  /// Where the last event began.
  private(set) var eventOffset = 0
  /// The attributes of the last start tag (reused from tag to tag).
  private(set) var attributes: [Attribute] = []
  /// The names of the open elements, outermost first.
  private var open: [String] = []
  /// The end of an empty-element tag still to be reported.
  private var pendingEnd: String?
  private var sawRoot = false

  /// A reader of UTF-8 text that the caller has already checked to be valid.
  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// The number of open elements.
  var depth: Int { open.count }

  /// The value of the last start tag's attribute `name`: matched by qualified name, else by
  /// local name for a prefixed attribute (tools that rewrite namespaces prefix attributes too).
  func attribute(_ name: String) -> String? {
    for attribute in attributes where attribute.name == name { return attribute.value }
    for attribute in attributes where attribute.name.containsByte(0x3A) {
      let prefix = Self.prefix(attribute.name)
      if prefix != "xmlns" && prefix != "xml" && Self.localName(attribute.name) == name { return attribute.value }
    }
    return nil
  }

  /// The part of a qualified name after its prefix (`ns0:file` → `file`).
  static func localName(_ name: String) -> Substring {
    // Most names have no prefix: one scan of the bytes says so.
    guard name.containsByte(0x3A), let colon = name.utf8.lastIndex(of: 0x3A) else { return name[...] }
    return name[name.utf8.index(after: colon)...]
  }

  /// The prefix of a qualified name (`ns0:file` → `ns0`), or the empty string.
  static func prefix(_ name: String) -> Substring {
    guard let colon = name.utf8.lastIndex(of: 0x3A) else { return "" }
    return name[..<colon]
  }

  /// Reads the next event.
  mutating func next() throws(Failure) -> Event {
    if let name = pendingEnd {
      pendingEnd = nil
      _ = open.popLast()
      return .end(name: name)
    }
    if open.isEmpty {
      try skipOutsideRoot()
      eventOffset = offset
      if offset >= bytes.count {
        guard sawRoot else { throw Failure(message: "expected a root element, found end of file", offset: offset) }
        return .endOfDocument
      }
      if sawRoot { throw Failure(message: "unexpected content after the root element", offset: offset) }
      sawRoot = true
      return try startTag()
    }
    while true {
      eventOffset = offset
      guard offset < bytes.count else {
        throw Failure(message: "expected '</\(open.last!)>', found end of file", offset: offset)
      }
      if bytes[offset] != 0x3C || starts(with: "<![CDATA[") {
        if let text = try characterData() { return .text(text) }
        continue
      }
      if starts(with: "</") { return try endTag() }
      if starts(with: "<!--") {
        try skipComment()
      } else if starts(with: "<?") {
        try skipProcessingInstruction()
      } else if starts(with: "<!") {
        throw Failure(message: "unexpected declaration inside an element", offset: offset)
      } else {
        return try startTag()
      }
    }
  }

  /// Skips the rest of the current element (after its start event), nested elements included.
  mutating func skipElement() throws(Failure) {
    let level = depth
    while depth >= level {
      if case .endOfDocument = try next() { return }
    }
  }

  // MARK: - Outside the root element

  /// Skips whitespace, the XML declaration, comments, processing instructions and the document
  /// type declaration before or after the root element.
  private mutating func skipOutsideRoot() throws(Failure) {
    if offset == 0, starts(with: "<?xml"), offset + 5 < bytes.count, Self.isWhitespace(bytes[offset + 5]) {
      try declaration()
    }
    while true {
      skipWhitespace()
      guard offset < bytes.count else { return }
      if starts(with: "<!--") {
        try skipComment()
      } else if starts(with: "<?") {
        try skipProcessingInstruction()
      } else if starts(with: "<!DOCTYPE") {
        guard !sawRoot else { throw Failure(message: "unexpected DOCTYPE after the root element", offset: offset) }
        try skipDoctype()
      } else if bytes[offset] != 0x3C {
        throw Failure(
          message: sawRoot ? "unexpected text after the root element" : "expected '<', found \(describeByte())",
          offset: offset)
      } else {
        return
      }
    }
  }

  /// Reads `<?xml version="1.0" encoding="…"?>`; only UTF-8 and UTF-16 (already converted)
  /// can be read.
  private mutating func declaration() throws(Failure) {
    let start = offset
    offset += 5
    while true {
      skipWhitespace()
      if starts(with: "?>") {
        offset += 2
        return
      }
      guard offset < bytes.count else { throw Failure(message: "unterminated XML declaration", offset: start) }
      let nameStart = offset
      let name = try readName()
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == 0x3D else {
        throw Failure(message: "expected '=' after '\(name)' in the XML declaration", offset: offset)
      }
      offset += 1
      skipWhitespace()
      let value = try attributeValue()
      if name == "encoding" {
        let lower = value.lowercased()
        guard ["utf-8", "utf8", "utf-16", "utf16", "us-ascii", "ascii"].contains(lower) else {
          throw Failure(message: "unsupported encoding '\(value)' (expected UTF-8 or UTF-16)", offset: nameStart)
        }
      }
    }
  }

  /// Skips `<!DOCTYPE …>`. Its internal subset may hold comments and markup declarations but no
  /// entity declaration: expanding declared entities is how "billion laughs" documents exhaust
  /// memory, and exchange files never need them.
  private mutating func skipDoctype() throws(Failure) {
    let start = offset
    offset += 9
    var inSubset = false
    var quote: UInt8?
    while offset < bytes.count {
      let byte = bytes[offset]
      if let open = quote {
        if byte == open { quote = nil }
        offset += 1
        continue
      }
      if inSubset, starts(with: "<!--") {
        try skipComment()
        continue
      }
      if inSubset, starts(with: "<!ENTITY") {
        throw Failure(message: "entity declarations are not supported", offset: offset)
      }
      offset += 1
      switch byte {
      case 0x22, 0x27: quote = byte
      case 0x5B: inSubset = true
      case 0x5D: inSubset = false
      case 0x3E where !inSubset: return
      default: break
      }
    }
    throw Failure(message: "unterminated DOCTYPE", offset: start)
  }

  private mutating func skipComment() throws(Failure) {
    let start = offset
    offset += 4
    while offset + 2 < bytes.count {
      if bytes[offset] == 0x2D, bytes[offset + 1] == 0x2D, bytes[offset + 2] == 0x3E {
        offset += 3
        return
      }
      offset += 1
    }
    offset = bytes.count
    throw Failure(message: "unterminated comment", offset: start)
  }

  private mutating func skipProcessingInstruction() throws(Failure) {
    let start = offset
    offset += 2
    while offset + 1 < bytes.count {
      if bytes[offset] == 0x3F, bytes[offset + 1] == 0x3E {
        offset += 2
        return
      }
      offset += 1
    }
    offset = bytes.count
    throw Failure(message: "unterminated processing instruction", offset: start)
  }

  // MARK: - Tags

  /// Reads a start tag at `<`.
  private mutating func startTag() throws(Failure) -> Event {
    let start = offset
    offset += 1
    let name = try readName()
    attributes.removeAll(keepingCapacity: true)
    while true {
      let hadSpace = skipWhitespace()
      guard offset < bytes.count else { throw Failure(message: "unterminated tag <\(name)>", offset: start) }
      let byte = bytes[offset]
      if byte == 0x3E || (byte == 0x2F && offset + 1 < bytes.count && bytes[offset + 1] == 0x3E) {
        let isEmpty = byte == 0x2F
        offset += isEmpty ? 2 : 1
        guard open.count < Self.maximumDepth else {
          throw Failure(message: "elements nested deeper than \(Self.maximumDepth) levels", offset: start)
        }
        open.append(name)
        if isEmpty { pendingEnd = name }
        eventOffset = start
        return .start(name: name, isEmpty: isEmpty)
      }
      guard hadSpace else {
        throw Failure(message: "expected whitespace, '>' or '/>' in <\(name)>, found \(describeByte())", offset: offset)
      }
      let attributeStart = offset
      let attributeName = try readName()
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == 0x3D else {
        throw Failure(message: "expected '=' after attribute '\(attributeName)'", offset: offset)
      }
      offset += 1
      skipWhitespace()
      let value = try attributeValue()
      if attributes.contains(where: { $0.name == attributeName }) {
        throw Failure(message: "duplicate attribute '\(attributeName)' in <\(name)>", offset: attributeStart)
      }
      attributes.append(Attribute(name: attributeName, value: value, offset: attributeStart))
    }
  }

  /// Reads an end tag at `</`, which must close the innermost open element.
  private mutating func endTag() throws(Failure) -> Event {
    let start = offset
    offset += 2
    let name = try readName()
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == 0x3E else {
      throw Failure(message: "expected '>' to end '</\(name)'", offset: offset)
    }
    offset += 1
    guard let innermost = open.last, innermost == name else {
      throw Failure(message: "expected '</\(open.last ?? "")>', found '</\(name)>'", offset: start)
    }
    open.removeLast()
    eventOffset = start
    return .end(name: name)
  }
}
