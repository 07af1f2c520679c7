import XCStringsBase

/// The lexical layer of ``XMLReader``: names, attribute values, character data and references.
extension XMLReader {
  /// Reads a name (qualified names included: the prefix stays part of it) and returns where
  /// it is.
  mutating func readName() throws(ParseFailure) -> Range<Int> {
    let start = offset
    guard offset < bytes.count, XMLByte.isNameStart(bytes[offset]) else {
      throw ParseFailure(message: "expected a name, found \(describeByte())", offset: offset)
    }
    offset += 1
    while offset < bytes.count, XMLByte.isNameByte(bytes[offset]) { offset += 1 }
    return start..<offset
  }

  /// Reads a qualified name and returns where it is and where its local part (after the last
  /// `:`, if any) starts.
  mutating func readQualifiedName() throws(ParseFailure) -> (name: Range<Int>, local: Int) {
    let start = offset
    guard offset < bytes.count, XMLByte.isNameStart(bytes[offset]) else {
      throw ParseFailure(message: "expected a name, found \(describeByte())", offset: offset)
    }
    var local = bytes[offset] == 0x3A ? offset + 1 : offset
    // A local position: the loop would otherwise store `offset` back at every byte.
    var index = offset + 1
    while index < bytes.count, XMLByte.isNameByte(bytes[index]) {
      if bytes[index] == 0x3A { local = index + 1 }
      index += 1
    }
    offset = index
    return (start..<offset, local)
  }

  /// Reads a quoted attribute value: references resolved, line ends normalised, and literal
  /// tabs, line feeds and carriage returns turned into spaces. Returns where the value is: in
  /// ``bytes`` when nothing needed changing, else in the buffer of resolved values.
  mutating func attributeValue() throws(ParseFailure) -> (range: Range<Int>, isResolved: Bool) {
    guard offset < bytes.count, bytes[offset] == 0x22 || bytes[offset] == 0x27 else {
      throw ParseFailure(message: "expected a quoted value, found \(describeByte())", offset: offset)
    }
    let quote = bytes[offset]
    let start = offset
    offset += 1
    let contentStart = offset
    // Fast path: nothing to resolve or normalise, eight bytes at a time while none is the
    // quote, `&`, `<` or a control character.
    var index = offset
    while index + 8 <= bytes.count {
      let word = ByteWord(loadingFrom: bytes.baseAddress! + index)
      if word.equal(to: quote) | word.equal(to: 0x26) | word.equal(to: 0x3C) | word.below(0x20) != 0 { break }
      index += 8
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == quote || byte == 0x26 || byte == 0x3C || byte < 0x20 { break }
      index += 1
    }
    offset = index
    if offset < bytes.count, bytes[offset] == quote {
      offset += 1
      return (contentStart..<(offset - 1), false)
    }
    // The buffer is taken out while references are appended to it (they read `self`).
    var scratch: [UInt8] = []
    swap(&scratch, &resolvedValues)
    defer { swap(&scratch, &resolvedValues) }
    let resolvedStart = scratch.count
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<offset]))
    while offset < bytes.count {
      let byte = bytes[offset]
      switch byte {
      case quote:
        offset += 1
        return (resolvedStart..<scratch.count, true)
      case 0x26:
        try reference(into: &scratch)
      case 0x3C:
        throw ParseFailure(message: "'<' is not allowed in an attribute value", offset: offset)
      case 0x0D:
        // CR LF is one line end, and a line end is one space.
        scratch.append(0x20)
        offset += offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
      case 0x09, 0x0A:
        scratch.append(0x20)
        offset += 1
      default:
        scratch.append(byte)
        offset += 1
      }
    }
    throw ParseFailure(message: "unterminated attribute value", offset: start)
  }

  /// Reads character data up to the next tag, comment or processing instruction, with CDATA
  /// sections and references resolved and line ends normalised, for ``text``; `false` when
  /// there was none.
  mutating func characterData() throws(ParseFailure) -> Bool {
    let contentStart = offset
    // Fast path: plain text up to markup, eight bytes at a time while none is `<`, `&` or CR.
    var index = offset
    while index + 8 <= bytes.count {
      let word = ByteWord(loadingFrom: bytes.baseAddress! + index)
      if word.equal(to: 0x3C) | word.equal(to: 0x26) | word.equal(to: 0x0D) != 0 { break }
      index += 8
    }
    while index < bytes.count, bytes[index] != 0x3C, bytes[index] != 0x26, bytes[index] != 0x0D { index += 1 }
    offset = index
    if offset >= bytes.count || (bytes[offset] == 0x3C && !startsCDATA()) {
      guard offset > contentStart else { return false }
      textRange = contentStart..<offset
      textIsResolved = false
      return true
    }
    var scratch: [UInt8] = []
    swap(&scratch, &resolvedText)
    defer { swap(&scratch, &resolvedText) }
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<offset]))
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == 0x26 {
        try reference(into: &scratch)
      } else if byte == 0x0D {
        scratch.append(0x0A)
        offset += offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
      } else if byte != 0x3C {
        scratch.append(byte)
        offset += 1
      } else if starts(with: "<![CDATA[") {
        let start = offset
        offset += 9
        while offset < bytes.count, !starts(with: "]]>") {
          if bytes[offset] == 0x0D {
            scratch.append(0x0A)
            offset += offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
          } else {
            scratch.append(bytes[offset])
            offset += 1
          }
        }
        guard offset < bytes.count else { throw ParseFailure(message: "unterminated CDATA section", offset: start) }
        offset += 3
      } else {
        break
      }
    }
    textIsResolved = true
    return !scratch.isEmpty
  }

  // MARK: - Bytes

  /// Whether a CDATA section starts at the current `<` (most markup fails at the next byte).
  @inline(__always)
  func startsCDATA() -> Bool {
    offset + 1 < bytes.count && bytes[offset + 1] == 0x21 && starts(with: "<![CDATA[")
  }

}
