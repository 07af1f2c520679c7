import XCStringsBase

extension YAMLReader {
  /// A value written on one line after `key:` or `-`: a flow collection, a quoted scalar or
  /// a plain one, with any comment after it ignored.
  package func inlineValue(_ range: Range<Int>, depth: Int) throws(ParseFailure) -> YAMLNode {
    var cursor = range.lowerBound
    let value = try flowValue(&cursor, limit: range.upperBound, depth: depth, inFlow: false)
    while cursor < range.upperBound, bytes[cursor] == 0x20 { cursor += 1 }
    guard cursor == range.upperBound || bytes[cursor] == UInt8(ascii: "#") else {
      throw ParseFailure(message: "unexpected text after the value", offset: cursor)
    }
    return value
  }

  /// One value at `cursor`; inside a flow collection a plain scalar ends at `,`, `]` or `}`.
  private func flowValue(_ cursor: inout Int, limit: Int, depth: Int, inFlow: Bool) throws(ParseFailure) -> YAMLNode {
    while cursor < limit, bytes[cursor] == 0x20 { cursor += 1 }
    let start = cursor
    guard cursor < limit else { return YAMLNode(kind: .scalar(""), offset: start) }
    switch bytes[cursor] {
    case UInt8(ascii: "["), UInt8(ascii: "{"):
      guard depth < Self.maximumDepth else {
        throw ParseFailure(message: "flow collections nested more than \(Self.maximumDepth) deep", offset: cursor)
      }
      return try flowCollection(&cursor, limit: limit, depth: depth + 1)
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      return YAMLNode(kind: .scalar(try quoted(&cursor, limit: limit)), offset: start)
    case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):
      throw ParseFailure(message: "anchors, aliases and tags are not supported", offset: cursor)
    default:
      var end = cursor
      while end < limit {
        let byte = bytes[end]
        if byte == UInt8(ascii: "#"), end > start, bytes[end - 1] == 0x20 { break }
        if inFlow, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { break }
        if inFlow, byte == UInt8(ascii: ":"), end + 1 < limit, bytes[end + 1] == 0x20 { break }
        end += 1
      }
      cursor = end
      while end > start, bytes[end - 1] == 0x20 { end -= 1 }
      return YAMLNode(kind: .scalar(text(start..<end)), offset: start)
    }
  }

  /// `[a, b]` or `{k: v, k2: v2}` on one line; a `k: v` item of a sequence is a one-member
  /// mapping, as in YAML.
  private func flowCollection(_ cursor: inout Int, limit: Int, depth: Int) throws(ParseFailure) -> YAMLNode {
    let start = cursor
    let isMapping = bytes[cursor] == UInt8(ascii: "{")
    let close = isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
    cursor += 1
    var elements: [YAMLNode] = []
    var members: [YAMLNode.Member] = []
    while true {
      while cursor < limit, bytes[cursor] == 0x20 { cursor += 1 }
      guard cursor < limit else {
        throw ParseFailure(message: "flow collections over several lines are not supported", offset: start)
      }
      if bytes[cursor] == close {
        cursor += 1
        break
      }
      let itemStart = cursor
      let item = try flowValue(&cursor, limit: limit, depth: depth, inFlow: true)
      while cursor < limit, bytes[cursor] == 0x20 { cursor += 1 }
      if cursor < limit, bytes[cursor] == UInt8(ascii: ":") {
        cursor += 1
        let value = try flowValue(&cursor, limit: limit, depth: depth, inFlow: true)
        let member = YAMLNode.Member(key: item.scalar ?? "", keyOffset: itemStart, value: value)
        if isMapping {
          members.append(member)
        } else {
          elements.append(YAMLNode(kind: .mapping([member]), offset: itemStart))
        }
      } else if isMapping {
        members.append(
          YAMLNode.Member(key: item.scalar ?? "", keyOffset: itemStart, value: YAMLNode(kind: .scalar(""), offset: cursor)))
      } else {
        elements.append(item)
      }
      while cursor < limit, bytes[cursor] == 0x20 { cursor += 1 }
      if cursor < limit, bytes[cursor] == UInt8(ascii: ",") {
        cursor += 1
      } else if cursor < limit, bytes[cursor] == close {
        continue
      } else {
        throw ParseFailure(message: "expected ',' or '\(Character(Unicode.Scalar(close)))' in a flow collection", offset: cursor)
      }
    }
    return YAMLNode(kind: isMapping ? .mapping(members) : .sequence(elements), offset: start)
  }

  /// A single- or double-quoted scalar at `cursor`, which ends past its closing quote.
  package func quoted(_ cursor: inout Int, limit: Int) throws(ParseFailure) -> String {
    let start = cursor
    let quote = bytes[cursor]
    cursor += 1
    var result: [UInt8] = []
    while true {
      guard cursor < limit else { throw ParseFailure(message: "unterminated quoted scalar", offset: start) }
      let byte = bytes[cursor]
      if byte == quote {
        // `''` is a quote inside a single-quoted scalar.
        if quote == UInt8(ascii: "'"), cursor + 1 < limit, bytes[cursor + 1] == quote {
          result.append(quote)
          cursor += 2
          continue
        }
        cursor += 1
        return String(decoding: result, as: UTF8.self)
      }
      if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\"), cursor + 1 < limit {
        cursor += 1
        try escape(&cursor, limit: limit, into: &result)
        continue
      }
      result.append(byte)
      cursor += 1
    }
  }

  /// The escape whose character is at `cursor` (past the backslash) of a double-quoted scalar.
  private func escape(_ cursor: inout Int, limit: Int, into result: inout [UInt8]) throws(ParseFailure) {
    let byte = bytes[cursor]
    cursor += 1
    let digits: Int
    switch byte {
    case UInt8(ascii: "n"):
      result.append(0x0A)
      return
    case UInt8(ascii: "t"):
      result.append(0x09)
      return
    case UInt8(ascii: "r"):
      result.append(0x0D)
      return
    case UInt8(ascii: "0"):
      result.append(0)
      return
    case UInt8(ascii: "x"): digits = 2
    case UInt8(ascii: "u"): digits = 4
    case UInt8(ascii: "U"): digits = 8
    default:
      result.append(byte)
      return
    }
    var value: UInt32 = 0
    for _ in 0..<digits {
      guard cursor < limit, SwiftByte.isHexDigit(bytes[cursor]) else {
        throw ParseFailure(message: "invalid escape in a double-quoted scalar", offset: cursor)
      }
      let digit = bytes[cursor]
      value = value << 4 | UInt32(SwiftByte.isDigit(digit) ? digit - 0x30 : (digit | 0x20) - 0x57)
      cursor += 1
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw ParseFailure(message: "invalid escape in a double-quoted scalar", offset: cursor)
    }
    result.append(contentsOf: String(Character(scalar)).utf8)
  }
}
