/// Eight bytes tested at once, so scanners can skip runs of ordinary text a word at a time.
///
/// The bit trick: for a byte `x` below 0x80, `(x - b) & ~x & 0x80` has its high bit set exactly
/// when `x < b`; a byte equal to `v` is a zero byte of `word ^ v…`, and zero is below one.
/// Done on all eight lanes of a 64-bit word, a borrow from a matching lane can also mark the
/// lanes above it, so the results answer "does any lane match" exactly, not "which lanes".
@usableFromInline package struct ByteWord {
  @usableFromInline
  static let ones: UInt64 = 0x0101_0101_0101_0101
  @usableFromInline
  static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The eight bytes, first byte in the lowest lane (little-endian load).
  @usableFromInline package let bits: UInt64

  @inline(__always)
  @inlinable
  package init(_ bits: UInt64) { self.bits = bits }

  /// The eight bytes starting at `pointer`, which need not be aligned.
  @inline(__always)
  @inlinable
  package init(loadingFrom pointer: UnsafePointer<UInt8>) {
    bits = UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
  }

  /// Non-zero when some byte is below `bound` (at most 0x80); bytes of 0x80 and above never are.
  @inline(__always)
  @inlinable
  package func below(_ bound: UInt8) -> UInt64 {
    (bits &- Self.ones &* UInt64(bound)) & ~bits & Self.highs
  }

  /// Non-zero when some byte equals `byte`.
  @inline(__always)
  @inlinable
  package func equal(to byte: UInt8) -> UInt64 {
    ByteWord(bits ^ Self.ones &* UInt64(byte)).below(1)
  }

  /// The high bit of each lane that equals `byte`, and no other bit: exact per lane (no
  /// borrow crosses lanes), so the count of set bits counts the matching bytes.
  @inline(__always)
  @inlinable
  package func exactly(_ byte: UInt8) -> UInt64 {
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let x = bits ^ Self.ones &* UInt64(byte)
    return ~((x & low7) &+ low7 | x | low7)
  }

  /// Whether all eight bytes are ASCII.
  @inline(__always)
  @inlinable
  package var isASCII: Bool { bits & Self.highs == 0 }
}
