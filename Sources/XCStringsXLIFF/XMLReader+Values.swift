import XCStringsBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an ``XMLReader`` event holds, made into strings or compared in place only when its
/// reader asks: names, texts and attribute values.
extension XMLReader {
  /// The qualified name of the last start or end tag, as written (`ns0:file`).
  var name: String { string(nameRange) }

  /// Whether the last start or end tag's local name (the part after a prefix: `ns0:file` →
  /// `file`) is `literal`.
  func hasLocalName(_ literal: StaticString) -> Bool {
    matches(localStart..<nameRange.upperBound, literal)
  }

  /// The last text event's text.
  var text: String {
    if textIsResolved {
      return resolvedText.withUnsafeBufferPointer { String(checkedUTF8: $0) }
    }
    return string(textRange)
  }

  /// Where the last text event's text is in ``bytes``, when it is there as written (nothing
  /// in it was resolved or normalised).
  var writtenTextRange: Range<Int>? { textIsResolved ? nil : textRange }

  /// Appends the last text event's bytes (UTF-8).
  func appendText(to buffer: inout [UInt8]) {
    if textIsResolved {
      buffer.append(contentsOf: resolvedText)
    } else {
      buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[textRange]))
    }
  }

  /// The value of the last start tag's attribute `name`: matched by qualified name, else by
  /// local name for a prefixed attribute (tools that rewrite namespaces prefix attributes too).
  func attribute(_ name: StaticString) -> String? {
    let attributes = attributeSlots[..<attributeCount]
    for attribute in attributes where matches(attribute.name, name) { return value(of: attribute) }
    guard hasPrefixedAttribute else { return nil }
    for attribute in attributes {
      guard let colon = Self.lastColon(in: attribute.name, of: bytes) else { continue }
      let prefix = attribute.name.lowerBound..<colon
      if matches(prefix, "xmlns") || matches(prefix, "xml") { continue }
      if matches((colon + 1)..<attribute.name.upperBound, name) { return value(of: attribute) }
    }
    return nil
  }

  /// Every attribute of the last start tag as strings, in document order.
  var attributeStrings: [(name: String, value: String)] {
    attributeSlots[..<attributeCount].map { (string($0.name), value(of: $0)) }
  }

  func value(of attribute: Attribute) -> String {
    guard attribute.isResolved else { return string(attribute.value) }
    return resolvedValues.withUnsafeBufferPointer { String(checkedUTF8: UnsafeBufferPointer(rebasing: $0[attribute.value])) }
  }

  /// The string of a range of the text (checked as UTF-8 by the caller).
  func string(_ range: Range<Int>) -> String {
    String(checkedUTF8: UnsafeBufferPointer(rebasing: bytes[range]))
  }

  /// Whether the bytes in `range` are those of `literal`.
  @inline(__always)
  func matches(_ range: Range<Int>, _ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard range.count == count else { return false }
    return count == 0 || memcmp(bytes.baseAddress! + range.lowerBound, literal.utf8Start, count) == 0
  }

  /// Whether two ranges of the text hold the same bytes.
  @inline(__always)
  func same(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
    lhs.count == rhs.count
      && (lhs.isEmpty || memcmp(bytes.baseAddress! + lhs.lowerBound, bytes.baseAddress! + rhs.lowerBound, lhs.count) == 0)
  }

  /// The offset of the last `:` in a name, if any.
  static func lastColon(in range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = range.upperBound
    while index > range.lowerBound {
      index -= 1
      if bytes[index] == 0x3A { return index }
    }
    return nil
  }
}
