/// Turns the bytes of an XML property list into UTF-8 that the scanner can read.
///
/// Old `.stringsdict` files were often saved as UTF-16 (Xcode and `plutil` accept both), so the
/// byte order mark, or the `<` of the first tag next to a zero byte, decides the encoding. The
/// text is converted once and checked once, so the scanner never meets invalid UTF-8 and every
/// later offset, line and column refers to the converted text.
package enum PlistTextDecoding {
  /// The text as UTF-8 without a byte order mark.
  ///
  /// - Throws: An error in `path` at the line and column, in the text converted so far, of the
  ///   first sequence that is not valid in the file's encoding.
  package static func utf8(_ bytes: [UInt8], path: String) throws(Diagnostic) -> [UInt8] {
    var text: [UInt8] = []
    do throws(ParseFailure) {
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
        text = Array(bytes.dropFirst(3))
      } else if bytes.starts(with: [0xFF, 0xFE]) {
        try appendUTF16(bytes.dropFirst(2), bigEndian: false, to: &text)
      } else if bytes.starts(with: [0xFE, 0xFF]) {
        try appendUTF16(bytes.dropFirst(2), bigEndian: true, to: &text)
      } else if bytes.count >= 2, bytes[0] == 0x3C, bytes[1] == 0 {
        try appendUTF16(bytes[...], bigEndian: false, to: &text)
      } else if bytes.count >= 2, bytes[0] == 0, bytes[1] == 0x3C {
        try appendUTF16(bytes[...], bigEndian: true, to: &text)
      } else {
        text = bytes
      }
      if let bad = firstInvalidUTF8Offset(text) {
        throw ParseFailure(message: "text is not valid UTF-8", offset: bad)
      }
    } catch {
      throw error.diagnostic(in: text, path: path)
    }
    return text
  }

  /// Appends UTF-16 text as UTF-8 to `output`.
  ///
  /// - Throws: A failure at the end of `output` when a surrogate is unpaired or a byte is left over.
  private static func appendUTF16(
    _ bytes: ArraySlice<UInt8>, bigEndian: Bool, to output: inout [UInt8]
  ) throws(ParseFailure) {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      let first = UInt16(bytes[index])
      let second = UInt16(bytes[index + 1])
      units.append(bigEndian ? first << 8 | second : second << 8 | first)
      index += 2
    }
    output.reserveCapacity(units.count + units.count / 2)
    var iterator = units.makeIterator()
    var parser = Unicode.UTF16.ForwardParser()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let scalar = Unicode.UTF16.decode(encoded)
        UTF8.encode(scalar) { output.append($0) }
      case .error:
        throw ParseFailure(message: "text is not valid UTF-16 (unpaired surrogate)", offset: output.count)
      case .emptyInput:
        if bytes.count % 2 != 0 {
          throw ParseFailure(message: "text is not valid UTF-16 (odd number of bytes)", offset: output.count)
        }
        return
      }
    }
  }

  /// The offset of the first byte that does not start a valid UTF-8 sequence, or `nil`.
  package static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    // Valid text (the common case) is confirmed by the word-at-a-time validator; the scalar
    // decoder below, which finds where text goes wrong, cost 27 instructions a byte.
    if bytes.withUnsafeBufferPointer(TextDecoding.isValidUTF8) { return nil }
    guard let firstHigh = bytes.firstIndex(where: { $0 >= 0x80 }) else { return nil }
    var iterator = bytes[firstHigh...].makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = firstHigh
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .error: return offset
      case .emptyInput: return nil
      }
    }
  }
}
