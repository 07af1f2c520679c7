import XCStringsBase
import XCStringsModel

/// The key a string literal stands for when it is looked up in a strings table, as the
/// compiler extracts it: the literal's text, with a format specifier in place of each
/// interpolation (`"Hello \(name)"` → `Hello %@`).
///
/// In an interpolated literal the compiler also doubles every `%` of the text (`"\(n)% off"`
/// → `%lld%% off`), so that the key stays a valid format string. The specifier of an
/// interpolation depends on the type of its value (`%lld` for `Int`, `%lf` for `Double`, `%@`
/// for `String`), which a lexer cannot know: ``Interpolation/specifier`` is the one written
/// with `specifier:`, else `%lld` for an integer literal or a count (`items.count`,
/// `photoCount`), `%lf` for a decimal literal, and `%@` otherwise. Matching keys therefore
/// lets an interpolation stand for any specifier (``matches(_:)``).
public struct LocalizationKey: Hashable, Sendable, CustomStringConvertible {
  /// One interpolation of the literal.
  public struct Interpolation: Hashable, Sendable {
    /// The format specifier in its place in ``LocalizationKey/text`` (a guess; see the type).
    public var specifier: String
    /// The interpolated expression as written (`count`, `value, specifier: "%.1f"`).
    public var expression: String
    /// Where the specifier is in ``LocalizationKey/text``, in UTF-8 bytes.
    public var range: Range<Int>
    /// Whether the specifier is what the compiler writes for certain: one given with
    /// `specifier:`, or `%lld`/`%lf` for a number literal or a count (`items.count`), whose
    /// type is `Int`. Otherwise the value's type is unknown and ``specifier`` only a guess.
    public var isCertain: Bool

    /// Creates an interpolation.
    package init(specifier: String, expression: String, range: Range<Int>, isCertain: Bool = false) {
      self.specifier = specifier
      self.expression = expression
      self.range = range
      self.isCertain = isCertain
    }

    /// Whether the specifier reads an integer (`%d`, `%lld`, `%u`, …).
    package var readsInteger: Bool { LocalizationKey.isIntegerSpecifier(specifier) }
  }

  /// The key: the literal's text, with a specifier for each interpolation.
  public var text: String
  /// The interpolations in order; empty for a literal without any.
  public var interpolations: [Interpolation]

  /// Creates a key.
  package init(text: String, interpolations: [Interpolation] = []) {
    self.text = text
    self.interpolations = interpolations
  }

  /// Whether the literal held an interpolation.
  package var isInterpolated: Bool { !interpolations.isEmpty }

  /// The key.
  public var description: String { text }

  /// Whether a catalog key is this key: the same text, except that an interpolation whose
  /// type is unknown may stand for any format specifier (`\(name) sets` matches `%@ sets` and
  /// `%lld sets`), while one whose specifier is certain needs exactly it (`\(items.count)
  /// sets` is looked up as `%lld sets`, which `%d sets` never matches).
  package func matches(_ catalogKey: String) -> Bool {
    if text.isIdentical(to: catalogKey) { return true }
    guard isInterpolated, pattern.isIdentical(to: Self.pattern(ofCatalogKey: catalogKey)) else { return false }
    return agreesOnCertainSpecifiers(with: catalogKey)
  }

  /// Whether a catalog key with this key's pattern has, at each interpolation whose specifier
  /// is certain, exactly that specifier.
  package func agreesOnCertainSpecifiers(with catalogKey: String) -> Bool {
    guard interpolations.contains(where: \.isCertain) else { return true }
    let written = FormatSpecifier.scan(catalogKey)
    guard written.count == interpolations.count else { return true }
    for (interpolation, specifier) in zip(interpolations, written) where interpolation.isCertain {
      if !specifier.text.isIdentical(to: interpolation.specifier) { return false }
    }
    return true
  }

  /// The text with every interpolation replaced by ``wildcard``; two keys match when their
  /// patterns are identical.
  package var pattern: String {
    guard isInterpolated else { return text }
    var bytes: [UInt8] = []
    let utf8 = Array(text.utf8)
    var cursor = 0
    for interpolation in interpolations {
      bytes.append(contentsOf: utf8[cursor..<interpolation.range.lowerBound])
      bytes.append(contentsOf: Self.wildcard.utf8)
      cursor = interpolation.range.upperBound
    }
    bytes.append(contentsOf: utf8[cursor...])
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A catalog key with each format specifier (`%@`, `%1$lld`, `%.2f`; `%%` kept) replaced by
  /// ``wildcard``.
  package static func pattern(ofCatalogKey key: String) -> String {
    var key = key
    return key.withUTF8 { bytes in
      var result: [UInt8] = []
      var cursor = 0
      FormatSpecifier.forEachLocated(in: bytes) { found in
        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor..<found.range.lowerBound]))
        result.append(contentsOf: wildcard.utf8)
        cursor = found.range.upperBound
      }
      guard cursor > 0 else { return String(decoding: bytes, as: UTF8.self) }
      result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor...]))
      return String(decoding: result, as: UTF8.self)
    }
  }

  /// Stands for any format specifier in a pattern: a noncharacter, which no key holds.
  package static let wildcard = "\u{FFFF}"

  /// Whether a format specifier reads an integer as a number (`d`, `i`, `u` with any length
  /// modifier, positional or not).
  static func isIntegerSpecifier(_ specifier: String) -> Bool {
    guard let last = specifier.utf8.last, specifier.utf8.first == SwiftByte.percent else { return false }
    return last == UInt8(ascii: "d") || last == UInt8(ascii: "i") || last == UInt8(ascii: "u")
  }
}
