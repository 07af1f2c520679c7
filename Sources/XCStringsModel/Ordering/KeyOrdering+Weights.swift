/// The weights behind `KeySortTable`, all derived from Foundation's comparator on Linux and
/// re-checked by the differential tests.
extension KeySortTable {
  /// The non-letter, non-digit ASCII characters in Foundation's order, each a distinct primary
  /// weight (checked with `"x" + c1 + "b"` against `"x" + c2 + "a"`). Other control characters
  /// are ignorable in ICU (and DEL orders by code point), so they have no weight here.
  package static let orderedSymbols: [UInt8] = Array("\t\n\u{0B}\u{0C}\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf8)

  /// Weights are even so that a range between two neighbours (``emojiWeight``) has a byte.
  private static func weight(rank: Int) -> UInt8 { UInt8(2 * (rank + 1)) }

  /// The primary weight of a digit run: after every symbol (including `$`), before letters.
  package static let numberWeight = weight(rank: orderedSymbols.count)

  /// Between `~` and `$`: where ICU root puts the emoji in ``rangeWeight(_:)``.
  package static let emojiWeight = weight(rank: orderedSymbols.count - 1) - 1

  /// After every Latin letter: letters of the scripts in ``rangeWeight(_:)``.
  package static let laterScriptWeight: UInt8 = 0xFF

  /// Primary weight per ASCII byte; `0` marks a byte the keys do not support.
  package static let primaryWeights: [UInt8] = {
    var weights = [UInt8](repeating: 0, count: 128)
    for (rank, byte) in orderedSymbols.enumerated() { weights[Int(byte)] = weight(rank: rank) }
    for letter in 0..<26 {
      let letterWeight = weight(rank: orderedSymbols.count + 1 + letter)
      weights[Int(UInt8(ascii: "a")) + letter] = letterWeight
      weights[Int(UInt8(ascii: "A")) + letter] = letterWeight
    }
    return weights
  }()

  /// The weight of a scalar whose primary weight is only known to fall in a range, or `nil`.
  ///
  /// Letters of these scripts sort after every Latin letter, and these emoji between `~` and `$`
  /// (checked for every assigned scalar in the ranges; the unassigned ones this ICU does not know,
  /// such as U+1F6D8 and Arabic tatweel U+0640, which is not a letter, are left out).
  package static func rangeWeight(_ scalar: UInt32) -> UInt8? {
    switch scalar {
    case 0x391...0x3A1, 0x3A3...0x3A9, 0x3B1...0x3C9,  // Greek
      0x410...0x44F,  // Cyrillic
      0x5D0...0x5EA,  // Hebrew
      0x621...0x63A, 0x641...0x64A,  // Arabic
      0x905...0x939,  // Devanagari
      0xE01...0xE2E,  // Thai consonants
      0x3041...0x3096, 0x30A1...0x30FA,  // Hiragana, Katakana
      0x4E00...0x9FFF,  // CJK Unified Ideographs
      0xAC00...0xD7A3:  // Hangul syllables
      return laterScriptWeight
    case 0x1F300...0x1F64F, 0x1F680...0x1F6D7, 0x1F900...0x1F9FF:
      return emojiWeight
    default:
      return nil
    }
  }

  /// The lowercase ASCII base letter of a precomposed Latin letter whose canonical
  /// decomposition is that letter plus combining marks (so ICU gives it the base's primary
  /// weight), or `0`.
  @inline(__always)
  package static func latinBase(_ scalar: UInt32) -> UInt8 {
    let offset = Int(scalar) - latinFirst
    return offset >= 0 && offset < latinBases.count ? latinBases[offset] : 0
  }

  private static let latinFirst = 0xC0

  /// Base letters for U+00C0 to U+024F, derived with Foundation's
  /// `decomposedStringWithCanonicalMapping` and checked against its comparator (`c + "b"` after
  /// `base + "a"`, `c + "a"` before `base + "b"`, `c` before `base + "0"`).
  private static let latinBases: [UInt8] = {
    let groups: [(Character, [Int])] = [
      (
        "a",
        [
          0xC0, 0xC1, 0xC2, 0xC3, 0xC4, 0xC5, 0xE0, 0xE1, 0xE2, 0xE3, 0xE4, 0xE5, 0x100, 0x101,
          0x102, 0x103, 0x104, 0x105, 0x1CD, 0x1CE, 0x1DE, 0x1DF, 0x1E0, 0x1E1, 0x1FA, 0x1FB,
          0x200, 0x201, 0x202, 0x203, 0x226, 0x227,
        ]
      ),
      ("c", [0xC7, 0xE7, 0x106, 0x107, 0x108, 0x109, 0x10A, 0x10B, 0x10C, 0x10D]),
      ("d", [0x10E, 0x10F]),
      (
        "e",
        [
          0xC8, 0xC9, 0xCA, 0xCB, 0xE8, 0xE9, 0xEA, 0xEB, 0x112, 0x113, 0x114, 0x115, 0x116,
          0x117, 0x118, 0x119, 0x11A, 0x11B, 0x204, 0x205, 0x206, 0x207, 0x228, 0x229,
        ]
      ),
      ("g", [0x11C, 0x11D, 0x11E, 0x11F, 0x120, 0x121, 0x122, 0x123, 0x1E6, 0x1E7, 0x1F4, 0x1F5]),
      ("h", [0x124, 0x125, 0x21E, 0x21F]),
      // U+0130 (İ) is left out: it folds to two characters ("i̇") in CoreFoundation.
      (
        "i",
        [
          0xCC, 0xCD, 0xCE, 0xCF, 0xEC, 0xED, 0xEE, 0xEF, 0x128, 0x129, 0x12A, 0x12B, 0x12C,
          0x12D, 0x12E, 0x12F, 0x1CF, 0x1D0, 0x208, 0x209, 0x20A, 0x20B,
        ]
      ),
      ("j", [0x134, 0x135, 0x1F0]),
      ("k", [0x136, 0x137, 0x1E8, 0x1E9]),
      ("l", [0x139, 0x13A, 0x13B, 0x13C, 0x13D, 0x13E]),
      ("n", [0xD1, 0xF1, 0x143, 0x144, 0x145, 0x146, 0x147, 0x148, 0x1F8, 0x1F9]),
      (
        "o",
        [
          0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0x14C, 0x14D, 0x14E, 0x14F,
          0x150, 0x151, 0x1A0, 0x1A1, 0x1D1, 0x1D2, 0x1EA, 0x1EB, 0x1EC, 0x1ED, 0x20C, 0x20D,
          0x20E, 0x20F, 0x22A, 0x22B, 0x22C, 0x22D, 0x22E, 0x22F, 0x230, 0x231,
        ]
      ),
      ("r", [0x154, 0x155, 0x156, 0x157, 0x158, 0x159, 0x210, 0x211, 0x212, 0x213]),
      ("s", [0x15A, 0x15B, 0x15C, 0x15D, 0x15E, 0x15F, 0x160, 0x161, 0x218, 0x219]),
      ("t", [0x162, 0x163, 0x164, 0x165, 0x21A, 0x21B]),
      (
        "u",
        [
          0xD9, 0xDA, 0xDB, 0xDC, 0xF9, 0xFA, 0xFB, 0xFC, 0x168, 0x169, 0x16A, 0x16B, 0x16C,
          0x16D, 0x16E, 0x16F, 0x170, 0x171, 0x172, 0x173, 0x1AF, 0x1B0, 0x1D3, 0x1D4, 0x1D5,
          0x1D6, 0x1D7, 0x1D8, 0x1D9, 0x1DA, 0x1DB, 0x1DC, 0x214, 0x215, 0x216, 0x217,
        ]
      ),
      ("w", [0x174, 0x175]),
      ("y", [0xDD, 0xFD, 0xFF, 0x176, 0x177, 0x178, 0x232, 0x233]),
      ("z", [0x179, 0x17A, 0x17B, 0x17C, 0x17D, 0x17E]),
    ]
    var bases = [UInt8](repeating: 0, count: 0x250 - latinFirst)
    for (base, scalars) in groups {
      for scalar in scalars { bases[scalar - latinFirst] = base.asciiValue! }
    }
    return bases
  }()

  /// Decodes the scalar starting at `index` of valid UTF-8 (its lead byte is 0x80 or more).
  @inline(__always)
  package static func decode(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
    let lead = UInt32(text[index])
    let second = UInt32(text[index + 1] & 0x3F)
    if lead < 0xE0 { return ((lead & 0x1F) << 6 | second, 2) }
    let third = UInt32(text[index + 2] & 0x3F)
    if lead < 0xF0 { return ((lead & 0x0F) << 12 | second << 6 | third, 3) }
    let fourth = UInt32(text[index + 3] & 0x3F)
    return ((lead & 0x07) << 18 | second << 12 | third << 6 | fourth, 4)
  }

  /// Longest digit run whose value fits CoreFoundation's `UInt64` without wrapping.
  package static let maxDigitRun = 19

  @inline(__always)
  package static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}
