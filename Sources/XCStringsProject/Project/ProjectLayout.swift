import XCStringsLegacy

/// Where things are laid out in a project file's bytes: the lines an entry occupies, the
/// sections of the `objects` dictionary, indentation and line ends.
///
/// Edits remove and insert whole lines when the file is laid out as Xcode writes it (one entry
/// per line), and fall back to the entry's own bytes when several entries share a line.
package struct ProjectLayout {
  /// One `/* Begin X section */ … /* End X section */` run of the `objects` dictionary.
  package struct Section {
    package var name: String
    /// The `/* Begin … */` line, line end included.
    package var begin: Range<Int>
    /// The `/* End … */` line, line end included.
    package var end: Range<Int>
    /// Ordinals of the objects between the markers.
    package var objects: [Int]
  }

  package let bytes: UnsafeBufferPointer<UInt8>
  /// The file's line end, taken from its first line (`\n` when it has none).
  package let newline: String

  package init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    var newline = "\n"
    if let lineFeed = bytes.firstIndex(of: 0x0A), lineFeed > 0, bytes[lineFeed - 1] == 0x0D { newline = "\r\n" }
    self.newline = newline
  }

  // MARK: - Lines

  /// The offset where the line holding `offset` starts.
  package func lineStart(_ offset: Int) -> Int {
    var index = offset
    while index > 0, bytes[index - 1] != 0x0A, bytes[index - 1] != 0x0D { index -= 1 }
    return index
  }

  /// Whether only spaces and tabs lie between the start of its line and `offset`.
  package func startsLine(_ offset: Int) -> Bool {
    var index = offset
    while index > 0 {
      let byte = bytes[index - 1]
      if byte == 0x0A || byte == 0x0D { return true }
      if byte != 0x20 && byte != 0x09 { return false }
      index -= 1
    }
    return true
  }

  /// The offset past the line end that follows `offset` when only spaces, tabs and comments
  /// lie before it; `nil` when anything else does (or the file ends first).
  package func lineEnd(after offset: Int) -> Int? {
    var index = offset
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09:
        index += 1
      case 0x0D:
        return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? index + 2 : index + 1
      case 0x0A:
        return index + 1
      case StringsByte.slash where index + 1 < bytes.count && bytes[index + 1] == StringsByte.asterisk:
        guard let close = commentEnd(from: index + 2) else { return nil }
        index = close
      case StringsByte.slash where index + 1 < bytes.count && bytes[index + 1] == StringsByte.slash:
        // A line comment runs to the line end, which it shares with the entry.
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
      default:
        return nil
      }
    }
    return nil
  }

  /// The offset past the `/* */` comments that follow `offset` on its line (or `offset` itself).
  package func endOfComments(after offset: Int) -> Int {
    var index = offset
    var end = offset
    while index < bytes.count {
      if bytes[index] == 0x20 || bytes[index] == 0x09 {
        index += 1
      } else if bytes[index] == StringsByte.slash, index + 1 < bytes.count, bytes[index + 1] == StringsByte.asterisk,
        let close = commentEnd(from: index + 2)
      {
        index = close
        end = close
      } else {
        break
      }
    }
    return end
  }

  private func commentEnd(from start: Int) -> Int? {
    var index = start
    while index + 1 < bytes.count {
      if bytes[index] == StringsByte.asterisk, bytes[index + 1] == StringsByte.slash { return index + 2 }
      if bytes[index] == 0x0A || bytes[index] == 0x0D { return nil }
      index += 1
    }
    return nil
  }

  /// The bytes an entry occupies from its first byte `start` through `last` (its `;` or `,`):
  /// whole lines when it has its lines to itself, else the entry and the spaces after it.
  package func span(from start: Int, through last: Int) -> (range: Range<Int>, ownsLines: Bool) {
    if startsLine(start), let end = lineEnd(after: last + 1) {
      return (lineStart(start)..<end, true)
    }
    var end = last + 1
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return (start..<end, false)
  }

  /// The spaces and tabs that start the line holding `offset`.
  package func indentation(of offset: Int) -> String {
    let start = lineStart(offset)
    var end = start
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  /// The indentation one level in from a line's: another tab, or as many spaces as the file
  /// uses when it indents with spaces.
  package func deeper(_ indentation: String) -> String {
    indentation.last == " " ? indentation + "    " : indentation + "\t"
  }

  /// The range of the blank line starting at `offset`, if that line holds only spaces and tabs.
  package func blankLine(at offset: Int) -> Range<Int>? {
    guard offset < bytes.count, let end = lineEnd(after: offset) else { return nil }
    // A comment makes the line not blank.
    for index in offset..<end where bytes[index] == StringsByte.slash { return nil }
    return offset..<end
  }

  // MARK: - Sections

  /// The sections of the `objects` dictionary, found in the bytes between its entries.
  package static func sections(of storage: ProjectStorage, in bytes: UnsafeBufferPointer<UInt8>) -> [Section] {
    let layout = ProjectLayout(bytes: bytes)
    let syntax = storage.syntax
    let objects = syntax.nodes[Int(storage.objectsNode)]
    var sections: [Section] = []
    var open: (name: String, begin: Range<Int>, objects: [Int])?
    var gapStart = Int(objects.start) + 1
    let range = syntax.entries(of: storage.objectsNode)
    for ordinal in 0...range.count {
      let gapEnd =
        ordinal < range.count
        ? Int(syntax.nodes[Int(syntax.entries[range.lowerBound + ordinal].key)].start) : Int(objects.end) - 1
      for marker in layout.markers(in: gapStart..<gapEnd) {
        if marker.isBegin {
          open = (marker.name, marker.line, [])
        } else if let current = open, current.name == marker.name {
          sections.append(Section(name: current.name, begin: current.begin, end: marker.line, objects: current.objects))
          open = nil
        }
      }
      guard ordinal < range.count else { break }
      open?.objects.append(ordinal)
      gapStart = Int(syntax.entries[range.lowerBound + ordinal].terminator) + 1
    }
    return sections
  }

  /// The section markers in a range of trivia, with the lines they occupy. Comments are
  /// followed to their real end (a comment may span lines, and a marker inside it is text).
  private func markers(in range: Range<Int>) -> [(isBegin: Bool, name: String, line: Range<Int>)] {
    var result: [(Bool, String, Range<Int>)] = []
    var index = range.lowerBound
    while index + 1 < range.upperBound {
      guard bytes[index] == StringsByte.slash else {
        index += 1
        continue
      }
      if bytes[index + 1] == StringsByte.slash {
        while index < range.upperBound, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        continue
      }
      guard bytes[index + 1] == StringsByte.asterisk else {
        index += 1
        continue
      }
      var close = index + 2
      while close + 1 < range.upperBound, !(bytes[close] == StringsByte.asterisk && bytes[close + 1] == StringsByte.slash) {
        close += 1
      }
      guard close + 1 < range.upperBound else { break }
      close += 2
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 2)..<(close - 2)]), as: UTF8.self)
      let words = text.split(separator: " ")
      if words.count == 3, words[0] == "Begin" || words[0] == "End", words[2] == "section", !text.contains("\n") {
        let line = startsLine(index) ? lineStart(index)..<(lineEnd(after: close) ?? close) : index..<close
        result.append((words[0] == "Begin", String(words[1]), line))
      }
      index = close
    }
    return result
  }
}
