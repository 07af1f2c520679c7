import XCStringsBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds an object's ordinal from its identifier's bytes, without building a string.
///
/// A large project holds tens of thousands of objects, and every `children`, `files` and
/// `fileRef` value names one: hashing the identifier's bytes where they lie in the file, into
/// an open-addressing table of ordinals, costs a fraction of making a `String` of each and
/// looking it up in a dictionary.
package struct ProjectIdentifierIndex: Sendable {
  /// Ordinal + 1 in each slot; 0 is empty.
  private var slots: [Int32]
  private var mask: Int
  /// Where each ordinal's identifier text is: a range of the file, or (for an identifier
  /// written with escapes) a range of ``decoded``.
  private var keys: [(start: Int32, count: Int32, decoded: Bool)] = []
  private var decoded: [UInt8] = []

  package init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    slots = Array(repeating: 0, count: size)
    mask = size - 1
    keys.reserveCapacity(capacity)
  }

  /// Adds the next ordinal with the identifier of a string node; returns the ordinal already
  /// holding that identifier instead, if one does (the new one is then not added).
  package mutating func insert(_ node: ProjectSyntax.Node, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let key: (start: Int32, count: Int32, decoded: Bool)
    var text: [UInt8]?
    if let range = ProjectText.plainRange(of: node) {
      key = (Int32(range.lowerBound), Int32(range.count), false)
    } else {
      text = Array(ProjectText.string(of: node, in: bytes).utf8)
      key = (Int32(decoded.count), Int32(text!.count), true)
    }
    let plain =
      text == nil
      ? UnsafeBufferPointer(rebasing: bytes[Int(key.start)..<Int(key.start + key.count)])
      : UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    let hash = text.map { $0.withUnsafeBufferPointer(ByteHash.hash) } ?? ByteHash.hash(plain)
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      let ordinal = Int(slots[slot] - 1)
      let same =
        text.map { text in text.withUnsafeBufferPointer { equal(keys[ordinal], $0, in: bytes) } }
        ?? equal(keys[ordinal], plain, in: bytes)
      if same { return ordinal }
      slot = (slot + 1) & mask
    }
    if let text { decoded += text }
    slots[slot] = Int32(keys.count + 1)
    keys.append(key)
    return nil
  }

  /// The ordinal of the object whose identifier is the text of a string node.
  package func find(_ node: ProjectSyntax.Node, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    if let range = ProjectText.plainRange(of: node) { return find(UnsafeBufferPointer(rebasing: bytes[range]), in: bytes) }
    guard node.isString else { return nil }
    var text = ProjectText.string(of: node, in: bytes)
    return text.withUTF8 { find($0, in: bytes) }
  }

  /// The ordinal of the object with identifier `text` (UTF-8).
  package func find(_ text: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var slot = Int(truncatingIfNeeded: ByteHash.hash(text)) & mask
    while slots[slot] != 0 {
      let ordinal = Int(slots[slot] - 1)
      if equal(keys[ordinal], text, in: bytes) { return ordinal }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// The identifier of an ordinal.
  package func identifier(_ ordinal: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    self.bytes(of: keys[ordinal], in: bytes) { String(checkedUTF8: $0) }
  }

  private func equal(
    _ key: (start: Int32, count: Int32, decoded: Bool), _ text: UnsafeBufferPointer<UInt8>,
    in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard Int(key.count) == text.count else { return false }
    return self.bytes(of: key, in: bytes) { stored in
      text.count == 0 || memcmp(stored.baseAddress!, text.baseAddress!, text.count) == 0
    }
  }

  private func bytes<Result>(
    of key: (start: Int32, count: Int32, decoded: Bool), in bytes: UnsafeBufferPointer<UInt8>,
    _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    let range = Int(key.start)..<Int(key.start + key.count)
    if key.decoded { return decoded.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) } }
    return body(UnsafeBufferPointer(rebasing: bytes[range]))
  }
}
