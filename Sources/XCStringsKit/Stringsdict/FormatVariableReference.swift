/// A `%#@name@` or `%N$#@name@` reference to a stringsdict variable inside a format string.
///
/// Apple's formatter reads the name up to the next `@`, so a name may hold any character but
/// `@`. `%%` is a literal percent sign and never starts a reference.
public struct FormatVariableReference: Equatable, Sendable {
  /// The variable's name, the text between `#@` and the closing `@`.
  public var name: String
  /// The argument position `N` of `%N$#@name@`, or `nil` when the reference has none.
  public var position: Int?
  /// The UTF-8 offsets of the whole token, from `%` through the closing `@`.
  public var range: Range<Int>

  /// Creates a reference.
  public init(name: String, position: Int?, range: Range<Int>) {
    self.name = name
    self.position = position
    self.range = range
  }

  /// The references in a format string, in order of appearance.
  public static func references(in format: String) -> [FormatVariableReference] {
    // Most texts (the forms of a plural) reference nothing: without "#@" there is nothing to
    // find, and no copy of the text is made.
    let mayReference = format.utf8.withContiguousStorageIfAvailable { text -> Bool in
      var index = 0
      while index + 1 < text.count {
        if text[index] == 0x23 && text[index + 1] == 0x40 { return true }
        index += 1
      }
      return false
    }
    if mayReference == false { return [] }
    let bytes = Array(format.utf8)
    var found: [FormatVariableReference] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x25 else {
        index += 1
        continue
      }
      let start = index
      if index + 1 < bytes.count, bytes[index + 1] == 0x25 {
        index += 2
        continue
      }
      var cursor = index + 1
      var position: Int?
      let digitsStart = cursor
      var value = 0
      while cursor < bytes.count, (0x30...0x39).contains(bytes[cursor]), cursor - digitsStart < 9 {
        value = value * 10 + Int(bytes[cursor] - 0x30)
        cursor += 1
      }
      if cursor > digitsStart, cursor < bytes.count, bytes[cursor] == 0x24, value > 0 {
        position = value
        cursor += 1
      } else {
        cursor = digitsStart
      }
      guard cursor + 1 < bytes.count, bytes[cursor] == 0x23, bytes[cursor + 1] == 0x40 else {
        index += 1
        continue
      }
      let nameStart = cursor + 2
      var nameEnd = nameStart
      while nameEnd < bytes.count, bytes[nameEnd] != 0x40 { nameEnd += 1 }
      guard nameEnd < bytes.count, nameEnd > nameStart else {
        index += 1
        continue
      }
      let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
      found.append(FormatVariableReference(name: name, position: position, range: start..<(nameEnd + 1)))
      index = nameEnd + 1
    }
    return found
  }
}
