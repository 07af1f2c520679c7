import XCStringsBase
import XCStringsModel

/// Low-level pieces of Xcode's JSON layout: string escaping, indentation, objects and arrays.
///
/// The layout is that of `NSJSONSerialization` with pretty printing, sorted keys and unescaped
/// slashes: two spaces per level, `"key" : value`, `{` + empty line + `}` for empty objects.
package struct JSONOutput {
  package var out: ByteWriter

  package init(_ out: ByteWriter) { self.out = out }

  mutating func indent(_ level: Int) {
    out.append(repeating: 0x20, count: level * 2)
  }

  /// Writes a quoted, escaped string. Only `"`, `\` and control characters are escaped;
  /// `/` and all non-ASCII text stay raw, as in Xcode's files.
  mutating func string(_ value: String) {
    out.append(0x22)
    stringBody(value)
    out.append(0x22)
  }

  /// Writes the escaped text of a string without its quotes.
  mutating func stringBody(_ value: String) {
    // Read in place (every native string is contiguous); `withUTF8` needs a mutable copy,
    // which retained and released each string written.
    let done: Void? = value.utf8.withContiguousStorageIfAvailable { stringBody(utf8: $0) }
    if done == nil {
      var copy = value
      copy.withUTF8 { stringBody(utf8: $0) }
    }
  }

  private mutating func stringBody(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    do {
      var runStart = 0
      var index = 0
      let count = bytes.count
      while index < count {
        // Eight bytes at a time while none of them needs escaping (the usual case).
        while index + 8 <= count, !Self.needsEscape(ByteWord(loadingFrom: bytes.baseAddress! + index).bits) {
          index += 8
        }
        guard index < count else { break }
        let byte = bytes[index]
        if byte >= 0x20 && byte != 0x22 && byte != 0x5C {
          index += 1
          continue
        }
        if runStart < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
        switch byte {
        case 0x22: out.append("\\\"")
        case 0x5C: out.append("\\\\")
        case 0x0A: out.append("\\n")
        case 0x09: out.append("\\t")
        case 0x0D: out.append("\\r")
        case 0x08: out.append("\\b")
        case 0x0C: out.append("\\f")
        default:
          out.append("\\u00")
          out.append(hexDigit(byte >> 4))
          out.append(hexDigit(byte & 0x0F))
        }
        index += 1
        runStart = index
      }
      if runStart < count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<count])) }
    }
  }

  /// Writes an object that holds nothing but a string unit (a plain localization, one per
  /// language per key, or a plural or device form) at nesting `level`:
  /// `{`, `"stringUnit" : {`, `"state" : …,`, `"value" : …`, `}`, `}` on their lines.
  ///
  /// Everything but the value is the same from one such object to the next at a level, so it
  /// is rendered once per state and level and then copied whole.
  mutating func unitOnlyObject(state: String, value: String, indent level: Int) {
    let parts = unitTemplate(state: state, level: level)
    // Copied from the shared bytes in place: taking each template out as a value retained and
    // released its arrays and state for every unit written.
    templateBytes.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[parts.prefix])) }
    stringBody(value)
    templateBytes.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[parts.suffix])) }
  }

  /// Where the template for `state` at `level` is in ``templateBytes``, rendered the first time
  /// that state is written at that level.
  private mutating func unitTemplate(state: String, level: Int) -> (prefix: Range<Int>, suffix: Range<Int>) {
    // The template used last is tried first: units of one state follow one another.
    if lastTemplate < templates.count, templates[lastTemplate].level == level,
      templates[lastTemplate].state.isIdentical(to: state)
    {
      return (templates[lastTemplate].prefix, templates[lastTemplate].suffix)
    }
    if let found = templates.firstIndex(where: { $0.level == level && $0.state.isIdentical(to: state) }) {
      lastTemplate = found
      return (templates[found].prefix, templates[found].suffix)
    }
    // A catalog has a handful of states and nesting levels, so few templates are ever made.
    let parts = Self.unitTemplate(state: state, indent: level)
    let start = templateBytes.count
    templateBytes += parts.prefix
    templateBytes += parts.suffix
    templates.append((level, state, start..<(start + parts.prefix.count), (start + parts.prefix.count)..<templateBytes.count))
    lastTemplate = templates.count - 1
    return (templates[lastTemplate].prefix, templates[lastTemplate].suffix)
  }

  // The templates rendered for `unitOnlyObject`, per nesting level and state, with where their
  // two parts are in `templateBytes`.
  private var templates: [(level: Int, state: String, prefix: Range<Int>, suffix: Range<Int>)] = []
  private var lastTemplate = 0
  private var templateBytes: [UInt8] = []

  private static func unitTemplate(state: String, indent level: Int) -> (prefix: [UInt8], suffix: [UInt8]) {
    var parts = JSONOutput(ByteWriter(capacity: 128))
    parts.openObject()
    parts.memberName(CatalogFields.localization[1], indent: level + 1)
    parts.openObject()
    parts.memberName(CatalogFields.unit[0], indent: level + 2)
    parts.string(state)
    parts.out.append(",\n")
    parts.memberName(CatalogFields.unit[1], indent: level + 2)
    parts.out.append(0x22)
    let prefix = parts.out.buffer
    parts.out.removeAll()
    parts.out.append(0x22)
    parts.closeObject(indent: level + 1)
    parts.closeObject(indent: level)
    return (prefix, parts.out.buffer)
  }

  /// Whether any of the eight bytes in `word` is a control character, `"` or `\`
  /// (bytes of 0x80 and above never count as control characters); see ``ByteWord``.
  @inline(__always)
  static func needsEscape(_ word: UInt64) -> Bool {
    let bytes = ByteWord(word)
    return bytes.below(0x20) | bytes.equal(to: 0x22) | bytes.equal(to: 0x5C) != 0
  }

  /// Whether any of the eight bytes in `word` is `"` or `\`.
  @inline(__always)
  static func hasQuoteOrBackslash(_ word: UInt64) -> Bool {
    let bytes = ByteWord(word)
    return bytes.equal(to: 0x22) | bytes.equal(to: 0x5C) != 0
  }

  private func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10
  }

  /// Writes `"name" : ` for a field name known to need no escaping.
  mutating func memberName(_ name: StaticString, indent level: Int) {
    indent(level)
    out.append(0x22)
    out.append(name)
    out.append("\" : ")
  }

  /// Writes `"name" : `.
  package mutating func memberName(_ name: String, indent level: Int) {
    indent(level)
    string(name)
    out.append(" : ")
  }

  /// Writes the separator before a member: nothing before the first, `,\n` before the others
  /// (the first member follows the opening brace's newline).
  mutating func separator(first: Bool) {
    if !first { out.append(",\n") }
  }

  /// Writes `{` + newline; every object begins this way, empty or not.
  mutating func openObject() { out.append("{\n") }

  /// Closes an object: a newline, the parent's indentation and `}`. An empty object thereby
  /// gets the empty line Xcode writes.
  mutating func closeObject(indent level: Int) {
    out.append(0x0A)
    indent(level)
    out.append(0x7D)
  }

  mutating func bool(_ value: Bool) { out.append(value ? "true" : "false") }

  mutating func integer(_ value: Int) { out.append(contentsOf: String(value).utf8) }

  /// Writes a verbatim JSON value (unknown fields) at a nesting level.
  mutating func value(_ value: JSONValue, indent level: Int) {
    switch value {
    case .string(let text): string(text)
    case .number(let literal): out.append(contentsOf: literal.utf8)
    case .bool(let flag): bool(flag)
    case .null: out.append("null")
    case .array(let elements):
      out.append("[\n")
      for (position, element) in elements.enumerated() {
        if position > 0 { out.append(",\n") }
        indent(level + 1)
        self.value(element, indent: level + 1)
      }
      out.append(0x0A)
      indent(level)
      out.append(0x5D)
    case .object(let members):
      openObject()
      var first = true
      let pairs = members.pairs
      for position in KeyOrdering.sortedIndices(pairs.map(\.key)) {
        separator(first: first)
        first = false
        memberName(pairs[position].key, indent: level + 1)
        self.value(pairs[position].value, indent: level + 1)
      }
      closeObject(indent: level)
    }
  }
}
