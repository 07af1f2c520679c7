/// Detects the encoding of a text file and decodes it, once, into UTF-8 bytes for scanning.
///
/// The order of tests follows how legacy Apple text files occur in practice: a byte order mark
/// decides outright (UTF-8, UTF-16 LE, UTF-16 BE); without one, a NUL byte pattern typical of
/// UTF-16 (every other byte zero for ASCII text) selects UTF-16 with a warning; then valid UTF-8
/// is taken as is; anything else is read as Mac OS Roman, which accepts every byte, with a
/// warning. Foundation is avoided on purpose: on Linux it rejects Mac OS Roman, and its UTF-16
/// decoding goes through an extra `String`; the hand-written transcoder writes UTF-8 directly.
@usableFromInline package enum TextDecoding {
  /// Decoded text and how it was decoded.
  package struct Decoded: Sendable {
    /// The text as UTF-8, without any byte order mark.
    package var utf8: [UInt8]
    /// The encoding the bytes were read in.
    package var encoding: TextEncoding
    /// Warnings about the guess (no byte order mark, Mac OS Roman fallback).
    package var diagnostics: [Diagnostic]
    /// Whether `utf8` was taken to be UTF-8 without checking (see
    /// ``TextDecoding/decode(_:path:checkingUTF8:)``); the reader must check it.
    package var isUnchecked = false
  }

  /// Decodes a file's bytes; never fails, because Mac OS Roman accepts any byte sequence.
  ///
  /// `path` is only used to place warnings at `path:1:1`.
  package static func decode(_ bytes: [UInt8], path: String) -> Decoded {
    decode(bytes, path: path, checkingUTF8: true)
  }

  /// Decodes a file's bytes; without `checkingUTF8`, bytes that are not UTF-16 come back as
  /// UTF-8 unchecked (``Decoded/isUnchecked``), for a reader that checks them as it builds
  /// strings from them instead of in a pass of its own.
  package static func decode(_ bytes: [UInt8], path: String, checkingUTF8: Bool) -> Decoded {
    var decoded = bytes.withUnsafeBufferPointer { buffer in decode(buffer, path: path, checkingUTF8: checkingUTF8) }
    // Plain UTF-8 is passed through without copying: the result shares the input's storage.
    if decoded.encoding == .utf8 { decoded.utf8 = bytes }
    return decoded
  }

  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, path: String, checkingUTF8: Bool) -> Decoded {
    let count = bytes.count
    if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      let rest = UnsafeBufferPointer(rebasing: bytes[3...])
      if !checkingUTF8 {
        return Decoded(utf8: Array(rest), encoding: .utf8WithBOM, diagnostics: [], isUnchecked: true)
      }
      if isValidUTF8(rest) { return Decoded(utf8: Array(rest), encoding: .utf8WithBOM, diagnostics: []) }
    } else if count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
      if let text = transcodeUTF16(bytes, from: 2, bigEndian: false) {
        return Decoded(utf8: text, encoding: .utf16LittleEndian, diagnostics: [])
      }
    } else if count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
      if let text = transcodeUTF16(bytes, from: 2, bigEndian: true) {
        return Decoded(utf8: text, encoding: .utf16BigEndian, diagnostics: [])
      }
    } else {
      if let bigEndian = utf16ByteOrderGuess(bytes),
        let text = transcodeUTF16(bytes, from: 0, bigEndian: bigEndian)
      {
        let name = bigEndian ? "UTF-16BE" : "UTF-16LE"
        let warning = Diagnostic.warning("no byte order mark; read as \(name)", at: .file(path))
        return Decoded(
          utf8: text, encoding: bigEndian ? .utf16BigEndianWithoutBOM : .utf16LittleEndianWithoutBOM,
          diagnostics: [warning])
      }
      if !checkingUTF8 { return Decoded(utf8: [], encoding: .utf8, diagnostics: [], isUnchecked: true) }
      if isValidUTF8(bytes) { return Decoded(utf8: [], encoding: .utf8, diagnostics: []) }
    }
    let warning = Diagnostic.warning("not valid UTF-8 or UTF-16; read as Mac OS Roman", at: .file(path))
    return Decoded(utf8: decodeMacOSRoman(bytes), encoding: .macOSRoman, diagnostics: [warning])
  }

  // MARK: - UTF-16

  /// Whether BOM-less bytes look like UTF-16, judged by NUL bytes in the first 4 KiB.
  ///
  /// ASCII characters in UTF-16 have a zero high byte, so a file whose zeros sit almost only at
  /// odd offsets is little-endian and at even offsets big-endian. Text files in UTF-8 almost
  /// never contain NUL at all; one that does (a stray NUL in a value) is still valid UTF-8 and
  /// has few zeros, so bytes that are valid UTF-8 are taken as UTF-16 only when at least a
  /// quarter of the sampled bytes are zero (ASCII-heavy UTF-16 has about half). UTF-16 with
  /// mostly non-ASCII text is almost never valid UTF-8, so it needs no such density.
  /// Returns `true` for big-endian, `false` for little-endian.
  package static func utf16ByteOrderGuess(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    guard bytes.count >= 2, bytes.count % 2 == 0 else { return nil }
    var evenZeros = 0
    var oddZeros = 0
    var index = 0
    let end = Swift.min(bytes.count, 4096)
    while index < end {
      if bytes[index] == 0 { evenZeros += 1 }
      if bytes[index + 1] == 0 { oddZeros += 1 }
      index += 2
    }
    let bigEndian: Bool
    if oddZeros > 0, oddZeros > evenZeros * 2 {
      bigEndian = false
    } else if evenZeros > 0, evenZeros > oddZeros * 2 {
      bigEndian = true
    } else {
      return nil
    }
    if (evenZeros + oddZeros) * 4 < end, isValidUTF8(bytes) { return nil }
    return bigEndian
  }

  /// Transcodes UTF-16 starting at byte `start` to UTF-8; `nil` for an odd byte count or an
  /// unpaired surrogate.
  package static func transcodeUTF16(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, bigEndian: Bool
  )
    -> [UInt8]?
  {
    let length = bytes.count - start
    guard length % 2 == 0 else { return nil }
    // Each code unit gives at most 3 bytes (a surrogate pair, two units, gives 4).
    let capacity = length / 2 * 3
    var valid = true
    let result = [UInt8](unsafeUninitializedCapacity: capacity) { out, initialized in
      var written = 0
      var index = start
      let end = bytes.count
      guard let base = bytes.baseAddress, let target = out.baseAddress else {
        initialized = 0
        return
      }
      let raw = UnsafeRawPointer(base)
      @inline(__always) func codeUnit(at offset: Int) -> UInt32 {
        let value = raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)
        return UInt32(bigEndian ? UInt16(bigEndian: value) : UInt16(littleEndian: value))
      }
      while index < end {
        // Four units at a time: all ASCII (keys, comments, format specifiers and much Latin
        // text) are packed to four bytes with one store; otherwise the ASCII units before the
        // first other one are, and that one is transcoded below.
        if index + 8 <= end {
          var word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
          if bigEndian { word = (word & 0x00FF_00FF_00FF_00FF) << 8 | (word >> 8) & 0x00FF_00FF_00FF_00FF }
          var packed = word & 0x00FF_00FF_00FF_00FF
          packed = (packed | packed >> 8) & 0x0000_FFFF_0000_FFFF
          packed = (packed | packed >> 16) & 0x0000_0000_FFFF_FFFF
          // Four bytes fit: the capacity holds three per unit, and four units are left.
          UnsafeMutableRawPointer(target + written).storeBytes(
            of: UInt32(littleEndian: UInt32(truncatingIfNeeded: packed)), as: UInt32.self)
          let high = word & 0xFF80_FF80_FF80_FF80
          if high != 0, word & 0xF800_F800_F800_F800 == 0 {
            // Four units below U+0800 (Latin with accents, Greek, Cyrillic, Hebrew, Arabic):
            // one or two bytes each, written without a branch per unit, which text that
            // changes script from letter to letter would mispredict.
            for lane in 0..<4 {
              let unit = UInt32(truncatingIfNeeded: word >> (UInt64(lane) * 16)) & 0xFFFF
              let isASCII = unit < 0x80
              let pair = (0xC0 | unit >> 6) | (0x80 | unit & 0x3F) << 8
              UnsafeMutableRawPointer(target + written).storeBytes(
                of: UInt16(littleEndian: UInt16(truncatingIfNeeded: isASCII ? unit : pair)), as: UInt16.self)
              written += isASCII ? 1 : 2
            }
            index += 8
            continue
          }
          let asciiUnits = high == 0 ? 4 : high.trailingZeroBitCount >> 4
          written += asciiUnits
          index += asciiUnits << 1
          if asciiUnits == 4 { continue }
        }
        let unit = codeUnit(at: index)
        index += 2
        if unit < 0x80 {
          target[written] = UInt8(truncatingIfNeeded: unit)
          written += 1
        } else if unit < 0x800 {
          target[written] = UInt8(truncatingIfNeeded: 0xC0 | unit >> 6)
          target[written + 1] = UInt8(truncatingIfNeeded: 0x80 | unit & 0x3F)
          written += 2
        } else if unit & 0xF800 != 0xD800 {
          target[written] = UInt8(truncatingIfNeeded: 0xE0 | unit >> 12)
          target[written + 1] = UInt8(truncatingIfNeeded: 0x80 | unit >> 6 & 0x3F)
          target[written + 2] = UInt8(truncatingIfNeeded: 0x80 | unit & 0x3F)
          written += 3
        } else {
          guard unit < 0xDC00, index < end else {
            valid = false
            break
          }
          let next = codeUnit(at: index)
          guard next & 0xFC00 == 0xDC00 else {
            valid = false
            break
          }
          index += 2
          let scalar = 0x10000 + ((unit & 0x3FF) << 10 | next & 0x3FF)
          target[written] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
          target[written + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F)
          target[written + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
          target[written + 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
          written += 4
        }
      }
      initialized = written
    }
    return valid ? result : nil
  }

  // MARK: - UTF-8

  /// Whether every byte is below 0x80, tested eight bytes at a time.
  @usableFromInline package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let count = bytes.count
    var index = 0
    var seen: UInt8 = 0
    while index + 8 <= count {
      guard ByteWord(loadingFrom: base + index).isASCII else { return false }
      index += 8
    }
    while index < count {
      seen |= base[index]
      index += 1
    }
    return seen < 0x80
  }

  /// Whether bytes are well-formed UTF-8 (no overlong forms, surrogates or values past U+10FFFF).
  @usableFromInline package static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    utf8Content(bytes) != .invalid
  }

  /// What ``utf8Content(_:)`` finds in bytes.
  @usableFromInline package enum UTF8Content {
    case invalid
    case ascii
    case nonASCII
  }

  /// Whether bytes are well-formed UTF-8, and if so whether they are all ASCII.
  ///
  /// Eight bytes at a time (see ``UTF8Word``); the last partial word is read as the eight
  /// bytes that end the buffer, shifted so that the bytes already checked fall away (zero
  /// lanes, which are ASCII, take their place). Localization text mixes ASCII with accented
  /// letters, other alphabets and CJK from one character to the next, which makes a loop over
  /// characters mispredict most of its branches.
  @usableFromInline package static func utf8Content(_ bytes: UnsafeBufferPointer<UInt8>) -> UTF8Content {
    guard let base = bytes.baseAddress else { return .ascii }
    let count = bytes.count
    var index = 0
    var high: UInt64 = 0
    var checker = UTF8Word()
    while index + 8 <= count {
      let word = ByteWord(loadingFrom: base + index).bits
      high |= word
      guard checker.accept(word) else { return .invalid }
      index += 8
    }
    let remaining = count - index
    if remaining > 0 {
      var word: UInt64 = 0
      if count >= 8 {
        word = ByteWord(loadingFrom: base + count - 8).bits >> (UInt64(8 - remaining) * 8)
      } else {
        for lane in 0..<remaining { word |= UInt64(base[index + lane]) << (UInt64(lane) * 8) }
      }
      high |= word
      guard checker.accept(word) else { return .invalid }
    }
    if checker.isInsideCharacter { return .invalid }
    return high & 0x8080_8080_8080_8080 == 0 ? .ascii : .nonASCII
  }

  // MARK: - Mac OS Roman

  /// Decodes Mac OS Roman, which maps every byte to a character.
  package static func decodeMacOSRoman(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var out = [UInt8]()
    out.reserveCapacity(bytes.count + bytes.count / 2)
    for byte in bytes {
      if byte < 0x80 {
        out.append(byte)
      } else {
        appendUTF8(of: UInt32(macOSRomanHighHalf[Int(byte) - 0x80]), to: &out)
      }
    }
    return out
  }

  /// Appends the UTF-8 form of a scalar value (at most U+FFFF is needed by the byte tables).
  package static func appendUTF8(of scalar: UInt32, to out: inout [UInt8]) {
    switch scalar {
    case ..<0x80:
      out.append(UInt8(truncatingIfNeeded: scalar))
    case ..<0x800:
      out.append(UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6))
      out.append(UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F))
    case ..<0x10000:
      out.append(UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12))
      out.append(UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F))
      out.append(UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F))
    default:
      out.append(UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18))
      out.append(UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F))
      out.append(UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F))
      out.append(UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F))
    }
  }
}
