/// The lines of a Swift file the compiler never compiles: the branches of `#if false` and
/// `#if 0` (and everything nested in them) up to their `#else`, `#elseif` or `#endif`. Other
/// conditions (`#if DEBUG`, `#if os(iOS)`) may hold in some build, so their code counts.
enum InactiveCode {
  /// The 1-based numbers of the inactive lines, ascending; empty for most files.
  static func lines(in bytes: [UInt8]) -> [Int] {
    // Most files have no `#if` at all.
    guard bytes.indices.dropLast(2).contains(where: { bytes[$0] == 0x23 && bytes[$0 + 1] == 0x69 && bytes[$0 + 2] == 0x66 })
    else { return [] }
    var inactive: [Int] = []
    // Each open `#if`: whether its current branch is dead because of its own `false`.
    var stack: [Bool] = []
    var line = 1
    var start = 0
    while start <= bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != 0x0A { end += 1 }
      let words = directive(Array(bytes[start..<end]))
      let deadBefore = stack.contains(true)
      switch words.first {
      case "#if": stack.append(words.count >= 2 && (words[1] == "false" || words[1] == "0"))
      case "#elseif", "#else": if !stack.isEmpty { stack[stack.count - 1] = false }
      case "#endif": if !stack.isEmpty { stack.removeLast() }
      default: break
      }
      if deadBefore || stack.contains(true) { inactive.append(line) }
      line += 1
      start = end + 1
    }
    return inactive
  }

  /// A line's first two words when it starts with `#` after indentation (`["#if", "false"]`),
  /// a trailing `//` comment left out; else empty.
  private static func directive(_ line: [UInt8]) -> [String] {
    var index = 0
    while index < line.count, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
    guard index < line.count, line[index] == 0x23 else { return [] }
    let text = String(decoding: line[index...], as: UTF8.self)
    let code = text.components(separatedBy: "//")[0]
    return Array(code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).prefix(2).map(String.init))
  }
}
