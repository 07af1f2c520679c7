/// The `@"…"` string literals of an Objective-C file, whose keys (`NSLocalizedString(@"Save",
/// …)`) sync does not extract but must not take as gone from the code.
enum ObjectiveCLiterals {
  /// The text of each `@"…"` literal, its common escapes resolved; comments are not skipped
  /// (a literal in a comment only keeps a key, it never adds one).
  static func texts(in bytes: [UInt8]) -> [String] {
    var texts: [String] = []
    var index = 0
    let count = bytes.count
    while index + 1 < count {
      guard bytes[index] == UInt8(ascii: "@"), bytes[index + 1] == UInt8(ascii: "\"") else {
        index += 1
        continue
      }
      var text: [UInt8] = []
      var cursor = index + 2
      while cursor < count, bytes[cursor] != UInt8(ascii: "\""), bytes[cursor] != UInt8(ascii: "\n") {
        if bytes[cursor] == UInt8(ascii: "\\"), cursor + 1 < count {
          switch bytes[cursor + 1] {
          case UInt8(ascii: "n"): text.append(0x0A)
          case UInt8(ascii: "t"): text.append(0x09)
          case UInt8(ascii: "r"): text.append(0x0D)
          default: text.append(bytes[cursor + 1])
          }
          cursor += 2
          continue
        }
        text.append(bytes[cursor])
        cursor += 1
      }
      texts.append(String(decoding: text, as: UTF8.self))
      index = cursor + 1
    }
    return texts
  }
}
