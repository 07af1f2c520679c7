/// The branches of `#if` a release build leaves out, read line by line: `#if false` and `#if 0`
/// (never compiled), and `#if DEBUG` (the `#else` of `#if !DEBUG`), up to their `#else`,
/// `#elseif` or `#endif`, with everything nested in them.
enum ConditionalCode {
  /// Ranges of inactive and of debug-only lines, each ascending; empty for most files.
  static func lines(in bytes: UnsafeBufferPointer<UInt8>) -> (inactive: [ClosedRange<Int>], debug: [ClosedRange<Int>]) {
    guard bytes.count > 2,
      bytes.indices.dropLast(2).contains(where: { bytes[$0] == 0x23 && bytes[$0 + 1] == 0x69 && bytes[$0 + 2] == 0x66 })
    else { return ([], []) }
    var inactive: [ClosedRange<Int>] = []
    var debug: [ClosedRange<Int>] = []
    // Each open `#if`: its kind (0 live, 1 inactive, 2 debug-only) for its current branch, and
    // the kind its `#else` takes.
    var stack: [(now: UInt8, otherwise: UInt8)] = []
    var line = 1
    var start = 0
    func add(_ ranges: inout [ClosedRange<Int>], _ line: Int) {
      if let last = ranges.last, last.upperBound == line - 1 {
        ranges[ranges.count - 1] = last.lowerBound...line
      } else {
        ranges.append(line...line)
      }
    }
    while start <= bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != 0x0A { end += 1 }
      let words = directive(bytes, start, end)
      let before = (stack.contains { $0.now == 1 }, stack.contains { $0.now == 2 })
      switch words.first {
      case "#if":
        let condition = words.count >= 2 ? words[1] : ""
        switch condition {
        case "false", "0": stack.append((1, 0))
        case "DEBUG": stack.append((2, 0))
        case "!DEBUG": stack.append((0, 2))
        default: stack.append((0, 0))
        }
      case "#elseif": if !stack.isEmpty { stack[stack.count - 1] = (0, 0) }
      case "#else": if !stack.isEmpty { stack[stack.count - 1] = (stack[stack.count - 1].otherwise, 0) }
      case "#endif": if !stack.isEmpty { stack.removeLast() }
      default: break
      }
      if before.0 || stack.contains(where: { $0.now == 1 }) {
        add(&inactive, line)
      } else if before.1 || stack.contains(where: { $0.now == 2 }) {
        add(&debug, line)
      }
      line += 1
      start = end + 1
    }
    return (inactive, debug)
  }

  /// A line's first two words when it starts with `#` after indentation (`["#if", "DEBUG"]`),
  /// a trailing `//` comment left out; else empty.
  private static func directive(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> [String] {
    var index = start
    while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    guard index < end, bytes[index] == 0x23 else { return [] }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
    let code = text.components(separatedBy: "//")[0]
    return Array(code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).prefix(2).map(String.init))
  }
}
