/// A `%#@name@` or `%N$#@name@` reference to a stringsdict variable inside a format string.
///
/// Apple's formatter reads the name up to the next `@`, so a name may hold any character but
/// `@`. `%%` is a literal percent sign and never starts a reference. Text between `#` and the
/// first `@` (`%#1@count@`), or digits without `$` before `#` (`%1#@count@`), both slips for
/// `%1$#@count@`, still make a reference to the variable named between the `@`s, as Xcode's
/// migration reads it; it is marked ``isMalformed``.
package struct FormatVariableReference: Equatable, Sendable {
  /// The variable's name, the text between `#@` and the closing `@`.
  package var name: String
  /// The argument position `N` of `%N$#@name@`, or `nil` when the reference has none.
  package var position: Int?
  /// The UTF-8 offsets of the whole token, from `%` through the closing `@`.
  package var range: Range<Int>
  /// Whether text stands between `#` and the first `@` (`%#1@count@`).
  package var isMalformed: Bool

  /// Creates a reference.
  package init(name: String, position: Int?, range: Range<Int>, isMalformed: Bool = false) {
    self.name = name
    self.position = position
    self.range = range
    self.isMalformed = isMalformed
  }

  /// The well-formed spelling of the reference: `%N$#@name@`, or `%#@name@` without a
  /// position. A malformed `%#1@name@` reads as `%1$#@name@` when its text is a number.
  /// Whether two references are the same, the name compared by its exact Unicode scalars.
  package static func == (lhs: FormatVariableReference, rhs: FormatVariableReference) -> Bool {
    lhs.name.isIdentical(to: rhs.name) && lhs.position == rhs.position && lhs.range == rhs.range
      && lhs.isMalformed == rhs.isMalformed
  }

  package var validSpelling: String {
    let text = position.map { "\($0)$" } ?? ""
    return "%\(text)#@\(name)@"
  }

  /// The references in a format string, in order of appearance.
  package static func references(in format: String) -> [FormatVariableReference] {
    // Most texts (the forms of a plural) reference nothing: without "#" there is nothing to
    // find, and no copy of the text is made.
    let mayReference = format.utf8.withContiguousStorageIfAvailable { text -> Bool in text.contains(0x23) }
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
      var digitsBeforeHash = false
      if cursor > digitsStart, cursor < bytes.count, bytes[cursor] == 0x24, value > 0 {
        position = value
        cursor += 1
      } else if cursor > digitsStart, cursor + 1 < bytes.count, bytes[cursor] == 0x23, bytes[cursor + 1] == 0x40, value > 0 {
        // `%1#@name@`: digits without `$` (a slip for `%1$#@name@`).
        position = value
        digitsBeforeHash = true
      } else {
        cursor = digitsStart
      }
      guard cursor + 1 < bytes.count, bytes[cursor] == 0x23 else {
        index += 1
        continue
      }
      var isMalformed = digitsBeforeHash
      var atSign = cursor + 1
      if bytes[atSign] != 0x40 {
        // `%#…@name@`: the text before the first `@` holds no `@`, `%` or white space.
        while atSign < bytes.count, bytes[atSign] != 0x40, ![0x25, 0x20, 0x09, 0x0A, 0x0D].contains(bytes[atSign]) {
          atSign += 1
        }
        guard atSign < bytes.count, bytes[atSign] == 0x40 else {
          index += 1
          continue
        }
        isMalformed = true
        // `%#1@x@` means argument 1, as `%1$#@x@` would.
        if position == nil, let number = Int(String(decoding: bytes[(cursor + 1)..<atSign], as: UTF8.self)), number > 0 {
          position = number
        }
      }
      let nameStart = atSign + 1
      var nameEnd = nameStart
      while nameEnd < bytes.count, bytes[nameEnd] != 0x40 { nameEnd += 1 }
      guard nameEnd < bytes.count, nameEnd > nameStart else {
        index += 1
        continue
      }
      let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
      found.append(
        FormatVariableReference(
          name: name, position: position, range: start..<(nameEnd + 1),
          isMalformed: isMalformed))
      index = nameEnd + 1
    }
    return found
  }
}
