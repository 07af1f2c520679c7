import XCStringsBase

extension StringsScanner {
  /// Reads the rest of a quoted string that contains a backslash, decoding escapes.
  ///
  /// Escapes, as Apple's parser reads them:
  /// - `\a \b \f \n \r \t \v` are U+0007, U+0008, U+000C, U+000A, U+000D, U+0009, U+000B;
  /// - `\U` takes up to four hex digits (stopping at the first non-digit) and gives one UTF-16
  ///   code unit, so `\U` alone is U+0000 and `\UD83D\UDE00` joins into one scalar; an unpaired
  ///   surrogate is an error here (Apple's parser silently gives U+FFFD); only upper-case `\U`;
  /// - `\` and one to three octal digits is one byte in the NeXTSTEP encoding; bytes with no
  ///   character (0xFE, 0xFF) and values past `\377` are errors (Apple gives U+0000 or wraps);
  /// - any other `\x` is `x`, which covers `\"`, `\'`, `\\` and a backslash before a line end.
  package mutating func readEscaped(quote: UInt8, opening: Int, firstBackslash: Int) throws(ParseFailure) -> String {
    let start = opening + 1
    // The decoded bytes go to the scanner's scratch array, kept between strings so that each
    // escaped string costs one allocation (its own) instead of two.
    var out = [UInt8]()
    swap(&out, &scratch)
    out.removeAll(keepingCapacity: true)
    out.reserveCapacity(firstBackslash - start + 32)
    var mark = start
    var index = firstBackslash
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == quote {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[mark..<index]))
        offset = index + 1
        let string = try out.withUnsafeBufferPointer { (built) throws(ParseFailure) in try makeString(built) }
        scratch = out
        return string
      }
      guard byte == StringsByte.backslash else {
        index += 1
        // Eight bytes at a time while none is the quote or a backslash.
        while index + 8 <= count {
          let word = ByteWord(loadingFrom: bytes.baseAddress! + index)
          if word.equal(to: quote) | word.equal(to: StringsByte.backslash) != 0 { break }
          index += 8
        }
        continue
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[mark..<index]))
      let escape = index
      index += 1
      guard index < count else { break }
      let letter = bytes[index]
      index += 1
      switch letter {
      case 0x30...0x37:
        var value = UInt32(letter - 0x30)
        var digits = 1
        while digits < 3, index < count, bytes[index] >= 0x30, bytes[index] <= 0x37 {
          value = value << 3 | UInt32(bytes[index] - 0x30)
          index += 1
          digits += 1
        }
        guard value <= 0xFF else {
          throw ParseFailure(
            message: "octal escape '\(source(escape..<index))' is out of range; the largest is '\\377'",
            offset: escape)
        }
        guard let scalar = NeXTSTEPEncoding.scalar(for: UInt8(value)) else {
          throw ParseFailure(
            message: "octal escape '\(source(escape..<index))' has no character in the NeXTSTEP encoding",
            offset: escape)
        }
        TextDecoding.appendUTF8(of: scalar, to: &out)
      case UInt8(ascii: "U"):
        let unit = readHexDigits(at: &index)
        var scalar = unit
        if unit & 0xF800 == 0xD800 {
          // A high surrogate must be followed at once by a `\U` low surrogate.
          var next = index
          guard unit < 0xDC00, next + 1 < count, bytes[next] == StringsByte.backslash,
            bytes[next + 1] == UInt8(ascii: "U")
          else { throw unpairedSurrogate(escape..<index) }
          next += 2
          let low = readHexDigits(at: &next)
          guard low & 0xFC00 == 0xDC00 else { throw unpairedSurrogate(escape..<index) }
          index = next
          scalar = 0x10000 + ((unit & 0x3FF) << 10 | low & 0x3FF)
        }
        TextDecoding.appendUTF8(of: scalar, to: &out)
      case UInt8(ascii: "a"): out.append(0x07)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "v"): out.append(0x0B)
      default:
        // The escaped character stands for itself; copying starts at it, so a multi-byte
        // character is copied whole and a second backslash is not read as an escape.
        mark = index - 1
        continue
      }
      mark = index
    }
    throw unterminatedString(opening: opening, quote: quote)
  }

  /// Up to four hex digits after `\U`; none gives 0.
  private func readHexDigits(at index: inout Int) -> UInt32 {
    var value: UInt32 = 0
    var digits = 0
    while digits < 4, index < bytes.count {
      guard let digit = HexDigit.value(bytes[index]) else { return value }
      value = value << 4 | UInt32(digit)
      index += 1
      digits += 1
    }
    return value
  }

  private func unpairedSurrogate(_ range: Range<Int>) -> ParseFailure {
    ParseFailure(
      message: "escape '\(source(range))' is an unpaired UTF-16 surrogate; "
        + "a high surrogate '\\UD800'–'\\UDBFF' must be followed by a low one '\\UDC00'–'\\UDFFF'",
      offset: range.lowerBound)
  }

  /// The source text of a byte range, for quoting in messages.
  package func source(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }
}
