/// The order of units in Xcode's XLIFF files, and of `<file>` elements by path.
///
/// Units are sorted by their whole id (suffix included) the way `NSString`'s `compare` with
/// `.numericSearch` orders them: character by character in UTF-16 code units, case-sensitive
/// and without a locale, except that runs of ASCII digits compare by their value (`"90°"` before
/// `"100"`). This is not the catalog's key order, which ignores case and follows ICU.
///
/// Two choices where Xcode's behaviour is unknown: digit runs of equal value and different
/// length (`item9`, `item09`) compare equal and the comparison goes on after them, and ids
/// that are equal that way are ordered by plain UTF-16 comparison (`item09` before `item9`),
/// so the order is total and does not depend on the input order. Digits of other scripts
/// compare as characters.
enum XLIFFUnitOrder {
  /// Whether id `a` comes before id `b`.
  static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
    compare(a, b, ignoringCase: false) < 0
  }

  /// Whether file path `a` comes before `b`: compared like ids, but ignoring ASCII case first
  /// (Xcode lists `Kit/AppShortcuts`, `Kit/dev_options`, `Kit/InfoPlist`).
  static func pathIsInIncreasingOrder(_ a: String, _ b: String) -> Bool {
    let folded = compare(a, b, ignoringCase: true)
    return folded != 0 ? folded < 0 : compare(a, b, ignoringCase: false) < 0
  }

  /// Sorts ids in place.
  static func sort(_ ids: inout [String]) {
    ids.sort(by: areInIncreasingOrder)
  }

  /// Negative, zero or positive as `a` comes before, equals or comes after `b`.
  static func compare(_ a: String, _ b: String, ignoringCase: Bool) -> Int {
    let numeric = withBytes(a) { x in withBytes(b) { y in numericCompare(x, y, ignoringCase: ignoringCase) } }
    guard numeric == 0 else { return numeric }
    return withBytes(a) { x in withBytes(b) { y in plainCompare(x, y) } }
  }

  /// ``compare(_:_:ignoringCase:)`` on UTF-8 bytes.
  static func compare(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>, ignoringCase: Bool) -> Int {
    let numeric = numericCompare(x, y, ignoringCase: ignoringCase)
    return numeric != 0 ? numeric : plainCompare(x, y)
  }

  private static func withBytes<R>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = string
    return copy.withUTF8(body)
  }

  /// Compares with digit runs by value; `0` when the texts differ only in leading zeros.
  private static func numericCompare(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>, ignoringCase: Bool) -> Int
  {
    var i = 0
    var j = 0
    while i < x.count, j < y.count {
      let a = x[i]
      let b = y[j]
      if isDigit(a), isDigit(b) {
        var endA = i
        while endA < x.count, isDigit(x[endA]) { endA += 1 }
        var endB = j
        while endB < y.count, isDigit(y[endB]) { endB += 1 }
        var startA = i
        while startA < endA - 1, x[startA] == 0x30 { startA += 1 }
        var startB = j
        while startB < endB - 1, y[startB] == 0x30 { startB += 1 }
        // Without leading zeros, the longer run is the larger number.
        let lengths = (endA - startA) - (endB - startB)
        if lengths != 0 { return lengths }
        for k in 0..<(endA - startA) where x[startA + k] != y[startB + k] {
          return Int(x[startA + k]) - Int(y[startB + k])
        }
        i = endA
        j = endB
        continue
      }
      if a < 0x80, b < 0x80 {
        let left = ignoringCase ? fold(a) : a
        let right = ignoringCase ? fold(b) : b
        if left != right { return Int(left) - Int(right) }
        i += 1
        j += 1
        continue
      }
      // At least one non-ASCII character: compare the UTF-16 code units of both characters.
      let (unitsA, lengthA) = utf16(x, at: i)
      let (unitsB, lengthB) = utf16(y, at: j)
      if unitsA != unitsB { return unitsA < unitsB ? -1 : 1 }
      i += lengthA
      j += lengthB
    }
    return (x.count - i) - (y.count - j)
  }

  /// Compares UTF-16 code units from the start, with no special rule for digits.
  private static func plainCompare(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Int {
    var i = 0
    var j = 0
    while i < x.count, j < y.count {
      if x[i] == y[j], x[i] < 0x80 {
        i += 1
        j += 1
        continue
      }
      let (unitsA, lengthA) = utf16(x, at: i)
      let (unitsB, lengthB) = utf16(y, at: j)
      if unitsA != unitsB { return unitsA < unitsB ? -1 : 1 }
      i += lengthA
      j += lengthB
    }
    return (x.count - i) - (y.count - j)
  }

  /// The character at `index` as its UTF-16 code units packed for comparison (a surrogate
  /// pair as `high << 16 | low`, so it orders by its high surrogate first), and its UTF-8 length.
  private static func utf16(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
    let lead = bytes[index]
    var scalar: UInt32
    var length: Int
    switch lead {
    case 0..<0x80: return (UInt32(lead) << 16, 1)
    case 0xC0..<0xE0:
      scalar = UInt32(lead & 0x1F)
      length = 2
    case 0xE0..<0xF0:
      scalar = UInt32(lead & 0x0F)
      length = 3
    default:
      scalar = UInt32(lead & 0x07)
      length = 4
    }
    for k in 1..<length where index + k < bytes.count { scalar = scalar << 6 | UInt32(bytes[index + k] & 0x3F) }
    if scalar < 0x10000 { return (scalar << 16, length) }
    let value = scalar - 0x10000
    return ((0xD800 + (value >> 10)) << 16 | (0xDC00 + (value & 0x3FF)), length)
  }

  @inline(__always)
  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  @inline(__always)
  private static func fold(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
}
