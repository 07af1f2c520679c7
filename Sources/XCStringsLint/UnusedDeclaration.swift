import XCStringsBase

/// A stored property or constant that takes a literal and that no code names again
/// (`static let mbtiTitleCommander: LocalizedStringKey = "mbti_titles_commander"` read
/// nowhere): its text is never shown. Read from the sources' bytes only for calls already
/// found to be a warning.
enum UnusedDeclaration {
  /// The name the line declares with `let` or `var` and gives the literal starting at
  /// `line`:`column` as its value (`let title = "…"`, `static var key: LocalizedStringKey =
  /// "…"`, `let t = String(localized: "…")`); nil for a literal that is no such value, a
  /// computed property's (`var t: String { "…" }`), or one in a later statement of the line.
  static func declaredName(in bytes: [UInt8], line: Int, column: Int) -> String? {
    guard let literal = LineTable.offset(ofLine: line, column: column, in: bytes) else { return nil }
    return declaredName(in: bytes, literalAt: literal)
  }

  /// ``declaredName(in:line:column:)`` for the literal starting at byte `literal`.
  static func declaredName(in bytes: [UInt8], literalAt literal: Int) -> String? {
    var start = literal
    while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
    var found: String?
    // A plain scan: asked of every warning's line, where a generic search costs more.
    var index = start
    while index + 4 <= literal {
      defer { index += 1 }
      let word = (bytes[index], bytes[index + 1], bytes[index + 2], bytes[index + 3])
      guard word == (0x6C, 0x65, 0x74, 0x20) || word == (0x76, 0x61, 0x72, 0x20),
        index == start || !SwiftByte.isIdentifierContinuation(bytes[index - 1])
      else { continue }
      let nameStart = index + 4
      var end = nameStart
      while end < literal, SwiftByte.isIdentifierContinuation(bytes[end]) { end += 1 }
      guard end > nameStart, SwiftByte.isIdentifierStart(bytes[nameStart]) else { continue }
      // The value follows `=`, with no brace that would open a body or a closure.
      let rest = bytes[end..<literal]
      guard rest.contains(UInt8(ascii: "=")), !rest.contains(SwiftByte.openBrace), !rest.contains(UInt8(ascii: ";"))
      else { continue }
      found = String(decoding: bytes[nameStart..<end], as: UTF8.self)
    }
    return found
  }

  /// The name of the type method whose one statement, `return …`, is `line` (generated
  /// accessors: `static func unread(_ p1: Any) -> String {` then `return L10n.tr("…", …)`),
  /// and the line that declares it; nil for any other line. Only `static` and `class`
  /// methods: an instance method may be called by a framework that never names it.
  static func returningMethod(in bytes: [UInt8], line: Int) -> (name: String, line: Int)? {
    guard line > 1, let body = lineText(line, in: bytes), let head = lineText(line - 1, in: bytes) else { return nil }
    return returningMethod(body: body, head: head).map { ($0, line - 1) }
  }

  /// ``returningMethod(in:line:)`` for a line's text (`body`) and the line's before (`head`).
  static func returningMethod(body: ArraySlice<UInt8>, head: ArraySlice<UInt8>) -> String? {
    guard body.drop(while: { $0 == 0x20 || $0 == 0x09 }).starts(with: returnWord),
      head.last(where: { $0 != 0x20 && $0 != 0x09 }) == SwiftByte.openBrace
    else { return nil }
    let words = head.split { $0 == 0x20 || $0 == 0x09 }
    guard let function = words.firstIndex(where: { $0.elementsEqual("func".utf8) }), function > 0,
      words[..<function].contains(where: { $0.elementsEqual("static".utf8) || $0.elementsEqual("class".utf8) }),
      function + 1 < words.count
    else { return nil }
    let name = words[function + 1].prefix { SwiftByte.isIdentifierContinuation($0) }
    guard let first = name.first, SwiftByte.isIdentifierStart(first),
      name.count < words[function + 1].count,
      words[function + 1][words[function + 1].startIndex + name.count] == SwiftByte.openParenthesis
        || words[function + 1][words[function + 1].startIndex + name.count] == UInt8(ascii: "<")
    else { return nil }
    return String(decoding: name, as: UTF8.self)
  }

  private static let returnWord = Array("return ".utf8)

  /// The bytes of `line` of `bytes`, without its line break.
  private static func lineText(_ line: Int, in bytes: [UInt8]) -> ArraySlice<UInt8>? {
    guard let start = LineTable.offset(ofLine: line, column: 1, in: bytes) else { return nil }
    let end = bytes[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? bytes.count
    return bytes[start..<end]
  }

  /// How many times `name` appears as a whole identifier on `line` of `bytes`.
  static func occurrences(of name: String, onLine line: Int, in bytes: [UInt8], method: Bool = false) -> Int {
    guard let start = LineTable.offset(ofLine: line, column: 1, in: bytes) else { return 0 }
    let end = bytes[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? bytes.count
    return occurrences(of: name, in: Array(bytes[start..<end]), method: method)
  }

  /// How many times `name` appears as a whole identifier in `bytes` (comments and strings
  /// included: a mention there counts as a use, so the check errs towards live code), `$name`
  /// (a property wrapper's projected value) included. A `method`'s name followed by a dot
  /// (`menu.unread.title`, a dotted key) is no use of it: code calls a method or passes it on.
  static func occurrences(of name: String, in bytes: [UInt8], method: Bool = false) -> Int {
    let needle = Array(name.utf8)
    return ByteSearch.starts(of: needle, in: bytes).count { start in
      let end = start + needle.count
      return (start == 0 || !SwiftByte.isIdentifierContinuation(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: "$"))
        && (end == bytes.count || !SwiftByte.isIdentifierContinuation(bytes[end]))
        && !(method && end < bytes.count && bytes[end] == UInt8(ascii: "."))
    }
  }
}
