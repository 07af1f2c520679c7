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
/// up to a point where nothing later can change them. Accented Latin letters weigh as their base
/// letter; a letter of a script that sorts after Latin, or an emoji, ends the partial key with a
/// weight that only places it against ASCII (see `KeySortTable.rangeWeight(_:)`). Comparing two
/// keys decides the order when the primary tokens differ inside both known parts, or when a
/// complete key's tokens run out first; every other comparison is left to Foundation.
package struct KeySortTable {
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
  package var count: Int { isComplete.count }

  /// Whether every key is complete, so comparisons never need Foundation.
  private(set) var allComplete = true

  /// Builds the keys of `strings`.
  package init<C: Collection>(_ strings: C) where C.Element == String {
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
    let (end, terminal, complete) = Self.knownPrefix(text)
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
      } else if byte < 0x80 {
        bytes.append(Self.primaryWeights[Int(byte)])
        index += 1
      } else {
        // Only accented Latin letters get here (see `knownPrefix`): they weigh as their base.
        let (scalar, length) = Self.decode(text, at: index)
        bytes.append(Self.primaryWeights[Int(Self.latinBase(scalar))])
        index += length
      }
    }
    if let terminal { bytes.append(terminal) }
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

  /// How much of `text` the primary tokens cover: the byte length of the covered part, the
  /// weight of a last token known only to fall in a range (after which nothing is known), and
  /// whether the key is complete (all of `text`, ASCII only, so forced ordering is known too).
  private static func knownPrefix(_ text: UnsafeBufferPointer<UInt8>) -> (Int, UInt8?, Bool) {
    var index = 0
    var runStart = 0
    var ascii = true
    while index < text.count {
      let byte = text[index]
      if isDigit(byte) {
        if index == 0 || !isDigit(text[index - 1]) { runStart = index }
        if index - runStart + 1 > maxDigitRun { return (cut(text, at: runStart), nil, false) }
        index += 1
      } else if byte < 0x80 {
        if primaryWeights[Int(byte)] == 0 { return (cut(text, at: index), nil, false) }
        index += 1
      } else {
        let (scalar, length) = decode(text, at: index)
        if latinBase(scalar) == 0 {
          if let weight = rangeWeight(scalar) { return (index, weight, false) }
          return (cut(text, at: index), nil, false)
        }
        ascii = false
        index += length
      }
    }
    return (index, nil, ascii)
  }

  /// Where the known part ends when the character at `position` is not supported.
  ///
  /// The character before it may combine with it (a base letter and a combining mark, a
  /// contraction), and a digit run next to it may continue with non-ASCII digits, so both are
  /// dropped: every token left is then final whatever follows.
  private static func cut(_ text: UnsafeBufferPointer<UInt8>, at position: Int) -> Int {
    var end = position
    if end > 0 {
      end -= 1
      while end > 0, text[end] & 0xC0 == 0x80 { end -= 1 }  // back to the scalar's lead byte
    }
    while end > 0, isDigit(text[end - 1]) { end -= 1 }
    return end
  }

  /// The order of keys `i` and `j`, or `nil` when only Foundation can tell.
  package func compare(_ i: Int, _ j: Int) -> ComparisonResult? {
    withView { $0.compare(i, j) }
  }

  /// Runs `body` with a pointer view of the table, for tight comparison loops.
  package func withView<R>(_ body: (View) throws -> R) rethrows -> R {
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
  package struct View {
    package let bytes: UnsafePointer<UInt8>
    package let starts: UnsafePointer<Int32>
    package let primaryLengths: UnsafePointer<Int32>
    package let isComplete: UnsafePointer<Bool>

    /// The order of keys `i` and `j`, or `nil` when undecided.
    @inline(__always)
    package func compare(_ i: Int, _ j: Int) -> ComparisonResult? {
      let startI = Int(starts[i])
      let startJ = Int(starts[j])
      if isComplete[i] && isComplete[j] {
        return KeySortTable.order(
          bytes + startI, Int(starts[i + 1]) - startI, bytes + startJ, Int(starts[j + 1]) - startJ)
      }
      let lengthI = Int(primaryLengths[i])
      let lengthJ = Int(primaryLengths[j])
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
    package func compareComplete(_ i: Int, _ j: Int) -> ComparisonResult {
      let startI = Int(starts[i])
      let startJ = Int(starts[j])
      return KeySortTable.order(
        bytes + startI, Int(starts[i + 1]) - startI, bytes + startJ, Int(starts[j + 1]) - startJ)
    }
  }

  @inline(__always)
  package static func order(
    _ a: UnsafePointer<UInt8>, _ lengthA: Int, _ b: UnsafePointer<UInt8>, _ lengthB: Int
  ) -> ComparisonResult {
    let common = min(lengthA, lengthB)
    let result = common == 0 ? 0 : memcmp(a, b, common)
    if result != 0 { return result < 0 ? .orderedAscending : .orderedDescending }
    return lengthA == lengthB ? .orderedSame : (lengthA < lengthB ? .orderedAscending : .orderedDescending)
  }
}
