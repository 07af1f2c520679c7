import XCStringsBase
import XCStringsModel

/// What the decoder reads that JSON alone would not settle, as Foundation and Xcode read it:
/// `null` for an optional field (absent), a leading byte-order mark, and a key written twice in
/// one object (its copies united, see ``RepeatUnion``).
extension CatalogDecoder {
  /// A key written twice in one object, read as one value.
  struct RepeatedKey {
    /// How the two copies compared.
    enum Outcome { case identical, united, laterWins }
    var name: String
    /// The path of the object holding the key, as messages print it.
    var parent: String
    var outcome: Outcome
    /// The offsets of the key's first and second occurrence.
    var firstOffset: Int
    var offset: Int
  }

  /// The next member that is not a known field set to `null`: Foundation's decoders read an
  /// optional field written as `null` as absent, and translation platforms write it so.
  @inline(__always)
  mutating func nextPresentMember(_ fields: [StaticString]) throws(ParseFailure) -> RawKey? {
    while let key = try scanner.nextRawMember() {
      // The scanner stands at the value: only a value starting with `n` needs a second look.
      guard scanner.offset < scanner.bytes.count, scanner.bytes[scanner.offset] == 0x6E,
        fields.contains(where: { scanner.key(key, is: $0) })
      else { return key }
      guard case .null = try scanner.readValue() else { throw ParseFailure(message: "expected null", offset: key.offset) }
    }
    return nil
  }

  /// Stores a known field's value: into an empty slot as it is, and over a value read before
  /// (a repeated field, under ``repairsRepeats``) as the union of both copies.
  @inline(__always)
  mutating func assign<Value: RepeatUnion>(_ slot: inout Value?, _ value: consuming Value) throws(ParseFailure) {
    guard let key = repeatedField else {
      slot = value
      return
    }
    repeatedField = nil
    guard let first = slot else {
      slot = value
      return
    }
    slot = try united(key, first, value)
  }

  /// The union of a repeated key's two values, noted in ``repeatedKeys``.
  mutating func united<Value: RepeatUnion>(_ key: RawKey, _ first: Value, _ again: Value) throws(ParseFailure) -> Value {
    let name = try scanner.string(of: key)
    var contradicted = false
    let value = first.united(withLater: again, contradicted: &contradicted)
    let outcome: RepeatedKey.Outcome = first == again ? .identical : contradicted ? .laterWins : .united
    repeatedKeys.append(
      RepeatedKey(
        name: name, parent: parentPathText, outcome: outcome, firstOffset: firstOffset(of: name) ?? key.offset,
        offset: key.offset))
    return value
  }

  /// Where the member `name` of the object holding the current member was first written,
  /// found by reading that object again from its start (only when a repeat is reported).
  func firstOffset(of name: String) -> Int? {
    var copy = JSONScanner(bytes: scanner.bytes)
    copy.offset = documentStart
    if path.count >= 2 {
      copy.offset = path[path.count - 2].key.offset
      guard (try? copy.readString()) != nil, (try? copy.expect(0x3A, "':'")) != nil else { return nil }
    }
    guard (try? copy.beginObject()) != nil else { return nil }
    while let member = try? copy.nextMember() {
      if member.key == name { return member.offset }
      guard (try? copy.skipValue()) != nil else { return nil }
    }
    return nil
  }

  /// The offset of the document's first byte after a UTF-8 byte-order mark, if it has one.
  var documentStart: Int { JSONScanner.byteOrderMarkLength(of: scanner.bytes) }

  /// Reads an unknown member's value verbatim into `unknown`; a repeat is united with the
  /// first copy under ``repairsRepeats`` and an error otherwise.
  mutating func keepUnknown(_ key: RawKey, in unknown: inout KeyedList<JSONValue>) throws(ParseFailure) {
    let name = try scanner.string(of: key)
    if let first = unknown[name] {
      guard repairsRepeats else { throw duplicate(key) }
      unknown[name] = try united(key, first, try scanner.readValue())
      return
    }
    unknown[name] = try scanner.readValue()
  }
}
