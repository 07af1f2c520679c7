extension Array where Element == UInt8 {
  /// The bytes as UTF-8 text, for readable failure messages.
  public var text: String { String(decoding: self, as: UTF8.self) }
}

/// Encodings of test texts.
public enum TestBytes {
  /// UTF-16 bytes of a string, optionally with a byte order mark.
  public static func utf16(_ string: String, bigEndian: Bool, byteOrderMark: Bool) -> [UInt8] {
    var bytes: [UInt8] = []
    let units = (byteOrderMark ? [UInt16(0xFEFF)] : []) + Array(string.utf16)
    for unit in units {
      let high = UInt8(unit >> 8)
      let low = UInt8(unit & 0xFF)
      bytes += bigEndian ? [high, low] : [low, high]
    }
    return bytes
  }
}
