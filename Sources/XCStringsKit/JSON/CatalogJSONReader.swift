/// Reads a String Catalog from JSON bytes into the model, keeping fields it does not know.
///
/// Invalid JSON is reported with line and column; JSON that is not a catalog (a `strings`
/// that is an array, a missing `sourceLanguage`) is reported with the JSON path of the
/// offending value, such as `strings["Done"].localizations.ja.stringUnit.value`.
public enum CatalogJSONReader {
  /// Decodes a catalog. `path` names the file in diagnostics.
  public static func read(_ bytes: [UInt8], path: String) throws(Diagnostic) -> StringCatalog {
    let result: Result<StringCatalog, Failure> = bytes.withUnsafeBufferPointer { buffer in
      var decoder = Decoder(scanner: JSONScanner(bytes: buffer))
      do {
        let catalog = try decoder.catalog()
        try decoder.scanner.expectEnd()
        return .success(catalog)
      } catch let failure as JSONScanner.Failure {
        return .failure(Failure(message: failure.message, offset: failure.offset))
      } catch {
        return .failure(error as? Failure ?? Failure(message: "\(error)", offset: 0))
      }
    }
    switch result {
    case .success(let catalog): return catalog
    case .failure(let failure):
      let location = LineTable(utf8: bytes).location(ofOffset: failure.offset, path: path)
      throw Diagnostic.error(failure.message, at: location)
    }
  }

  struct Failure: Error {
    var message: String
    var offset: Int
  }
}

/// Decodes catalog fields from a scanner, tracking the JSON path for error messages.
///
/// Objects are iterated with plain loops over ``JSONScanner/nextMember()`` rather than
/// closures, so decoding a large catalog allocates little beyond the model itself.
private struct Decoder {
  typealias Failure = JSONScanner.Failure

  var scanner: JSONScanner
  private var path: [String] = []

  init(scanner: JSONScanner) { self.scanner = scanner }

  private var pathText: String {
    var text = ""
    for component in path {
      if component.hasPrefix("[") {
        text += component
      } else {
        text += text.isEmpty ? component : "." + component
      }
    }
    return text.isEmpty ? "the document" : "'\(text)'"
  }

  private func describeNext() -> String {
    var copy = scanner
    switch copy.peek() {
    case 0x7B: return "an object"
    case 0x5B: return "an array"
    case 0x22: return "a string"
    case 0x74, 0x66: return "a boolean"
    case 0x6E: return "null"
    case nil: return "end of file"
    default: return "a number"
    }
  }

  private mutating func mismatch(_ expected: String) -> Failure {
    let found = describeNext()
    _ = scanner.peek()
    return Failure(message: "expected \(expected) at \(pathText), found \(found)", offset: scanner.offset)
  }

  private mutating func expectKind(_ byte: UInt8, _ expected: String) throws(Failure) {
    guard scanner.peek() == byte else { throw mismatch(expected) }
  }

  private mutating func string() throws(Failure) -> String {
    try expectKind(0x22, "a string")
    return try scanner.readString()
  }

  private mutating func bool() throws(Failure) -> Bool {
    guard case .bool(let flag) = try peekedScalar("a boolean") else { throw mismatch("a boolean") }
    return flag
  }

  private mutating func integer() throws(Failure) -> Int {
    let start = scanner.offset
    guard case .number(let literal) = try peekedScalar("an integer"), let value = Int(literal) else {
      throw Failure(message: "expected an integer at \(pathText)", offset: start)
    }
    return value
  }

  private mutating func peekedScalar(_ expected: String) throws(Failure) -> JSONValue {
    guard let byte = scanner.peek(), byte == 0x74 || byte == 0x66 || byte == 0x2D || (0x30...0x39).contains(byte)
    else { throw mismatch(expected) }
    return try scanner.readValue()
  }

  /// Starts an object, checking that the next value is one.
  private mutating func begin() throws(Failure) {
    try expectKind(0x7B, "an object")
    try scanner.beginObject()
  }

  /// The next member of the current object (its key and offset), pushed onto the path; `nil`
  /// at the object's end.
  private mutating func next(bracketed: Bool = false) throws(Failure) -> (key: String, offset: Int)? {
    guard let member = try scanner.nextMember() else { return nil }
    path.append(bracketed ? "[\"\(member.key)\"]" : member.key)
    return member
  }

  /// Records that the known field `bit` was read, rejecting a second occurrence. A bit mask
  /// per object keeps duplicate detection free of allocations.
  private func once(_ seen: inout UInt8, _ bit: UInt8, _ member: (key: String, offset: Int)) throws(Failure) {
    if seen & bit != 0 {
      throw Failure(message: "duplicate key '\(member.key)' in \(parentPathText)", offset: member.offset)
    }
    seen |= bit
  }

  /// The path of the object holding the current member.
  private var parentPathText: String {
    var copy = self
    copy.path.removeLast()
    return copy.pathText
  }

  /// Reads an unknown member's value verbatim into `unknown`, rejecting a duplicate.
  private mutating func keepUnknown(_ member: (key: String, offset: Int), in unknown: inout KeyedList<JSONValue>) throws(Failure) {
    if unknown.contains(member.key) {
      throw Failure(message: "duplicate key '\(member.key)' in \(parentPathText)", offset: member.offset)
    }
    unknown[member.key] = try scanner.readValue()
  }

  /// Reads an object whose values all have one type, with duplicate keys rejected.
  private mutating func keyed<Value>(
    bracketed: Bool = false, _ value: (inout Decoder) throws(Failure) -> Value
  ) throws(Failure) -> KeyedList<Value> {
    try begin()
    var result = KeyedList<Value>()
    while let (key, offset) = try scanner.nextMember() {
      if result.contains(key) {
        throw Failure(message: "duplicate key '\(key)' in \(pathText)", offset: offset)
      }
      path.append(bracketed ? "[\"\(key)\"]" : key)
      result[key] = try value(&self)
      path.removeLast()
    }
    return result
  }

  private mutating func required<T>(_ value: T?, _ name: String, at offset: Int) throws(Failure) -> T {
    guard let value else {
      throw Failure(message: "missing '\(name)' in \(pathText)", offset: offset)
    }
    return value
  }

  // MARK: - Model

  mutating func catalog() throws(Failure) -> StringCatalog {
    var sourceLanguage: String?
    var version: String?
    var strings: KeyedList<CatalogEntry>?
    var unknown = KeyedList<JSONValue>()
    let start = scanner.offset
    try begin()
    var seen: UInt8 = 0
    while let member = try next() {
      switch member.key {
      case "sourceLanguage":
        try once(&seen, 1, member)
        sourceLanguage = try string()
      case "version":
        try once(&seen, 2, member)
        version = try string()
      case "strings":
        try once(&seen, 4, member)
        strings = try keyed(bracketed: true) { (d: inout Decoder) throws(Failure) in try d.entry() }
      default: try keepUnknown(member, in: &unknown)
      }
      path.removeLast()
    }
    return StringCatalog(
      sourceLanguage: LanguageCode(rawValue: try required(sourceLanguage, "sourceLanguage", at: start)),
      version: try required(version, "version", at: start),
      strings: try required(strings, "strings", at: start),
      unknownFields: unknown)
  }

  private mutating func entry() throws(Failure) -> CatalogEntry {
    var entry = CatalogEntry()
    try begin()
    var seen: UInt8 = 0
    while let member = try next() {
      switch member.key {
      case "comment":
        try once(&seen, 1, member)
        entry.comment = try string()
      case "extractionState":
        try once(&seen, 2, member)
        entry.extractionState = ExtractionState(rawValue: try string())
      case "isCommentAutoGenerated":
        try once(&seen, 4, member)
        entry.isCommentAutoGenerated = try bool()
      case "shouldTranslate":
        try once(&seen, 8, member)
        entry.shouldTranslate = try bool()
      case "localizations":
        try once(&seen, 16, member)
       
        entry.localizations = try keyed { (d: inout Decoder) throws(Failure) in try d.localization() }
      default: try keepUnknown(member, in: &entry.unknownFields)
      }
      path.removeLast()
    }
    return entry
  }

  private mutating func localization() throws(Failure) -> Localization {
    var localization = Localization()
    try begin()
    var seen: UInt8 = 0
    while let member = try next() {
      switch member.key {
      case "stringUnit":
        try once(&seen, 1, member)
        localization.stringUnit = try stringUnit()
      case "variations":
        try once(&seen, 2, member)
        localization.variations = try variations()
      case "stringSet":
        try once(&seen, 4, member)
        localization.stringSet = try stringSet()
      case "substitutions":
        try once(&seen, 8, member)
       
        localization.substitutions = try keyed { (d: inout Decoder) throws(Failure) in try d.substitution() }
      default: try keepUnknown(member, in: &localization.unknownFields)
      }
      path.removeLast()
    }
    return localization
  }

  private mutating func stringUnit() throws(Failure) -> StringUnit {
    var state: String?
    var value: String?
    var unknown = KeyedList<JSONValue>()
    let start = scanner.offset
    try begin()
    var seen: UInt8 = 0
    while let member = try next() {
      switch member.key {
      case "state":
        try once(&seen, 1, member)
        state = try string()
      case "value":
        try once(&seen, 2, member)
        value = try string()
      default: try keepUnknown(member, in: &unknown)
      }
      path.removeLast()
    }
    return StringUnit(
      state: TranslationState(rawValue: try required(state, "state", at: start)),
      value: try required(value, "value", at: start), unknownFields: unknown)
  }

  private mutating func stringSet() throws(Failure) -> StringSet {
    var state: String?
    var values: [String]?
    var unknown = KeyedList<JSONValue>()
    let start = scanner.offset
    try begin()
    var seen: UInt8 = 0
    while let member = try next() {
      switch member.key {
      case "state":
        try once(&seen, 1, member)
        state = try string()
      case "values":
        try once(&seen, 2, member)
       
        try expectKind(0x5B, "an array")
        var list: [String] = []
        let pathText = self.pathText
        try scanner.readArray { (scanner: inout JSONScanner) throws(Failure) in
          guard scanner.peek() == 0x22 else {
            throw Failure(message: "expected a string at \(pathText), found \(scanner.peek() == 0x7B ? "an object" : "another value")", offset: scanner.offset)
          }
          list.append(try scanner.readString())
        }
        values = list
      default: try keepUnknown(member, in: &unknown)
      }
      path.removeLast()
    }
    return StringSet(
      state: TranslationState(rawValue: try required(state, "state", at: start)),
      values: try required(values, "values", at: start), unknownFields: unknown)
  }

  private mutating func variations() throws(Failure) -> Variations {
    var variations = Variations()
    try begin()
    var seen: UInt8 = 0
    while let member = try next() {
      switch member.key {
      case "plural":
        try once(&seen, 1, member)
        variations.plural = try keyed { (d: inout Decoder) throws(Failure) in try d.variation() }
      case "device":
        try once(&seen, 2, member)
        variations.device = try keyed { (d: inout Decoder) throws(Failure) in try d.variation() }
      default: try keepUnknown(member, in: &variations.unknownFields)
      }
      path.removeLast()
    }
    return variations
  }

  private mutating func variation() throws(Failure) -> Variation {
    var variation = Variation()
    try begin()
    var seen: UInt8 = 0
    while let member = try next() {
      switch member.key {
      case "stringUnit":
        try once(&seen, 1, member)
        variation.stringUnit = try stringUnit()
      case "variations":
        try once(&seen, 2, member)
        variation.variations = try variations()
      default: try keepUnknown(member, in: &variation.unknownFields)
      }
      path.removeLast()
    }
    return variation
  }

  private mutating func substitution() throws(Failure) -> Substitution {
    var substitution = Substitution()
    try begin()
    var seen: UInt8 = 0
    while let member = try next() {
      switch member.key {
      case "argNum":
        try once(&seen, 1, member)
        substitution.argNum = try integer()
      case "formatSpecifier":
        try once(&seen, 2, member)
        substitution.formatSpecifier = try string()
      case "variations":
        try once(&seen, 4, member)
        substitution.variations = try variations()
      default: try keepUnknown(member, in: &substitution.unknownFields)
      }
      path.removeLast()
    }
    return substitution
  }
}
