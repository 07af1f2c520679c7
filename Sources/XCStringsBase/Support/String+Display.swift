extension String {
  /// The string with newlines and tabs shown as escapes, for one-line reports.
  package var escapedForDisplay: String {
    // Most texts have nothing to escape: they are returned as they are, with no copy.
    guard utf8.contains(where: { $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) else { return self }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count + 8)
    for byte in utf8 {
      switch byte {
      case 0x0A: bytes += [0x5C, 0x6E]
      case 0x09: bytes += [0x5C, 0x74]
      case 0x0D: bytes += [0x5C, 0x72]
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
