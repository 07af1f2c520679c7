/// UTF-8 validation of eight bytes at once, on the lanes of a 64-bit word (first byte lowest).
///
/// Every lane's top bits classify it: `0xxxxxxx` ASCII, `10xxxxxx` continuation, `110xxxxx`
/// lead of two bytes, `1110xxxx` lead of three, `11110xxx` lead of four. The text is well
/// formed when the continuation lanes are exactly those that the leads before them call for,
/// and the few values that the leads' classes allow but UTF-8 does not are absent: `C0`/`C1`
/// (overlong two-byte forms), `E0` before `80`–`9F` (overlong three-byte forms) and `ED` before
/// `A0`–`BF` (surrogates). Four-byte leads and `F8`–`FF` are left to the caller.
enum UTF8Word {
  private static let highs: UInt64 = 0x8080_8080_8080_8080
  private static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

  /// The high bit of every lane that is zero, exactly (no borrow between lanes).
  @inline(__always)
  private static func zeroLanes(_ x: UInt64) -> UInt64 {
    ~((x & lows) &+ lows | x | lows)
  }

  /// How many leading lanes of `word`, which starts at a character boundary, are well-formed
  /// complete characters and end at a boundary: 8, or fewer (at least 5) when the last
  /// character goes on into the next word; 0 when the word is ill-formed or holds a lead of
  /// four bytes or `F8`–`FF`, which the caller then checks one character at a time.
  @inline(__always)
  static func validLanes(_ word: UInt64) -> Int {
    let top = word & highs
    if top == 0 { return 8 }
    let bit6 = word << 1 & highs
    let bit5 = word << 2 & highs
    let bit4 = word << 3 & highs
    let continuation = top & ~bit6
    let lead = top & bit6
    let lead3 = lead & bit5
    if lead3 & bit4 != 0 { return 0 }
    // Lanes that must be continuations: one after every lead, two after a lead of three.
    let expected = lead << 8 | lead3 << 16
    // A character that runs past the word ends the checked lanes at its lead, which is
    // checked (it must not be expected as a continuation) and starts the next word.
    let open = lead & 0x8000_0000_0000_0000 | lead3 & 0x8080_0000_0000_0000
    var checked = UInt64.max
    var step = 8
    if open != 0 {
      step = open.trailingZeroBitCount >> 3
      checked = step == 7 ? UInt64.max : (1 << (UInt64(step) * 8 + 8)) &- 1
    }
    // C0 and C1: a two-byte lead whose payload bits 1–4 are all zero.
    let overlong2 = lead & ~bit5 & zeroLanes(word & 0x1E1E_1E1E_1E1E_1E1E)
    var bad = (continuation ^ expected) | overlong2
    // Words of Latin, Greek, Cyrillic, Hebrew or Arabic text have no lead of three bytes.
    if lead3 != 0 {
      // E0 must be followed by A0 or more, ED by 9F or less: bit 5 of the next byte.
      let e0 = zeroLanes(word ^ 0xE0E0_E0E0_E0E0_E0E0) << 8
      let ed = zeroLanes(word ^ 0xEDED_EDED_EDED_EDED) << 8
      bad |= e0 & ~bit5 | ed & bit5
    }
    return bad & checked == 0 ? step : 0
  }

  /// The lane of the first byte of `F0` or more (a four-byte lead or never valid); 7 if none.
  @inline(__always)
  static func firstFourByteLead(_ word: UInt64) -> Int {
    let lead4 = word & highs & word << 1 & word << 2 & word << 3 & highs
    return lead4 == 0 ? 7 : lead4.trailingZeroBitCount >> 3
  }
}
