/// UTF-8 validation eight bytes at a time, on the lanes of 64-bit words (first byte lowest),
/// carrying into each word what the characters begun in the word before still call for.
///
/// Every lane's top bits classify it: `0xxxxxxx` ASCII, `10xxxxxx` continuation, `110xxxxx`
/// lead of two bytes, `1110xxxx` lead of three, `11110xxx` lead of four. The text is well
/// formed when the continuation lanes are exactly those that the leads before them call for,
/// and the values that the classes allow but UTF-8 does not are absent: `C0`/`C1` (overlong
/// two-byte forms), `E0` before `80`–`9F` and `F0` before `80`–`8F` (overlong three- and
/// four-byte forms), `ED` before `A0`–`BF` (surrogates), `F4` before `90`–`BF` (past U+10FFFF)
/// and `F5`–`FF`.
///
/// Every word advances eight bytes whatever it holds: a character that runs past the word's
/// end is finished by the next word through the carried lanes, so text that changes script
/// from one letter to the next costs no mispredicted branch, and emoji no slow path.
@usableFromInline package struct UTF8Word {
  @usableFromInline
  static let highs: UInt64 = 0x8080_8080_8080_8080

  /// Lanes 0–2 of the next word that must be continuations, as their high bits.
  @usableFromInline
  var expected: UInt64 = 0
  /// Lane 0 of the next word follows an `E0`, `ED`, `F0` or `F4` (as its high bit).
  @usableFromInline
  var afterE0: UInt64 = 0
  @usableFromInline
  var afterED: UInt64 = 0
  @usableFromInline
  var afterF0: UInt64 = 0
  @usableFromInline
  var afterF4: UInt64 = 0
  /// Any of the four above.
  @usableFromInline
  var restrictedNext: UInt64 = 0

  /// Whether the words so far end inside a character: at the end of the text, an error.
  @inlinable
  package var isInsideCharacter: Bool { expected != 0 }

  /// The high bit of every lane that is zero, exactly (no borrow between lanes).
  @inline(__always)
  @inlinable
  static func zeroLanes(_ x: UInt64) -> UInt64 {
    let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    return ~((x & lows) &+ lows | x | lows)
  }

  /// The high bit of every lane of `word` equal to `byte`.
  @inline(__always)
  @inlinable
  static func lanes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
    zeroLanes(word ^ 0x0101_0101_0101_0101 &* UInt64(byte))
  }

  /// Checks the next eight bytes of the text; `false` when they, with the bytes before, are
  /// not well-formed UTF-8 (the text is then invalid whatever follows).
  @inline(__always)
  @inlinable
  package mutating func accept(_ word: UInt64) -> Bool {
    let top = word & Self.highs
    // ASCII with no character left open: the usual word of keys, comments and Latin text.
    if top | expected == 0 { return true }
    let bit6 = word << 1 & Self.highs
    let bit5 = word << 2 & Self.highs
    let bit4 = word << 3 & Self.highs
    let continuation = top & ~bit6
    let lead = top & bit6
    let lead3 = lead & bit5  // E0–FF
    let lead4 = lead3 & bit4  // F0–FF
    // One continuation after every lead, a second after a lead of three or four, a third
    // after a lead of four; those past lane 7 are the next word's.
    let wanted = lead << 8 | lead3 << 16 | lead4 << 24 | expected
    expected = lead >> 56 | lead3 >> 48 | lead4 >> 40
    // C0 and C1: a two-byte lead whose payload bits 1–4 are all zero.
    var bad = (continuation ^ wanted) | lead & ~bit5 & Self.zeroLanes(word & 0x1E1E_1E1E_1E1E_1E1E)
    // Words of Latin, Greek, Cyrillic, Hebrew or Arabic text have no lead of three bytes, and
    // those of CJK text rarely one of the leads that restrict the byte after them.
    let nibbles = word & 0x0F0F_0F0F_0F0F_0F0F
    let restricting = lead3 & (bit4 | Self.zeroLanes(nibbles) | Self.zeroLanes(nibbles ^ 0x0D0D_0D0D_0D0D_0D0D))
    if restricting | restrictedNext != 0 {
      let e0 = Self.lanes(of: word, equalTo: 0xE0)
      let ed = Self.lanes(of: word, equalTo: 0xED)
      let f0 = Self.lanes(of: word, equalTo: 0xF0)
      let f4 = Self.lanes(of: word, equalTo: 0xF4)
      // What may follow is told by bits 5 and 4 of the continuation after each.
      let bits54 = bit5 | bit4
      bad |= (e0 << 8 | afterE0) & ~bit5 | (ed << 8 | afterED) & bit5
      bad |= (f0 << 8 | afterF0) & ~bits54 | (f4 << 8 | afterF4) & bits54
      // F5–FF: a low nibble of 5 or more carries into bit 4 when 0x0B is added.
      bad |= lead4 & (nibbles &+ 0x0B0B_0B0B_0B0B_0B0B) << 3 & Self.highs
      afterE0 = e0 >> 56
      afterED = ed >> 56
      afterF0 = f0 >> 56
      afterF4 = f4 >> 56
      restrictedNext = restricting >> 56
    }
    return bad == 0
  }
}
