/// The UTF-8 bytes of a string read where it is stored, without retaining it.
///
/// Reading a string through a pointer (`pointer.pointee`) and handing it to a function makes
/// the compiler retain it for the call, since the function might otherwise free it. For the
/// catalog writer that retain is an atomic write to each value string, the first touch of a
/// string parsed long before and no longer in the cache: one miss at a time, since an atomic
/// operation cannot overlap the next. Here the bytes of a native string are found from its two
/// words as the standard library lays them out (its documented 64-bit layout: count and flags,
/// then the object; a string whose bytes follow its object header is flagged
/// tail-allocated, and the bytes start 32 bytes past the object's address). Whether that
/// holds is checked once, against `withUTF8`, before the first use; any other kind of string
/// (small, bridged, shared) and any mismatch take the ordinary path.
enum StoredStringBytes {
  /// The bytes of the string at `pointer`, valid while that string is neither changed nor
  /// freed, or `nil` when they cannot be read in place.
  @inline(__always)
  static func utf8(ofStringAt pointer: UnsafePointer<String>) -> UnsafeBufferPointer<UInt8>? {
    guard layoutHolds else { return nil }
    return bytes(ofStringAt: UnsafeRawPointer(pointer))
  }

  @inline(__always)
  private static func bytes(ofStringAt raw: UnsafeRawPointer) -> UnsafeBufferPointer<UInt8>? {
    guard MemoryLayout<String>.size == 16 else { return nil }
    let countAndFlags = raw.load(as: UInt64.self)
    let object = raw.load(fromByteOffset: 8, as: UInt64.self)
    // Not small (discriminator bit 61) nor foreign (bit 60), and tail-allocated (flag bit 60).
    guard object & (0b11 << 60) == 0, countAndFlags & (1 << 60) != 0 else { return nil }
    let count = Int(truncatingIfNeeded: countAndFlags & 0x0000_FFFF_FFFF_FFFF)
    guard let start = UnsafePointer<UInt8>(bitPattern: UInt(truncatingIfNeeded: object & 0x0FFF_FFFF_FFFF_FFFF) &+ 32)
    else { return nil }
    return UnsafeBufferPointer(start: start, count: count)
  }

  /// Whether the layout read by ``utf8(ofStringAt:)`` is the one this standard library uses,
  /// checked on strings made at run time, ASCII and not.
  private static let layoutHolds: Bool = {
    for sample in [String(repeating: "layout", count: 7), String(repeating: "préfixé ", count: 5)] {
      var copy = sample
      let expected = copy.withUTF8 { Array($0) }
      let read = withUnsafePointer(to: sample) { pointer -> [UInt8]? in
        bytes(ofStringAt: UnsafeRawPointer(pointer)).map { Array($0) }
      }
      guard read == expected else { return false }
    }
    return true
  }()
}
