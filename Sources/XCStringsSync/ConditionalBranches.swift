import XCStringsBase

/// The `#if` branches a build does not compile, taken out of a Swift file before it is read:
/// the compiler extracts no literal from them, and their declarations do not exist.
///
/// A branch is left out only when every build that compiles the file leaves it out; a
/// condition that cannot be decided (``BuildEnvironment/value(of:argument:)`` is `nil`) keeps
/// its branch and the branches after it, so that doubt never removes a key. Directives are
/// found at the start of a line outside comments and multi-line strings; the bytes of a left
/// out branch become spaces, line breaks kept, so that every location stays where it was.
enum ConditionalBranches {
  /// One `#if … #endif` being read.
  private struct Frame {
    /// Whether the code around the `#if` is compiled.
    var outerActive: Bool
    /// Whether a branch already read is surely the compiled one.
    var decided: Bool
    /// Whether the current branch may be compiled.
    var active: Bool
  }

  /// `bytes` with every branch that none of `environments` compiles blanked; the bytes
  /// themselves when there is no `#if` or no environment.
  static func compiled(_ bytes: [UInt8], environments: [BuildEnvironment]) -> [UInt8] {
    guard !environments.isEmpty, containsIf(bytes) else { return bytes }
    var output = bytes
    var stack: [Frame] = []
    var scanner = LineState()
    var lineStart = 0
    let count = bytes.count
    while lineStart < count {
      var lineEnd = lineStart
      while lineEnd < count, bytes[lineEnd] != SwiftByte.lineFeed { lineEnd += 1 }
      let active = stack.last.map { $0.outerActive && $0.active } ?? true
      if scanner.isCode, let directive = directive(in: bytes, from: lineStart, to: lineEnd) {
        apply(directive, to: &stack, environments: environments)
      } else if !active {
        for index in lineStart..<lineEnd where bytes[index] != SwiftByte.carriageReturn { output[index] = SwiftByte.space }
      }
      scanner.read(bytes, from: lineStart, to: lineEnd)
      lineStart = lineEnd + 1
    }
    return output
  }

  /// Whether `#if` occurs at all (most files have none: they are returned untouched).
  private static func containsIf(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index + 2 < bytes.count {
      if bytes[index] == SwiftByte.hash, bytes[index + 1] == UInt8(ascii: "i"), bytes[index + 2] == UInt8(ascii: "f") {
        return true
      }
      index += 1
    }
    return false
  }

  /// A directive line: its keyword (`if`, `elseif`, `else`, `endif`) and its condition.
  private static func directive(in bytes: [UInt8], from start: Int, to end: Int) -> (keyword: String, condition: Substring)? {
    var index = start
    while index < end, bytes[index] == SwiftByte.space || bytes[index] == SwiftByte.tab { index += 1 }
    guard index < end, bytes[index] == SwiftByte.hash else { return nil }
    var wordEnd = index + 1
    while wordEnd < end, SwiftByte.isLetter(bytes[wordEnd]) { wordEnd += 1 }
    let keyword = String(decoding: bytes[(index + 1)..<wordEnd], as: UTF8.self)
    guard ["if", "elseif", "else", "endif"].contains(keyword) else { return nil }
    var text = Substring(String(decoding: bytes[wordEnd..<end], as: UTF8.self))
    if let comment = text.range(of: "//") { text = text[..<comment.lowerBound] }
    if let comment = text.range(of: "/*") { text = text[..<comment.lowerBound] }
    return (keyword, text)
  }

  private static func apply(
    _ directive: (keyword: String, condition: Substring), to stack: inout [Frame], environments: [BuildEnvironment]
  ) {
    switch directive.keyword {
    case "if":
      let outer = stack.last.map { $0.outerActive && $0.active } ?? true
      let value = ConditionExpression.value(of: directive.condition, in: environments)
      stack.append(Frame(outerActive: outer, decided: value == true, active: value != false))
    case "elseif":
      guard var frame = stack.popLast() else { return }
      if frame.decided {
        frame.active = false
      } else {
        let value = ConditionExpression.value(of: directive.condition, in: environments)
        frame.active = value != false
        frame.decided = value == true
      }
      stack.append(frame)
    case "else":
      guard var frame = stack.popLast() else { return }
      frame.active = !frame.decided
      frame.decided = true
      stack.append(frame)
    default:
      _ = stack.popLast()
    }
  }
}

/// Whether a line of Swift starts in code, or inside a block comment or a multi-line string:
/// only in code is a `#if` a directive.
private struct LineState {
  private var commentDepth = 0
  /// The `#` count of the multi-line string being read, `nil` outside one.
  private var stringHashes: Int?

  var isCode: Bool { commentDepth == 0 && stringHashes == nil }

  /// Reads one line (without its line break) and updates the state at its end.
  mutating func read(_ bytes: [UInt8], from start: Int, to end: Int) {
    var index = start
    while index < end {
      let byte = bytes[index]
      if commentDepth > 0 {
        if byte == SwiftByte.asterisk, index + 1 < end, bytes[index + 1] == SwiftByte.slash {
          commentDepth -= 1
          index += 2
        } else if byte == SwiftByte.slash, index + 1 < end, bytes[index + 1] == SwiftByte.asterisk {
          commentDepth += 1
          index += 2
        } else {
          index += 1
        }
        continue
      }
      if let hashes = stringHashes {
        if byte == SwiftByte.backslash, hashes == 0 {
          index += 2
        } else if Self.isTripleQuote(bytes, at: index, end: end), Self.hashes(bytes, from: index + 3, end: end) >= hashes {
          stringHashes = nil
          index += 3 + hashes
        } else {
          index += 1
        }
        continue
      }
      if byte == SwiftByte.slash, index + 1 < end {
        if bytes[index + 1] == SwiftByte.slash { return }
        if bytes[index + 1] == SwiftByte.asterisk {
          commentDepth = 1
          index += 2
          continue
        }
      }
      if byte == SwiftByte.hash || byte == SwiftByte.quote {
        let hashes = Self.hashes(bytes, from: index, end: end)
        let quote = index + hashes
        guard quote < end, bytes[quote] == SwiftByte.quote else {
          index += max(hashes, 1)
          continue
        }
        if Self.isTripleQuote(bytes, at: quote, end: end) {
          stringHashes = hashes
          index = quote + 3
        } else {
          index = Self.endOfSingleLineString(bytes, from: quote + 1, end: end, hashes: hashes)
        }
        continue
      }
      index += 1
    }
  }

  private static func isTripleQuote(_ bytes: [UInt8], at index: Int, end: Int) -> Bool {
    index + 2 < end && bytes[index] == SwiftByte.quote && bytes[index + 1] == SwiftByte.quote
      && bytes[index + 2] == SwiftByte.quote
  }

  private static func hashes(_ bytes: [UInt8], from start: Int, end: Int) -> Int {
    var index = start
    while index < end, bytes[index] == SwiftByte.hash { index += 1 }
    return index - start
  }

  /// Past the closing quote (and its `#`s) of a one-line string, or the line's end.
  private static func endOfSingleLineString(_ bytes: [UInt8], from start: Int, end: Int, hashes: Int) -> Int {
    var index = start
    while index < end {
      if bytes[index] == SwiftByte.backslash, hashes == 0 {
        index += 2
        continue
      }
      if bytes[index] == SwiftByte.quote, Self.hashes(bytes, from: index + 1, end: end) >= hashes { return index + 1 + hashes }
      index += 1
    }
    return end
  }
}
