import XCStringsBase

/// Reads the subset of YAML that XcodeGen specs are written in, over UTF-8 bytes.
///
/// Block mappings and sequences by indentation (a sequence may sit at its key's column),
/// `- key: value` items, plain, single- and double-quoted scalars, `|` and `>` block scalars
/// (kept as their lines joined), one-line flow collections (`[A, B]`, `{path: A}`) and `#`
/// comments. Anchors, aliases, tags and multi-line flow collections are ``ParseFailure``s: a spec
/// that uses them is reported and left out rather than half read. Blocks and flow collections
/// nest at most ``maximumDepth`` deep, so hostile input cannot exhaust the stack.
package struct YAMLReader {

  /// A line holding something: its indentation and where its text starts and ends.
  package struct Line {
    package var indent: Int
    package var start: Int
    package var end: Int
  }

  package static let maximumDepth = 64

  package let bytes: UnsafeBufferPointer<UInt8>
  package var lines: [Line] = []
  package var index = 0
  /// How many blocks enclose the current line.
  package var depth = 0

  /// Reads a document; an empty one is an empty mapping.
  package static func read(_ bytes: [UInt8]) throws(ParseFailure) -> YAMLNode {
    try bytes.withUnsafeBufferPointer { buffer throws(ParseFailure) in
      var reader = try YAMLReader(bytes: buffer)
      guard !reader.lines.isEmpty else { return YAMLNode(kind: .mapping([]), offset: 0) }
      let root = try reader.node(minimumIndent: 0)
      if reader.index < reader.lines.count {
        throw ParseFailure(message: "unexpected indentation", offset: reader.lines[reader.index].start)
      }
      return root
    }
  }

  package init(bytes: UnsafeBufferPointer<UInt8>) throws(ParseFailure) {
    self.bytes = bytes
    var offset = 0
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    while offset < bytes.count {
      var end = offset
      while end < bytes.count, bytes[end] != 0x0A { end += 1 }
      var stop = end
      if stop > offset, bytes[stop - 1] == 0x0D { stop -= 1 }
      var start = offset
      while start < stop, bytes[start] == 0x20 { start += 1 }
      if start < stop, bytes[start] == 0x09 {
        throw ParseFailure(message: "tab in indentation (YAML indents with spaces)", offset: start)
      }
      let text = Array(bytes[start..<stop])
      let isMarker = text == Array("---".utf8) || text == Array("...".utf8) || text.first == UInt8(ascii: "%")
      if start < stop, bytes[start] != UInt8(ascii: "#"), !isMarker {
        lines.append(Line(indent: start - offset, start: start, end: stop))
      }
      offset = end + 1
    }
  }

  // MARK: - Blocks

  /// The value whose first line is the current one, if it is indented at least `minimumIndent`.
  package mutating func node(minimumIndent: Int) throws(ParseFailure) -> YAMLNode {
    guard index < lines.count, lines[index].indent >= minimumIndent else {
      return YAMLNode(kind: .scalar(""), offset: index < lines.count ? lines[index].start : bytes.count)
    }
    let line = lines[index]
    guard depth < Self.maximumDepth else {
      throw ParseFailure(message: "blocks nested more than \(Self.maximumDepth) deep", offset: line.start)
    }
    depth += 1
    defer { depth -= 1 }
    if isSequenceItem(line) { return try sequence(column: line.indent) }
    if colon(in: line) != nil { return try mapping(column: line.indent) }
    index += 1
    let value = try inlineValue(line.start..<line.end, depth: 0)
    if index < lines.count, lines[index].indent > line.indent {
      throw ParseFailure(message: "unexpected indentation", offset: lines[index].start)
    }
    return value
  }

  private mutating func sequence(column: Int) throws(ParseFailure) -> YAMLNode {
    var elements: [YAMLNode] = []
    let offset = lines[index].start
    while index < lines.count, lines[index].indent == column, isSequenceItem(lines[index]) {
      let line = lines[index]
      var content = line.start + 1
      while content < line.end, bytes[content] == 0x20 { content += 1 }
      if content == line.end || bytes[content] == UInt8(ascii: "#") {
        index += 1
        elements.append(try node(minimumIndent: column + 1))
      } else {
        // What follows the dash is read as a line of its own at its column, so that
        // `- path: A` may go on with `  name: B` below it.
        lines[index] = Line(indent: line.indent + content - line.start, start: content, end: line.end)
        elements.append(try node(minimumIndent: lines[index].indent))
      }
    }
    return YAMLNode(kind: .sequence(elements), offset: offset)
  }

  private mutating func mapping(column: Int) throws(ParseFailure) -> YAMLNode {
    var members: [YAMLNode.Member] = []
    let offset = lines[index].start
    while index < lines.count, lines[index].indent == column, !isSequenceItem(lines[index]) {
      let line = lines[index]
      guard let colon = colon(in: line) else {
        throw ParseFailure(message: "expected 'key: value'", offset: line.start)
      }
      let key = try keyText(line.start..<colon)
      var valueStart = colon + 1
      while valueStart < line.end, bytes[valueStart] == 0x20 { valueStart += 1 }
      index += 1
      let value: YAMLNode
      if valueStart == line.end || bytes[valueStart] == UInt8(ascii: "#") {
        if index < lines.count, lines[index].indent == column, isSequenceItem(lines[index]) {
          value = try sequence(column: column)
        } else if index < lines.count, lines[index].indent > column {
          value = try node(minimumIndent: column + 1)
        } else {
          value = YAMLNode(kind: .scalar(""), offset: line.start)
        }
      } else if bytes[valueStart] == UInt8(ascii: "|") || bytes[valueStart] == UInt8(ascii: ">") {
        value = blockScalar(after: column, at: valueStart)
      } else {
        value = try inlineValue(valueStart..<line.end, depth: 0)
        if index < lines.count, lines[index].indent > column {
          throw ParseFailure(message: "unexpected indentation", offset: lines[index].start)
        }
      }
      members.append(YAMLNode.Member(key: key, keyOffset: line.start, value: value))
    }
    return YAMLNode(kind: .mapping(members), offset: offset)
  }

  /// The lines indented deeper than `column` after a `|` or `>`, joined with line feeds.
  private mutating func blockScalar(after column: Int, at offset: Int) -> YAMLNode {
    var parts: [String] = []
    while index < lines.count, lines[index].indent > column {
      parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[lines[index].start..<lines[index].end]), as: UTF8.self))
      index += 1
    }
    return YAMLNode(kind: .scalar(parts.joined(separator: "\n")), offset: offset)
  }

  private func isSequenceItem(_ line: Line) -> Bool {
    bytes[line.start] == UInt8(ascii: "-") && (line.start + 1 == line.end || bytes[line.start + 1] == 0x20)
  }

  /// The offset of the `:` that makes the line a `key: value` pair, if it is one: after a
  /// quoted key, or the first colon followed by a space or the end of the line, before any
  /// comment. A line starting a flow collection is none.
  private func colon(in line: Line) -> Int? {
    var offset = line.start
    let first = bytes[offset]
    if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") { return nil }
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
      offset += 1
      while offset < line.end, bytes[offset] != first {
        if first == UInt8(ascii: "\""), bytes[offset] == UInt8(ascii: "\\") { offset += 1 }
        offset += 1
      }
      offset += 1
      while offset < line.end, bytes[offset] == 0x20 { offset += 1 }
      return offset < line.end && bytes[offset] == UInt8(ascii: ":") ? offset : nil
    }
    while offset < line.end {
      if bytes[offset] == UInt8(ascii: "#"), offset > line.start, bytes[offset - 1] == 0x20 { return nil }
      if bytes[offset] == UInt8(ascii: ":"), offset + 1 == line.end || bytes[offset + 1] == 0x20 { return offset }
      offset += 1
    }
    return nil
  }

  private func keyText(_ range: Range<Int>) throws(ParseFailure) -> String {
    var end = range.upperBound
    while end > range.lowerBound, bytes[end - 1] == 0x20 { end -= 1 }
    let first = bytes[range.lowerBound]
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
      var cursor = range.lowerBound
      return try quoted(&cursor, limit: end)
    }
    return text(range.lowerBound..<end)
  }

  package func text(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }
}
