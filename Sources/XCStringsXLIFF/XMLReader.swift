import XCStringsBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
struct XMLReader: XMLLexing {
  /// Elements nested deeper than this are rejected.
  static let maximumDepth = 256

  /// What ``next()`` found. Names and text are not made into strings unless asked for
  /// (``name``, ``text``, ``attribute(_:)``): most of a document is markup and whitespace that
  /// its reader only steps over.
  enum Event: Equatable {
    /// A start tag: its name is ``name``, its attributes are read with ``attribute(_:)``. An
    /// empty-element tag (`<x/>`) is reported as a start with `isEmpty` and then an end.
    case start(isEmpty: Bool)
    /// An end tag (or the end of an empty-element tag); its name is ``name``.
    case end
    /// Character data between two tags, references resolved, CDATA included: ``text``.
    case text
    /// The end of the document, after the root element.
    case endOfDocument
  }

  /// An attribute of the last start tag, as the offsets of its parts.
  struct Attribute {
    /// The qualified name, in ``XMLReader/bytes``.
    var name: Range<Int>
    /// The value: in ``XMLReader/bytes`` as written when nothing in it needed resolving or
    /// normalising, else in the reader's buffer of resolved values.
    var value: Range<Int>
    var isResolved: Bool
  }

  let bytes: UnsafeBufferPointer<UInt8>
  /// The current position.
  var offset = 0
  /// Where the last event began.
  private(set) var eventOffset = 0
  /// The attributes of the last start tag: the first ``attributeCount`` slots, which are
  /// reused from tag to tag rather than removed.
  private(set) var attributeSlots: [Attribute] = []
  private(set) var attributeCount = 0
  /// Whether one of them has a prefix other than `xml` and `xmlns` (and so may be found by its
  /// local name).
  private(set) var hasPrefixedAttribute = false
  /// The values of the last start tag's attributes that had references or line ends.
  var resolvedValues: [UInt8] = []
  /// The names of the open elements, outermost first.
  private var open: [Range<Int>] = []
  /// The name of the last start or end tag, and where its local part starts.
  private(set) var nameRange = 0..<0
  private(set) var localStart = 0
  /// Whether the end of an empty-element tag is still to be reported.
  private var pendingEnd = false
  private var sawRoot = false
  /// The last text: in ``bytes`` as written, or in ``resolvedText`` when it held references,
  /// CDATA sections or carriage returns.
  var textRange = 0..<0
  var textIsResolved = false
  var resolvedText: [UInt8] = []

  /// A reader of UTF-8 text that the caller has already checked to be valid.
  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// The number of open elements.
  var depth: Int { open.count }

  /// Reads the next event.
  mutating func next() throws(ParseFailure) -> Event {
    if pendingEnd {
      pendingEnd = false
      nameRange = open.removeLast()
      return .end
    }
    if open.isEmpty {
      try skipOutsideRoot()
      eventOffset = offset
      if offset >= bytes.count {
        guard sawRoot else { throw ParseFailure(message: "expected a root element, found end of file", offset: offset) }
        return .endOfDocument
      }
      if sawRoot { throw ParseFailure(message: "unexpected content after the root element", offset: offset) }
      sawRoot = true
      return try startTag()
    }
    while true {
      eventOffset = offset
      guard offset < bytes.count else {
        throw ParseFailure(message: "expected '</\(string(open.last!))>', found end of file", offset: offset)
      }
      guard bytes[offset] == 0x3C else {
        if try characterData() { return .text }
        continue
      }
      switch offset + 1 < bytes.count ? bytes[offset + 1] : 0 {
      case 0x2F:
        return try endTag()
      case 0x3F:
        try skipProcessingInstruction()
      case 0x21:
        if starts(with: "<![CDATA[") {
          if try characterData() { return .text }
        } else if starts(with: "<!--") {
          _ = try comment()
        } else {
          throw ParseFailure(message: "unexpected declaration inside an element", offset: offset)
        }
      default:
        return try startTag()
      }
    }
  }

  /// Skips the rest of the current element (after its start event), nested elements included.
  mutating func skipElement() throws(ParseFailure) {
    let level = depth
    while depth >= level {
      if case .endOfDocument = try next() { return }
    }
  }

  // MARK: - Outside the root element

  /// Skips whitespace, the XML declaration, comments, processing instructions and the document
  /// type declaration before or after the root element.
  private mutating func skipOutsideRoot() throws(ParseFailure) {
    if offset == 0, starts(with: "<?xml"), offset + 5 < bytes.count, XMLByte.isWhitespace(bytes[offset + 5]) {
      try declaration()
    }
    while true {
      skipWhitespace()
      guard offset < bytes.count else { return }
      if starts(with: "<!--") {
        _ = try comment()
      } else if starts(with: "<?") {
        try skipProcessingInstruction()
      } else if starts(with: "<!DOCTYPE") {
        guard !sawRoot else { throw ParseFailure(message: "unexpected DOCTYPE after the root element", offset: offset) }
        try skipDoctype()
      } else if bytes[offset] != 0x3C {
        throw ParseFailure(
          message: sawRoot ? "unexpected text after the root element" : "expected '<', found \(describeByte())",
          offset: offset)
      } else {
        return
      }
    }
  }

  /// Reads `<?xml version="1.0" encoding="…"?>`; only UTF-8 and UTF-16 (already converted)
  /// can be read.
  private mutating func declaration() throws(ParseFailure) {
    let start = offset
    offset += 5
    while true {
      skipWhitespace()
      if starts(with: "?>") {
        offset += 2
        return
      }
      guard offset < bytes.count else { throw ParseFailure(message: "unterminated XML declaration", offset: start) }
      let nameStart = offset
      let name = try readName()
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == 0x3D else {
        throw ParseFailure(message: "expected '=' after '\(string(name))' in the XML declaration", offset: offset)
      }
      offset += 1
      skipWhitespace()
      let read = try attributeValue()
      let value =
        read.isResolved
        ? resolvedValues.withUnsafeBufferPointer { String(checkedUTF8: UnsafeBufferPointer(rebasing: $0[read.range])) }
        : string(read.range)
      if matches(name, "encoding") {
        let lower = value.lowercased()
        guard ["utf-8", "utf8", "utf-16", "utf16", "us-ascii", "ascii"].contains(lower) else {
          throw ParseFailure(message: "unsupported encoding '\(value)' (expected UTF-8 or UTF-16)", offset: nameStart)
        }
      }
    }
  }

  /// Skips `<!DOCTYPE …>`. Its internal subset may hold comments and markup declarations but no
  /// entity declaration: expanding declared entities is how "billion laughs" documents exhaust
  /// memory, and exchange files never need them.
  private mutating func skipDoctype() throws(ParseFailure) {
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
        _ = try comment()
        continue
      }
      if inSubset, starts(with: "<!ENTITY") {
        throw ParseFailure(message: "entity declarations are not supported", offset: offset)
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
    throw ParseFailure(message: "unterminated DOCTYPE", offset: start)
  }

  private mutating func skipProcessingInstruction() throws(ParseFailure) {
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
    throw ParseFailure(message: "unterminated processing instruction", offset: start)
  }

  // MARK: - Tags

  /// Reads a start tag at `<`.
  private mutating func startTag() throws(ParseFailure) -> Event {
    let start = offset
    offset += 1
    let (name, local) = try readQualifiedName()
    attributeCount = 0
    hasPrefixedAttribute = false
    if !resolvedValues.isEmpty { resolvedValues.removeAll(keepingCapacity: true) }
    while true {
      let hadSpace = skipWhitespace()
      guard offset < bytes.count else { throw ParseFailure(message: "unterminated tag <\(string(name))>", offset: start) }
      let byte = bytes[offset]
      if byte == 0x3E || (byte == 0x2F && offset + 1 < bytes.count && bytes[offset + 1] == 0x3E) {
        let isEmpty = byte == 0x2F
        offset += isEmpty ? 2 : 1
        guard open.count < Self.maximumDepth else {
          throw ParseFailure(message: "elements nested deeper than \(Self.maximumDepth) levels", offset: start)
        }
        open.append(name)
        nameRange = name
        localStart = local
        pendingEnd = isEmpty
        eventOffset = start
        return .start(isEmpty: isEmpty)
      }
      guard hadSpace else {
        throw ParseFailure(
          message: "expected whitespace, '>' or '/>' in <\(string(name))>, found \(describeByte())", offset: offset)
      }
      let attributeStart = offset
      let (attributeName, attributeLocal) = try readQualifiedName()
      if attributeLocal > attributeName.lowerBound {
        let prefix = attributeName.lowerBound..<(attributeLocal - 1)
        if !matches(prefix, "xml") && !matches(prefix, "xmlns") { hasPrefixedAttribute = true }
      }
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == 0x3D else {
        throw ParseFailure(message: "expected '=' after attribute '\(string(attributeName))'", offset: offset)
      }
      offset += 1
      skipWhitespace()
      let value = try attributeValue()
      if attributeSlots[..<attributeCount].contains(where: { same($0.name, attributeName) }) {
        throw ParseFailure(
          message: "duplicate attribute '\(string(attributeName))' in <\(string(name))>", offset: attributeStart)
      }
      let attribute = Attribute(name: attributeName, value: value.range, isResolved: value.isResolved)
      if attributeCount < attributeSlots.count {
        attributeSlots[attributeCount] = attribute
      } else {
        attributeSlots.append(attribute)
      }
      attributeCount += 1
    }
  }

  /// Reads an end tag at `</`, which must close the innermost open element.
  private mutating func endTag() throws(ParseFailure) -> Event {
    let start = offset
    offset += 2
    // Nearly always the innermost element's name, compared whole; anything else is read.
    if let innermost = open.last, offset + innermost.count < bytes.count,
      memcmp(bytes.baseAddress! + offset, bytes.baseAddress! + innermost.lowerBound, innermost.count) == 0,
      !XMLByte.isNameByte(bytes[offset + innermost.count])
    {
      offset += innermost.count
      skipWhitespace()
      if offset < bytes.count, bytes[offset] == 0x3E {
        offset += 1
        open.removeLast()
        nameRange = innermost
        localStart = Self.lastColon(in: innermost, of: bytes).map { $0 + 1 } ?? innermost.lowerBound
        eventOffset = start
        return .end
      }
      offset = start + 2
    }
    let (name, local) = try readQualifiedName()
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == 0x3E else {
      throw ParseFailure(message: "expected '>' to end '</\(string(name))'", offset: offset)
    }
    offset += 1
    guard let innermost = open.last, same(innermost, name) else {
      throw ParseFailure(message: "expected '</\(open.last.map(string) ?? "")>', found '</\(string(name))>'", offset: start)
    }
    open.removeLast()
    nameRange = name
    localStart = local
    eventOffset = start
    return .end
  }
}
