import XCStringsBase

/// The named members a file declares in its types' bodies and at its top level (`func`,
/// `var`, `let`), each with the lines it spans, so that a line can be attributed to the
/// member whose code it is.
///
/// A member runs from its `func`/`var`/`let` keyword up to the next member of the same body
/// (a declaration, `init`, `case`, a nested type) or the body's closing brace; a nested
/// type's members lie inside it. Anything else (an initializer, an enum case, a pattern such
/// as `let (a, b)`) is an unnamed member: its lines are nobody's, which callers treat as code
/// that may run.
package struct SwiftMembers: Equatable, Sendable {
  /// One member: its name (nil for an unnamed one) and its lines, 1-based.
  package struct Member: Equatable, Sendable {
    /// The declared name; nil for an initializer, a case or a pattern.
    package var name: String?
    /// From the declaring keyword's line to the line of its last token.
    package var lines: ClosedRange<Int>
  }

  /// The members in source order (an enclosing member before those nested in it).
  package var members: [Member] = []

  /// No members.
  package init() {}

  /// Reads the members of UTF-8 Swift source; source the lexer cannot read has none.
  package init(parsing bytes: [UInt8]) {
    guard let output = try? SwiftLexer.lex(bytes) else { return }
    let spans = bytes.withUnsafeBufferPointer { Self.spans(output.tokens, in: $0) }
    guard !spans.isEmpty else { return }
    // Line numbers for every start and end at once, in one pass over the bytes.
    let offsets = spans.flatMap { [$0.start, $0.end] }
    let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
    let positions = LineTable.positions(ofAscending: order.map { offsets[$0] }, in: bytes)
    var lines = [Int](repeating: 0, count: offsets.count)
    for (rank, index) in order.enumerated() { lines[index] = positions[rank].line }
    members = spans.enumerated().map { index, span in
      Member(name: span.name, lines: lines[2 * index]...max(lines[2 * index], lines[2 * index + 1]))
    }
  }

  /// The name of the innermost member whose lines hold `line` (the one that starts last);
  /// nil where that member is unnamed, where no member holds the line, or where two members
  /// start on that member's first line.
  package func name(atLine line: Int) -> String? {
    var found: Member?
    var tied = false
    for member in members where member.lines.contains(line) {
      guard let current = found, member.lines.lowerBound <= current.lines.lowerBound else {
        found = member
        tied = false
        continue
      }
      if member.lines.lowerBound == current.lines.lowerBound { tied = true }
    }
    return tied ? nil : found?.name
  }

  /// Words that begin a type's body.
  private static let typeWords: Set<String> = ["struct", "class", "enum", "extension", "actor", "protocol"]
  /// Words that begin a member that has no name of its own here.
  private static let unnamedWords: Set<String> = [
    "init", "deinit", "subscript", "case", "typealias", "associatedtype", "import", "operator", "precedencegroup",
  ]
  /// Words that may follow `class` when it is a modifier (`class func`), not a type.
  private static let afterModifier: Set<String> = [
    "func", "var", "let", "subscript", "override", "final", "public", "private", "fileprivate", "internal", "open",
  ]

  /// The members' names and byte spans, found in one walk over the tokens.
  private static func spans(
    _ tokens: [SwiftToken], in bytes: UnsafeBufferPointer<UInt8>
  ) -> [(name: String?, start: Int, end: Int)] {
    struct Frame {
      var isBody: Bool
      var open: Int?
    }
    var spans: [(name: String?, start: Int, end: Int)] = []
    var frames = [Frame(isBody: true, open: nil)]
    var typeHead = false
    var previousEnd = 0
    func word(_ token: SwiftToken) -> String { String(decoding: bytes[token.start..<token.end], as: UTF8.self) }
    func finish(_ frame: inout Frame) {
      if let open = frame.open { spans[open].end = max(spans[open].start, previousEnd) }
      frame.open = nil
    }
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      defer {
        previousEnd = tokens[index].end
        index = tokens[index].next
      }
      if token.kind == .punctuation {
        switch bytes[token.start] {
        case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
          let isBody = bytes[token.start] == UInt8(ascii: "{") && typeHead
          if bytes[token.start] == UInt8(ascii: "{") { typeHead = false }
          frames.append(Frame(isBody: isBody, open: nil))
        case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
          guard frames.count > 1 else { continue }
          finish(&frames[frames.count - 1])
          frames.removeLast()
        default: break
        }
        continue
      }
      guard token.kind == .identifier, frames[frames.count - 1].isBody else { continue }
      let text = word(token)
      let following = token.next < tokens.count ? tokens[token.next] : nil
      if text == "func" || text == "var" || text == "let" {
        finish(&frames[frames.count - 1])
        var name: String?
        if let following, following.kind == .identifier { name = word(following) }
        frames[frames.count - 1].open = spans.count
        spans.append((name, token.start, token.end))
      } else if typeWords.contains(text) || unnamedWords.contains(text) {
        if text == "class", let following, following.kind == .identifier, afterModifier.contains(word(following)) {
          continue
        }
        finish(&frames[frames.count - 1])
        if typeWords.contains(text), let following, following.kind == .identifier { typeHead = true }
        frames[frames.count - 1].open = spans.count
        spans.append((nil, token.start, token.end))
      }
    }
    previousEnd = tokens.last?.end ?? 0
    while let last = frames.indices.last {
      finish(&frames[last])
      frames.removeLast()
    }
    return spans
  }
}
