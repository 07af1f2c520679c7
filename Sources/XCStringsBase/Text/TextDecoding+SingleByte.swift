extension TextDecoding {
  /// Unicode values of Windows-1252 bytes 0x80–0x9F; the five bytes the code page leaves
  /// undefined map to the C1 control of the same value, as Windows does.
  package static let windows1252C1Range: [UInt16] = [
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,  // 0x80
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,  // 0x88
    0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,  // 0x90
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,  // 0x98
  ]

  /// The encodings a file's bytes can be stated to be in when they are neither UTF-8 nor
  /// UTF-16, by the names the command line takes.
  package static let statedEncodings: [(name: String, encoding: TextEncoding)] = [
    ("latin1", .isoLatin1), ("windows-1252", .windows1252), ("macroman", .macOSRoman),
  ]

  /// The bytes as UTF-8, read in a single-byte encoding (ISO 8859-1, Windows-1252 or Mac OS
  /// Roman); `nil` for any other encoding.
  package static func decodeSingleByte(_ bytes: [UInt8], as encoding: TextEncoding) -> [UInt8]? {
    bytes.withUnsafeBufferPointer { buffer -> [UInt8]? in
      if encoding == .macOSRoman { return decodeMacOSRoman(buffer) }
      guard encoding == .isoLatin1 || encoding == .windows1252 else { return nil }
      var out = [UInt8]()
      out.reserveCapacity(buffer.count + buffer.count / 2)
      for byte in buffer {
        if byte < 0x80 {
          out.append(byte)
        } else if encoding == .windows1252, byte < 0xA0 {
          appendUTF8(of: UInt32(windows1252C1Range[Int(byte) - 0x80]), to: &out)
        } else {
          // ISO 8859-1 bytes are the first 256 code points.
          appendUTF8(of: UInt32(byte), to: &out)
        }
      }
      return out
    }
  }
}
