import XCStringsBase
import XCStringsModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Decodes catalog fields from a scanner, tracking the JSON path for error messages.
///
/// Objects are iterated with plain loops over ``JSONScanner/nextRawMember()``; field names are
/// matched as bytes and the path holds key positions, so decoding a large catalog allocates
/// little beyond the model itself. Text for the path is built only when reporting an error.
struct CatalogDecoder {
  typealias RawKey = JSONScanner.RawKey

  var scanner: JSONScanner
  var path: [(key: RawKey, bracketed: Bool)] = []
  /// The objects whose member count is remembered to size the next one of the same kind.
  private enum ListKind: Int, CaseIterable {
    case strings, localizations, substitutions, plural, device
  }

  /// The member count of the last object read per ``ListKind``.
  private var sizeHints = [Int](repeating: 0, count: ListKind.allCases.count)
  /// The offset of the `sourceLanguage` member's name, once read (lint points at it).
  private(set) var sourceLanguageOffset: Int?
  /// With this set, ``catalog()`` skips the `strings` object instead of decoding it and
  /// stores its members' offsets in ``entryOffsets``, for ``entry(at:)`` to decode later.
  var skipsEntries = false
  /// The offset of each `strings` member's key, when ``skipsEntries`` is set.
  private(set) var entryOffsets: [Int] = []
  /// The offset just past each `strings` member's value, when ``skipsEntries`` is set and
  /// no ``splitter`` decoded them.
  private(set) var entryEnds: [Int] = []
  /// With ``skipsEntries`` set, asked of each `strings` member (its key, the offset of the
  /// key and its position) before its value is skipped: the offset just past the value when
  /// the caller knows the member's bytes already, so that they need not be scanned.
  var knownEntryEnd: ((String, Int, Int) -> Int?)?
  /// With ``skipsEntries`` set, tried first: it decodes the `strings` members itself, and
  /// ``entryOffsets`` stays empty when it succeeds.
  var splitter: CatalogEntrySplitter?
  /// With this set, a key written twice in one object (a `strings`, `localizations`, plural,
  /// device or substitution member, a known field or one the model does not know) is read as
  /// one value (``RepeatUnion``: what one copy lacks the other gives; where both differ the
  /// later wins) and noted in ``repeatedKeys``; without it a repeat is an error. A human line
  /// merge of two branches can leave a catalog so, and Xcode builds it.
  var repairsRepeats = false
  /// The keys read as one under ``repairsRepeats``.
  var repeatedKeys: [RepeatedKey] = []

  init(scanner: JSONScanner) { self.scanner = scanner }

  private func text(of items: ArraySlice<(key: RawKey, bracketed: Bool)>) -> String {
    var text = ""
    for item in items {
      let name = (try? scanner.string(of: item.key)) ?? "?"
      if item.bracketed {
        text += "[\"\(name)\"]"
      } else {
        text += text.isEmpty ? name : "." + name
      }
    }
    return text.isEmpty ? "the document" : "'\(text)'"
  }

  private var pathText: String { text(of: path[...]) }

  /// The path of the object holding the current member.
  var parentPathText: String { text(of: path.dropLast()) }

  private func describeNext() -> String {
    var copy = scanner
    let next = copy.peek()
    switch next {
    case 0x7B: return "an object"
    case 0x5B: return "an array"
    case 0x22: return "a string"
    case 0x74, 0x66: return "a boolean"
    case 0x6E: return "null"
    case .some(0x2D), .some(0x30...0x39): return "a number"
    default: return FoundByte.describe(next)
    }
  }

  private mutating func mismatch(_ expected: String) -> ParseFailure {
    let found = describeNext()
    _ = scanner.peek()
    return ParseFailure(message: "expected \(expected) at \(pathText), found \(found)", offset: scanner.offset)
  }

  private mutating func expectKind(_ byte: UInt8, _ expected: String) throws(ParseFailure) {
    guard scanner.peek() == byte else { throw mismatch(expected) }
  }

  private mutating func string() throws(ParseFailure) -> String {
    try expectKind(0x22, "a string")
    return try scanner.readString()
  }

  private mutating func bool() throws(ParseFailure) -> Bool {
    guard case .bool(let flag) = try peekedScalar("a boolean") else { throw mismatch("a boolean") }
    return flag
  }

  private mutating func integer() throws(ParseFailure) -> Int {
    let start = scanner.offset
    guard case .number(let literal) = try peekedScalar("an integer"), let value = Int(literal) else {
      throw ParseFailure(message: "expected an integer at \(pathText)", offset: start)
    }
    return value
  }

  private mutating func peekedScalar(_ expected: String) throws(ParseFailure) -> JSONValue {
    guard let byte = scanner.peek(), byte == 0x74 || byte == 0x66 || byte == 0x2D || (0x30...0x39).contains(byte)
    else { throw mismatch(expected) }
    return try scanner.readValue()
  }

  /// Starts an object, checking that the next value is one.
  private mutating func begin() throws(ParseFailure) {
    try expectKind(0x7B, "an object")
    try scanner.beginObject()
  }

  /// The next member of the current object, pushed onto the path, and the position of its
  /// name in `fields` (`nil` for a name the model does not know); `nil` at the object's end.
  /// A known field seen twice is rejected (`seen` is a bit mask of fields read so far).
  private mutating func next(_ fields: [StaticString], _ seen: inout UInt8) throws(ParseFailure) -> (RawKey, Int?)? {
    guard let key = try nextPresentMember(fields) else { return nil }
    path.append((key, false))
    for (index, name) in fields.enumerated() where scanner.key(key, is: name) {
      let bit: UInt8 = 1 << UInt8(index)
      if seen & bit != 0 {
        guard repairsRepeats else { throw duplicate(key) }
        repeatedField = key
      }
      seen |= bit
      return (key, index)
    }
    return (key, nil)
  }

  func duplicate(_ key: RawKey) -> ParseFailure {
    let name = (try? scanner.string(of: key)) ?? "?"
    return ParseFailure(message: "duplicate key '\(name)' in \(parentPathText)", offset: key.offset)
  }

  /// Set by ``next(_:_:)`` when the member it returns is a known field already read; the
  /// field's reader unites the two values through ``assign(_:_:)`` and clears it.
  var repeatedField: RawKey?

  /// Reads an object whose values all have one type, with duplicate keys rejected.
  private mutating func keyed<Value: RepeatUnion>(
    bracketed: Bool = false, sized kind: ListKind, _ value: (inout CatalogDecoder) throws(ParseFailure) -> Value
  ) throws(ParseFailure) -> KeyedList<Value> {
    try begin()
    var result = KeyedList<Value>()
    // Room for as many members as the previous object of this kind had: catalogs repeat the
    // same languages entry after entry, and an array grown by doubling wastes up to half.
    let hint = sizeHints[kind.rawValue]
    if hint > 0 { result.reserveCapacity(hint) }
    // While the keys arrive in ascending byte order (as in files Xcode wrote, mostly), a new
    // key above the last cannot be a duplicate, and the list need not be searched.
    var ascending = true
    var last = ""
    while let key = try scanner.nextRawMember() {
      let name = try scanner.string(of: key)
      path.append((key, bracketed))
      if ascending && !result.isEmpty && !Self.bytesAscend(last, name) { ascending = false }
      if !ascending, let first = result[name] {
        guard repairsRepeats else { throw duplicate(key) }
        result[name] = try united(key, first, try value(&self))
        path.removeLast()
        continue
      }
      last = name
      // Checked just above: appending without a second search.
      result.appendUnchecked(name, try value(&self))
      path.removeLast()
    }
    sizeHints[kind.rawValue] = result.count
    return result
  }

  /// Whether `lower`'s UTF-8 bytes sort strictly before `upper`'s.
  private static func bytesAscend(_ lower: String, _ upper: String) -> Bool {
    var lower = lower
    var upper = upper
    return lower.withUTF8 { a in
      upper.withUTF8 { b in
        let common = min(a.count, b.count)
        let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
        return order < 0 || (order == 0 && a.count < b.count)
      }
    }
  }

  /// The offsets of the members of the `strings` object, which the scanner is placed at;
  /// entries are skipped, not decoded (see ``CatalogJSONReader``'s parallel path).
  private mutating func skipEntries() throws(ParseFailure) -> [Int] {
    try begin()
    if let splitter, !scanner.pendingClose, let end = splitter.decode(from: scanner.offset) {
      // The state `nextRawMember()` leaves after an object's closing brace.
      scanner.offset = end
      scanner.depth -= 1
      scanner.firstMember = false
      return []
    }
    var offsets: [Int] = []
    while let key = try scanner.nextRawMember() {
      if let knownEntryEnd, let end = knownEntryEnd(try scanner.string(of: key), key.offset, offsets.count) {
        scanner.offset = end
      } else {
        try scanner.skipValue()
      }
      offsets.append(key.offset)
      entryEnds.append(scanner.offset)
    }
    return offsets
  }

  /// Decodes the one `strings` member whose key starts at `offset`.
  mutating func entry(at offset: Int) throws(ParseFailure) -> (key: String, entry: CatalogEntry) {
    scanner.offset = offset
    scanner.depth = 2
    scanner.firstMember = true
    scanner.pendingClose = false
    guard let key = try scanner.nextRawMember() else {
      throw ParseFailure(message: "expected a string key", offset: offset)
    }
    let name = try scanner.string(of: key)
    return (name, try entry())
  }

  private mutating func required<T>(_ value: T?, _ name: String, at offset: Int) throws(ParseFailure) -> T {
    guard let value else {
      throw ParseFailure(message: "missing '\(name)' in \(pathText)", offset: offset)
    }
    return value
  }

  // MARK: - Model

  /// Decodes a whole catalog; with ``skipsEntries`` set, `strings` comes back empty.
  mutating func catalog() throws(ParseFailure) -> StringCatalog {
    var sourceLanguage: String?
    var version: String?
    var strings: KeyedList<CatalogEntry>?
    var unknown = KeyedList<JSONValue>()
    // A UTF-8 byte-order mark is not JSON, but Foundation's readers and Xcode accept one.
    if scanner.offset == 0 { scanner.offset = documentStart }
    let start = scanner.offset
    try begin()
    var seen: UInt8 = 0
    while let (key, field) = try next(CatalogFields.catalog, &seen) {
      switch field {
      case 0:
        sourceLanguageOffset = key.offset
        try assign(&sourceLanguage, try string())
      case 1:
        if skipsEntries {
          entryOffsets = try skipEntries()
          strings = [:]
        } else {
          try assign(
            &strings,
            try keyed(bracketed: true, sized: .strings) { (d: inout CatalogDecoder) throws(ParseFailure) in try d.entry() })
        }
      case 2: try assign(&version, try string())
      default: try keepUnknown(key, in: &unknown)
      }
      path.removeLast()
    }
    return StringCatalog(
      sourceLanguage: LanguageCode(rawValue: try required(sourceLanguage, "sourceLanguage", at: start)),
      version: try required(version, "version", at: start),
      strings: try required(strings, "strings", at: start),
      unknownFields: unknown)
  }

  private mutating func entry() throws(ParseFailure) -> CatalogEntry {
    var entry = CatalogEntry()
    try begin()
    var seen: UInt8 = 0
    while let (key, field) = try next(CatalogFields.entry, &seen) {
      switch field {
      case 0: try assign(&entry.comment, try string())
      case 1: try assign(&entry.extractionState, ExtractionState(rawValue: try string()))
      case 2: try assign(&entry.isCommentAutoGenerated, try bool())
      case 3:
        try assign(
          &entry.localizations,
          try keyed(sized: .localizations) { (d: inout CatalogDecoder) throws(ParseFailure) in try d.localization() })
      case 4: try assign(&entry.shouldTranslate, try bool())
      default: try keepUnknown(key, in: &entry.unknownFields)
      }
      path.removeLast()
    }
    return entry
  }

  private mutating func localization() throws(ParseFailure) -> Localization {
    var localization = Localization()
    try begin()
    var seen: UInt8 = 0
    while let (key, field) = try next(CatalogFields.localization, &seen) {
      switch field {
      case 0: try assign(&localization.stringSet, try stringSet())
      case 1: try assign(&localization.stringUnit, try stringUnit())
      case 2:
        try assign(
          &localization.substitutions,
          try keyed(sized: .substitutions) { (d: inout CatalogDecoder) throws(ParseFailure) in try d.substitution() })
      case 3: try assign(&localization.variations, try variations())
      default: try keepUnknown(key, in: &localization.unknownFields)
      }
      path.removeLast()
    }
    return localization
  }

  private mutating func stringUnit() throws(ParseFailure) -> StringUnit {
    var state: String?
    var value: String?
    var unknown = KeyedList<JSONValue>()
    let start = scanner.offset
    try begin()
    var seen: UInt8 = 0
    while let (key, field) = try next(CatalogFields.unit, &seen) {
      switch field {
      case 0: try assign(&state, try string())
      case 1: try assign(&value, try string())
      default: try keepUnknown(key, in: &unknown)
      }
      path.removeLast()
    }
    return StringUnit(
      state: TranslationState(rawValue: try required(state, "state", at: start)),
      value: try required(value, "value", at: start), unknownFields: unknown)
  }

  private mutating func stringSet() throws(ParseFailure) -> StringSet {
    var state: String?
    var values: [String]?
    var unknown = KeyedList<JSONValue>()
    let start = scanner.offset
    try begin()
    var seen: UInt8 = 0
    while let (key, field) = try next(CatalogFields.stringSet, &seen) {
      switch field {
      case 0: try assign(&state, try string())
      case 1:
        try expectKind(0x5B, "an array")
        var list: [String] = []
        let pathText = self.pathText
        try scanner.readArray { (scanner: inout JSONScanner) throws(ParseFailure) in
          guard scanner.peek() == 0x22 else {
            throw ParseFailure(
              message: "expected a string at \(pathText), found \(scanner.peek() == 0x7B ? "an object" : "another value")",
              offset: scanner.offset)
          }
          list.append(try scanner.readString())
        }
        try assign(&values, list)
      default: try keepUnknown(key, in: &unknown)
      }
      path.removeLast()
    }
    return StringSet(
      state: TranslationState(rawValue: try required(state, "state", at: start)),
      values: try required(values, "values", at: start), unknownFields: unknown)
  }

  private mutating func variations() throws(ParseFailure) -> Variations {
    var variations = Variations()
    try begin()
    var seen: UInt8 = 0
    while let (key, field) = try next(CatalogFields.variations, &seen) {
      switch field {
      case 0:
        try assign(
          &variations.device, try keyed(sized: .device) { (d: inout CatalogDecoder) throws(ParseFailure) in try d.variation() })
      case 1:
        try assign(
          &variations.plural, try keyed(sized: .plural) { (d: inout CatalogDecoder) throws(ParseFailure) in try d.variation() })
      default: try keepUnknown(key, in: &variations.unknownFields)
      }
      path.removeLast()
    }
    return variations
  }

  private mutating func variation() throws(ParseFailure) -> Variation {
    var variation = Variation()
    try begin()
    var seen: UInt8 = 0
    while let (key, field) = try next(CatalogFields.variation, &seen) {
      switch field {
      case 0: try assign(&variation.stringUnit, try stringUnit())
      case 1: try assign(&variation.variations, try variations())
      default: try keepUnknown(key, in: &variation.unknownFields)
      }
      path.removeLast()
    }
    return variation
  }

  private mutating func substitution() throws(ParseFailure) -> Substitution {
    var substitution = Substitution()
    try begin()
    var seen: UInt8 = 0
    while let (key, field) = try next(CatalogFields.substitution, &seen) {
      switch field {
      case 0: try assign(&substitution.argNum, try integer())
      case 1: try assign(&substitution.formatSpecifier, try string())
      case 2: try assign(&substitution.variations, try variations())
      default: try keepUnknown(key, in: &substitution.unknownFields)
      }
      path.removeLast()
    }
    return substitution
  }
}
