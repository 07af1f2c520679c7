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
    case .some(0x2D), .some(0x30...0x39): return "a number"
    case .some(let byte):
      if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
      return "byte 0x\(String(byte, radix: 16, uppercase: true))"
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

  /// Reads an object, routing each member to `field`; returns the members `field` declined.
  private mutating func object(
    _ field: (inout Decoder, String) throws(Failure) -> Bool
  ) throws(Failure) -> KeyedList<JSONValue> {
    try expectKind(0x7B, "an object")
    var unknown = KeyedList<JSONValue>()
    var seen = Set<ExactKey>()
    var decoder = self
    try scanner.readObject { (scanner: inout JSONScanner, key: String, keyOffset: Int) throws(Failure) in
      guard seen.insert(ExactKey(key)).inserted else {
        throw Failure(message: "duplicate key '\(key)' in \(decoder.pathText)", offset: keyOffset)
      }
      decoder.scanner = scanner
      decoder.path.append(key)
      if try !field(&decoder, key) { unknown[key] = try decoder.scanner.readValue() }
      decoder.path.removeLast()
      scanner = decoder.scanner
    }
    return unknown
  }

  /// Reads an object whose values all have one type.
  private mutating func keyed<Value>(
    _ value: (inout Decoder) throws(Failure) -> Value, bracketed: Bool = false
  ) throws(Failure) -> KeyedList<Value> {
    try expectKind(0x7B, "an object")
    var result = KeyedList<Value>()
    var decoder = self
    try scanner.readObject { (scanner: inout JSONScanner, key: String, keyOffset: Int) throws(Failure) in
      guard !result.contains(key) else {
        throw Failure(message: "duplicate key '\(key)' in \(decoder.pathText)", offset: keyOffset)
      }
      decoder.scanner = scanner
      decoder.path.append(bracketed ? "[\"\(key)\"]" : key)
      result[key] = try value(&decoder)
      decoder.path.removeLast()
      scanner = decoder.scanner
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
    let start = scanner.offset
    let unknown = try object { (decoder: inout Decoder, key: String) throws(Failure) in
      switch key {
      case "sourceLanguage": sourceLanguage = try decoder.string()
      case "version": version = try decoder.string()
      case "strings": strings = try decoder.keyed({ (d: inout Decoder) throws(Failure) in try d.entry() }, bracketed: true)
      default: return false
      }
      return true
    }
    return StringCatalog(
      sourceLanguage: LanguageCode(rawValue: try required(sourceLanguage, "sourceLanguage", at: start)),
      version: try required(version, "version", at: start),
      strings: try required(strings, "strings", at: start),
      unknownFields: unknown)
  }

  private mutating func entry() throws(Failure) -> CatalogEntry {
    var entry = CatalogEntry()
    entry.unknownFields = try object { (decoder: inout Decoder, key: String) throws(Failure) in
      switch key {
      case "comment": entry.comment = try decoder.string()
      case "extractionState": entry.extractionState = ExtractionState(rawValue: try decoder.string())
      case "isCommentAutoGenerated": entry.isCommentAutoGenerated = try decoder.bool()
      case "shouldTranslate": entry.shouldTranslate = try decoder.bool()
      case "localizations":
        entry.localizations = try decoder.keyed { (d: inout Decoder) throws(Failure) in try d.localization() }
      default: return false
      }
      return true
    }
    return entry
  }

  private mutating func localization() throws(Failure) -> Localization {
    var localization = Localization()
    localization.unknownFields = try object { (decoder: inout Decoder, key: String) throws(Failure) in
      switch key {
      case "stringUnit": localization.stringUnit = try decoder.stringUnit()
      case "variations": localization.variations = try decoder.variations()
      case "stringSet": localization.stringSet = try decoder.stringSet()
      case "substitutions":
        localization.substitutions = try decoder.keyed { (d: inout Decoder) throws(Failure) in try d.substitution() }
      default: return false
      }
      return true
    }
    return localization
  }

  private mutating func stringUnit() throws(Failure) -> StringUnit {
    var state: String?
    var value: String?
    let start = scanner.offset
    let unknown = try object { (decoder: inout Decoder, key: String) throws(Failure) in
      switch key {
      case "state": state = try decoder.string()
      case "value": value = try decoder.string()
      default: return false
      }
      return true
    }
    return StringUnit(
      state: TranslationState(rawValue: try required(state, "state", at: start)),
      value: try required(value, "value", at: start), unknownFields: unknown)
  }

  private mutating func stringSet() throws(Failure) -> StringSet {
    var state: String?
    var values: [String]?
    let start = scanner.offset
    let unknown = try object { (decoder: inout Decoder, key: String) throws(Failure) in
      switch key {
      case "state": state = try decoder.string()
      case "values":
        try decoder.expectKind(0x5B, "an array")
        var list: [String] = []
        var inner = decoder
        try decoder.scanner.readArray { (scanner: inout JSONScanner) throws(Failure) in
          inner.scanner = scanner
          list.append(try inner.string())
          scanner = inner.scanner
        }
        values = list
      default: return false
      }
      return true
    }
    return StringSet(
      state: TranslationState(rawValue: try required(state, "state", at: start)),
      values: try required(values, "values", at: start), unknownFields: unknown)
  }

  private mutating func variations() throws(Failure) -> Variations {
    var variations = Variations()
    variations.unknownFields = try object { (decoder: inout Decoder, key: String) throws(Failure) in
      switch key {
      case "plural":
        variations.plural = try decoder.keyed { (d: inout Decoder) throws(Failure) in try d.variation() }
      case "device":
        variations.device = try decoder.keyed { (d: inout Decoder) throws(Failure) in try d.variation() }
      default: return false
      }
      return true
    }
    return variations
  }

  private mutating func variation() throws(Failure) -> Variation {
    var variation = Variation()
    variation.unknownFields = try object { (decoder: inout Decoder, key: String) throws(Failure) in
      switch key {
      case "stringUnit": variation.stringUnit = try decoder.stringUnit()
      case "variations": variation.variations = try decoder.variations()
      default: return false
      }
      return true
    }
    return variation
  }

  private mutating func substitution() throws(Failure) -> Substitution {
    var substitution = Substitution()
    substitution.unknownFields = try object { (decoder: inout Decoder, key: String) throws(Failure) in
      switch key {
      case "argNum": substitution.argNum = try decoder.integer()
      case "formatSpecifier": substitution.formatSpecifier = try decoder.string()
      case "variations": substitution.variations = try decoder.variations()
      default: return false
      }
      return true
    }
    return substitution
  }
}
