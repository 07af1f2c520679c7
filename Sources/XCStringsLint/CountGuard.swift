/// Whether code compares a count with 1 just before it shows the count with a plural noun
/// (`if accounts.count == 1 { … } else { Text("\(accounts.count) people") }`, `plural = 1 <
/// period.value`): such code shows another text for one, so the plural noun may never meet 1.
/// Read from the source's bytes only for calls already found to lack a plural.
enum CountGuard {
  /// Lines before the call searched for the comparison.
  static let reach = 25

  /// Whether `expression` is compared with 1 (`== 1`, `!= 1`, `> 1`, `<= 1`, `1 <`, …, or with
  /// 2 by `>= 2`, `< 2`) on `line` or in the ``reach`` lines before it.
  static func comparesWithOne(_ expression: String, in bytes: [UInt8], line: Int) -> Bool {
    let needle = Array(expression.utf8)
    guard !needle.isEmpty, line >= 1 else { return false }
    let first = max(1, line - reach)
    var current = 1
    var start = bytes.count
    var end = bytes.count
    if first == 1 { start = 0 }
    for (offset, byte) in bytes.enumerated() where byte == 0x0A {
      current += 1
      if current == first { start = offset + 1 }
      if current == line + 1 {
        end = offset
        break
      }
    }
    guard start < end, end - start >= needle.count else { return false }
    var position = start
    while position + needle.count <= end {
      if bytes[position] == needle[0], Array(bytes[position..<position + needle.count]) == needle,
        !isNamePart(position > 0 ? bytes[position - 1] : 0x20),
        position + needle.count == bytes.count || !isNamePart(bytes[position + needle.count]),
        comparedAfter(bytes, from: position + needle.count) || comparedBefore(bytes, before: position)
      {
        return true
      }
      position += 1
    }
    return false
  }

  /// A byte that continues a name or a member access (`count` in `accounts.count`).
  private static func isNamePart(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
      || byte == 0x2E || byte >= 0x80
  }

  /// `EXPR == 1` and its kin, read forward from the end of the expression.
  private static func comparedAfter(_ bytes: [UInt8], from start: Int) -> Bool {
    var index = start
    while index < bytes.count, bytes[index] == 0x20 { index += 1 }
    var operatorBytes: [UInt8] = []
    while index < bytes.count, [0x3D, 0x21, 0x3C, 0x3E].contains(bytes[index]), operatorBytes.count < 2 {
      operatorBytes.append(bytes[index])
      index += 1
    }
    while index < bytes.count, bytes[index] == 0x20 { index += 1 }
    var digits: [UInt8] = []
    while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
      digits.append(bytes[index])
      index += 1
    }
    if index < bytes.count, isNamePart(bytes[index]) { return false }
    return means(String(decoding: operatorBytes, as: UTF8.self), String(decoding: digits, as: UTF8.self), countFirst: true)
  }

  /// `1 < EXPR` and its kin, read backward from the start of the expression.
  private static func comparedBefore(_ bytes: [UInt8], before end: Int) -> Bool {
    var index = end - 1
    while index >= 0, bytes[index] == 0x20 { index -= 1 }
    var operatorBytes: [UInt8] = []
    while index >= 0, [0x3D, 0x21, 0x3C, 0x3E].contains(bytes[index]), operatorBytes.count < 2 {
      operatorBytes.insert(bytes[index], at: 0)
      index -= 1
    }
    while index >= 0, bytes[index] == 0x20 { index -= 1 }
    var digits: [UInt8] = []
    while index >= 0, bytes[index] >= 0x30, bytes[index] <= 0x39 {
      digits.insert(bytes[index], at: 0)
      index -= 1
    }
    if index >= 0, isNamePart(bytes[index]) { return false }
    return means(String(decoding: operatorBytes, as: UTF8.self), String(decoding: digits, as: UTF8.self), countFirst: false)
  }

  /// Whether `count OP number` (or `number OP count`) tells one from more.
  private static func means(_ operation: String, _ number: String, countFirst: Bool) -> Bool {
    switch (number, operation) {
    case ("1", "=="), ("1", "!="): return true
    case ("1", ">"), ("1", "<="): return countFirst
    case ("1", "<"), ("1", ">="): return !countFirst
    case ("2", ">="), ("2", "<"): return countFirst
    case ("2", "<="), ("2", ">"): return !countFirst
    default: return false
    }
  }

  /// The `name.count` expressions (`filenames.count`, `self.items.count`) on `lines` of
  /// `bytes`, in order.
  static func counts(in bytes: [UInt8], lines: ClosedRange<Int>) -> [String] {
    var found: [String] = []
    var line = 1
    var index = 0
    let suffix = Array(".count".utf8)
    while index < bytes.count, line <= lines.upperBound {
      if bytes[index] == 0x0A { line += 1 }
      if line >= lines.lowerBound, bytes[index] == suffix[0], index + suffix.count <= bytes.count,
        bytes[index..<(index + suffix.count)].elementsEqual(suffix),
        index + suffix.count == bytes.count || !isNamePart(bytes[index + suffix.count])
      {
        var begin = index
        while begin > 0, isNamePart(bytes[begin - 1]) || bytes[begin - 1] == 0x2E { begin -= 1 }
        if begin < index { found.append(String(decoding: bytes[begin..<(index + suffix.count)], as: UTF8.self)) }
      }
      index += 1
    }
    return found
  }
}
