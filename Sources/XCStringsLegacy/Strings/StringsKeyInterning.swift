import XCStringsBase

/// How the parser of one file of a table shares its keys and comments with the table's other
/// files (``StringInterner``): each key becomes the string the interner already holds, found
/// first where the file read before had it.
///
/// The files of one table list mostly the same keys in the same order, so the key expected
/// next (the one after the key read last, in the other file) is compared before anything is
/// hashed, and a key or comment found so needs no new string.
struct StringsKeyInterning {
  /// The table's interner; `nil` when a file is read alone, and nothing is interned.
  private let interner: StringInterner?
  /// Keys of another file of the table in its order, with their comments and identities
  /// (``StringInterner/expected``).
  private let expectedKeys: [String]
  private let expectedComments: [String?]
  private let expectedIdentities: [Int32]
  /// The position of the key expected next.
  private var expectedPosition = 0
  /// Where the key read last was found among the expected ones, if it was.
  private var foundPosition: Int?
  /// The interner's identity of the key read last (``StringInterner/key(for:make:)``).
  private(set) var keyIdentity: Int32 = -1

  /// Interning in `interner`, or none.
  init(_ interner: StringInterner?) {
    self.interner = interner
    (expectedKeys, expectedComments, expectedIdentities) = interner?.expected ?? ([], [], [])
  }

  /// Whether keys and comments are interned.
  var isOn: Bool { interner != nil }

  /// The interned key of the string token the scanner found (decoding it first if it holds
  /// escapes).
  @inline(__always)
  mutating func key(_ token: StringsScanner.StringToken, scanner: inout StringsScanner) throws(ParseFailure) -> String {
    switch token {
    case .word(let word):
      return key(word) { String(checkedUTF8: word) }
    case .quoted(let content):
      // Bytes equal to an interned string's are UTF-8 already; new ones are checked as usual.
      let verifying = scanner.verifiesUTF8
      return try key(content) { () throws(ParseFailure) in try StringsScanner.makeString(content, verifying: verifying) }
    case .escaped(let quote, let opening, let backslash):
      // Interned by its decoded bytes, so that it meets a key written without escapes.
      let decoded = try scanner.readEscaped(quote: quote, opening: opening, firstBackslash: backslash)
      var bytes = decoded
      return bytes.withUTF8 { key($0) { decoded } }
    }
  }

  /// The interned key with the UTF-8 `bytes`: the expected one if it matches, else the
  /// interner's (made by `make` if new). The expected position follows the file: past a key
  /// found, wherever it is among the expected ones, and not past one only this file has.
  private mutating func key<E: Error>(_ bytes: UnsafeBufferPointer<UInt8>, make: () throws(E) -> String) throws(E) -> String {
    let position = expectedPosition
    if position < expectedKeys.count, expectedIdentities[position] >= 0, expectedKeys[position].hasUTF8(bytes) {
      expectedPosition += 1
      foundPosition = position
      keyIdentity = expectedIdentities[position]
      return expectedKeys[position]
    }
    let (key, found, identity) = try interner!.key(for: bytes, make: make)
    keyIdentity = identity
    // A parser that started before the order was offered has no expected keys to follow.
    if let found, found < expectedKeys.count {
      expectedPosition = found + 1
      foundPosition = found
    } else {
      foundPosition = nil
    }
    return key
  }

  /// The interned comment with the UTF-8 `text`, read after its entry's key: the comment
  /// expected is that key's.
  func comment(_ text: UnsafeBufferPointer<UInt8>) -> String {
    if let position = foundPosition, position < expectedComments.count, let expected = expectedComments[position],
      expected.hasUTF8(text)
    {
      return expected
    }
    return interner!.string(for: text) { String(checkedUTF8: text) }
  }
}
