/// A fast 64-bit hash of a byte string: multiply-xor rounds over eight bytes at a time.
///
/// Keys and names are hashed by their UTF-8 bytes (see ``ExactKey``). Feeding those bytes to
/// the standard library's `Hasher` (SipHash) costs several instructions a byte; feeding it this
/// one word costs a constant. The files hashed are the user's own, so the resistance to crafted
/// collisions that SipHash gives a server is not needed here.
@usableFromInline package enum ByteHash {
  /// The hash of a string's UTF-8: in place for native strings; others (bridged on Darwin) are
  /// copied first, so equal strings always give the same word.
  @inlinable
  package static func hash(_ string: String) -> UInt64 {
    string.utf8.withContiguousStorageIfAvailable(hash) ?? Array(string.utf8).withUnsafeBufferPointer(hash)
  }

  @inlinable
  package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
    var index = 0
    let count = bytes.count
    while index + 8 <= count {
      let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
      hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
      hash ^= hash >> 31
      index += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while index < count {
      tail |= UInt64(bytes[index]) << shift
      shift += 8
      index += 1
    }
    hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
    return hash ^ (hash >> 29)
  }
}
