/// The value of an `#if` condition (`DEBUG && !os(macOS)`, `canImport(UIKit) || BETA`) in
/// three-valued logic: `true`, `false`, or `nil` when an atom cannot be decided.
enum ConditionExpression {
  /// The value under every environment: `nil` unless they all agree (a file compiled by two
  /// targets keeps a branch either of them compiles).
  static func value(of condition: Substring, in environments: [BuildEnvironment]) -> Bool? {
    var result: Bool??
    for environment in environments {
      var parser = Parser(text: Array(condition.utf8), environment: environment)
      let value = parser.parseOr()
      // Text left over (an operator sync does not know) makes the whole condition unknown.
      let found: Bool? = parser.atEnd ? value : nil
      if let seen = result, seen != found { return nil }
      result = found
    }
    return result ?? nil
  }

  /// A recursive-descent reader of `||`, `&&`, `!`, parentheses and atoms.
  private struct Parser {
    let text: [UInt8]
    let environment: BuildEnvironment
    var index = 0

    init(text: [UInt8], environment: BuildEnvironment) {
      self.text = text
      self.environment = environment
    }

    var atEnd: Bool {
      mutating get {
        skipSpaces()
        return index >= text.count
      }
    }

    mutating func parseOr() -> Bool? {
      var value = parseAnd()
      while take("||") {
        let right = parseAnd()
        value = (value == true || right == true) ? true : (value == false && right == false ? false : nil)
      }
      return value
    }

    private mutating func parseAnd() -> Bool? {
      var value = parseNot()
      while take("&&") {
        let right = parseNot()
        value = (value == false || right == false) ? false : (value == true && right == true ? true : nil)
      }
      return value
    }

    private mutating func parseNot() -> Bool? {
      skipSpaces()
      if index < text.count, text[index] == UInt8(ascii: "!") {
        index += 1
        return parseNot().map { !$0 }
      }
      return parseAtom()
    }

    private mutating func parseAtom() -> Bool? {
      skipSpaces()
      guard index < text.count else { return nil }
      if text[index] == UInt8(ascii: "(") {
        index += 1
        let value = parseOr()
        return take(")") ? value : nil
      }
      let start = index
      while index < text.count, text[index] == UInt8(ascii: "_") || SwiftByteClass.isWordByte(text[index]) { index += 1 }
      guard index > start else {
        index = text.count
        return nil
      }
      let name = String(decoding: text[start..<index], as: UTF8.self)
      skipSpaces()
      guard index < text.count, text[index] == UInt8(ascii: "(") else { return environment.value(of: name, argument: nil) }
      let open = index + 1
      var depth = 1
      index += 1
      while index < text.count, depth > 0 {
        if text[index] == UInt8(ascii: "(") { depth += 1 }
        if text[index] == UInt8(ascii: ")") { depth -= 1 }
        index += 1
      }
      let argument = String(decoding: text[open..<max(open, index - 1)], as: UTF8.self).filter { $0 != " " && $0 != "\t" }
      return environment.value(of: name, argument: argument)
    }

    private mutating func take(_ token: String) -> Bool {
      skipSpaces()
      let bytes = Array(token.utf8)
      guard index + bytes.count <= text.count, Array(text[index..<index + bytes.count]) == bytes else { return false }
      index += bytes.count
      return true
    }

    private mutating func skipSpaces() {
      while index < text.count,
        text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t") || text[index] == UInt8(ascii: "\r")
      { index += 1 }
    }
  }
}

/// The bytes of a condition's names.
private enum SwiftByteClass {
  static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
  }
}
