import Foundation

/// Byte sort keys that reproduce ``KeyOrdering/foundationCompare(_:_:)`` for printable ASCII.
///
/// Foundation's comparison (CoreFoundation's `CFStringCompareWithOptionsAndLocale` over ICU root
/// collation, non-ignorable punctuation, numeric collation) behaves, for strings made of the
/// supported ASCII bytes, like comparing two levels in turn:
///
/// 1. Primary: a sequence of tokens, one per character, except that a run of ASCII digits is one
///    token standing for its numeric value (leading zeros do not count). Letters weigh the same
///    in either case. Non-letters weigh as ICU root orders them (whitespace, punctuation,
///    symbols, currency, then numbers, then letters).
/// 2. Forced ordering: at the first token where the strings still differ, a shorter digit run
///    comes first (`item9` before `item09`) and a lowercase letter comes first (`spaces` before
///    `Spaces`).
///
/// The table below was derived from Foundation itself on Linux (sorting single characters and
/// checking `"x" + c1 + "b"` against `"x" + c2 + "a"` so each weight is a primary difference),
/// and the differential tests check it pair by pair. Control characters other than tab, line
/// feed, vertical tab, form feed and carriage return are ignorable in ICU and DEL sorts by code
/// point, so they are not supported here; neither is non-ASCII text, nor digit runs longer than
/// 19 digits (CoreFoundation parses runs into a wrapping `UInt64`).
///
/// A string outside that set still gets a *partial* key: the primary tokens of its leading part
/// up to a point where nothing later can change them. Comparing two keys decides the order when
/// the primary tokens differ inside both known parts, or when a complete key's tokens run out
/// first; every other comparison is left to Foundation.
struct KeySortTable {
  /// All keys, back to back. A complete key is primary tokens, `0`, then one forced-ordering
  /// byte per token; a partial key is only its known primary tokens.
  private(set) var bytes: [UInt8] = []
  /// Where each key starts in ``bytes``; `starts[i + 1]` is where it ends.
  private(set) var starts: [Int32] = [0]
  /// The length of each key's primary part.
  private(set) var primaryLengths: [Int32] = []
  /// Whether each key is complete (exact) rather than partial.
  private(set) var isComplete: [Bool] = []

  /// The number of keys.
  var count: Int { isComplete.count }

  /// Whether every key is complete, so comparisons never need Foundation.
  private(set) var allComplete = true

  /// Builds the keys of `strings`.
  init<C: Collection>(_ strings: C) where C.Element == String {
    bytes.reserveCapacity(strings.count * 24)
    starts.reserveCapacity(strings.count + 1)
    primaryLengths.reserveCapacity(strings.count)
    isComplete.reserveCapacity(strings.count)
    for string in strings { append(string) }
  }

  private mutating func append(_ string: String) {
    var string = string
    string.withUTF8 { append(utf8: $0) }
  }

  private mutating func append(utf8 text: UnsafeBufferPointer<UInt8>) {
    let supported = Self.supportedPrefixLength(text)
    let complete = supported == text.count
    var end = supported
    if !complete {
      // The character before an unsupported one may combine with it (a base letter followed by
      // a combining mark, say), and a digit run next to it may continue with non-ASCII digits:
      // drop both so that every token left is final.
      if end > 0 { end -= 1 }
      while end > 0, Self.isDigit(text[end - 1]) { end -= 1 }
    }
    let start = bytes.count
    var index = 0
    while index < end {
      let byte = text[index]
      if Self.isDigit(byte) {
        var runEnd = index
        while runEnd < end, Self.isDigit(text[runEnd]) { runEnd += 1 }
        var significant = index
        while significant < runEnd, text[significant] == UInt8(ascii: "0") { significant += 1 }
        bytes.append(Self.numberWeight)
        bytes.append(UInt8(runEnd - significant))
        for position in significant..<runEnd { bytes.append(text[position] &- UInt8(ascii: "0")) }
        index = runEnd
      } else {
        bytes.append(Self.primaryWeights[Int(byte)])
        index += 1
      }
    }
    primaryLengths.append(Int32(bytes.count - start))
    if complete {
      bytes.append(0)
      index = 0
      while index < end {
        let byte = text[index]
        if Self.isDigit(byte) {
          var runEnd = index
          while runEnd < end, Self.isDigit(text[runEnd]) { runEnd += 1 }
          bytes.append(UInt8(runEnd - index))
          index = runEnd
        } else {
          bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? 1 : 0)
          index += 1
        }
      }
    } else {
      allComplete = false
    }
    starts.append(Int32(bytes.count))
    isComplete.append(complete)
  }

  /// The length of the leading part made only of supported bytes and digit runs of at most 19.
  private static func supportedPrefixLength(_ text: UnsafeBufferPointer<UInt8>) -> Int {
    var index = 0
    var runLength = 0
    while index < text.count {
      let byte = text[index]
      if isDigit(byte) {
        runLength += 1
        if runLength > maxDigitRun { return index - (runLength - 1) }
      } else {
        runLength = 0
        if byte >= 0x80 || primaryWeights[Int(byte)] == 0 { return index }
      }
      index += 1
    }
    return index
  }

  /// Longest digit run whose value fits CoreFoundation's `UInt64` without wrapping.
  private static let maxDigitRun = 19

  @inline(__always)
  private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  /// The non-letter, non-digit characters in Foundation's order, each a distinct primary weight.
  static let orderedSymbols: [UInt8] = Array("\t\n\u{0B}\u{0C}\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf8)

  /// The primary weight of a digit run; letters weigh more.
  static let numberWeight = UInt8(orderedSymbols.count + 1)

  /// Primary weight per ASCII byte; `0` marks a byte the keys do not support.
  static let primaryWeights: [UInt8] = {
    var weights = [UInt8](repeating: 0, count: 128)
    for (rank, byte) in orderedSymbols.enumerated() { weights[Int(byte)] = UInt8(rank + 1) }
    for letter in 0..<26 {
      let weight = numberWeight + 1 + UInt8(letter)
      weights[Int(UInt8(ascii: "a")) + letter] = weight
      weights[Int(UInt8(ascii: "A")) + letter] = weight
    }
    return weights
  }()

  /// The order of keys `i` and `j`, or `nil` when only Foundation can tell.
  func compare(_ i: Int, _ j: Int) -> ComparisonResult? {
    withView { $0.compare(i, j) }
  }

  /// Runs `body` with a pointer view of the table, for tight comparison loops.
  func withView<R>(_ body: (View) throws -> R) rethrows -> R {
    try bytes.withUnsafeBufferPointer { bytes in
      try starts.withUnsafeBufferPointer { starts in
        try primaryLengths.withUnsafeBufferPointer { primaryLengths in
          try isComplete.withUnsafeBufferPointer { isComplete in
            try body(
              View(
                bytes: bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!, starts: starts.baseAddress!,
                primaryLengths: primaryLengths.baseAddress ?? UnsafePointer(bitPattern: 4)!,
                isComplete: isComplete.baseAddress ?? UnsafePointer(bitPattern: 1)!))
          }
        }
      }
    }
  }

  /// Unchecked pointers into a table, valid only inside ``withView(_:)``.
  struct View {
    let bytes: UnsafePointer<UInt8>
    let starts: UnsafePointer<Int32>
    let primaryLengths: UnsafePointer<Int32>
    let isComplete: UnsafePointer<Bool>

    /// The order of keys `i` and `j`, or `nil` when undecided.
    @inline(__always)
    func compare(_ i: Int, _ j: Int) -> ComparisonResult? {
      let startI = Int(starts[i]), startJ = Int(starts[j])
      if isComplete[i] && isComplete[j] {
        return KeySortTable.order(
          bytes + startI, Int(starts[i + 1]) - startI, bytes + startJ, Int(starts[j + 1]) - startJ)
      }
      let lengthI = Int(primaryLengths[i]), lengthJ = Int(primaryLengths[j])
      let common = min(lengthI, lengthJ)
      let prefix = common == 0 ? 0 : memcmp(bytes + startI, bytes + startJ, common)
      if prefix != 0 { return prefix < 0 ? .orderedAscending : .orderedDescending }
      // One side's known tokens ran out. That decides only if that side is a whole string: the
      // other then has at least one more token, so it is longer at the primary level.
      if lengthI < lengthJ, isComplete[i] { return .orderedAscending }
      if lengthJ < lengthI, isComplete[j] { return .orderedDescending }
      return nil
    }

    /// The order of two complete keys (never `nil`).
    @inline(__always)
    func compareComplete(_ i: Int, _ j: Int) -> ComparisonResult {
      let startI = Int(starts[i]), startJ = Int(starts[j])
      return KeySortTable.order(
        bytes + startI, Int(starts[i + 1]) - startI, bytes + startJ, Int(starts[j + 1]) - startJ)
    }
  }

  @inline(__always)
  static func order(
    _ a: UnsafePointer<UInt8>, _ lengthA: Int, _ b: UnsafePointer<UInt8>, _ lengthB: Int
  ) -> ComparisonResult {
    let common = min(lengthA, lengthB)
    let result = common == 0 ? 0 : memcmp(a, b, common)
    if result != 0 { return result < 0 ? .orderedAscending : .orderedDescending }
    return lengthA == lengthB ? .orderedSame : (lengthA < lengthB ? .orderedAscending : .orderedDescending)
  }
}
