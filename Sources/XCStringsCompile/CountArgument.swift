import XCStringsModel

/// The number a plural reads: its argument position and its `NSStringFormatValueTypeKey`.
package struct CountArgument: Equatable, Sendable {
  /// The 1-based argument the count is (`%2$lld` → 2; an unnumbered specifier counts its place
  /// among the string's specifiers).
  package var position: Int
  /// The specifier's length modifier plus conversion (`lld`, `d`, `.1f` without precision: `f`).
  package var valueType: String

  /// A count read as argument `position` with value type `valueType`.
  package init(position: Int, valueType: String) {
    self.position = position
    self.valueType = valueType
  }

  /// The `NSStringLocalizedFormatKey` Apple writes for a plural: `%#@value@`, or `%N$#@value@`
  /// when the count is argument N > 1.
  package var formatKey: String { position == 1 ? "%#@value@" : "%\(position)$#@value@" }

  /// The first numeric specifier of the texts, looked for in `other` first and then in the
  /// other categories in their order; `%@` and `%%` do not count.
  package static func find(in forms: [(category: String, text: String)]) -> CountArgument? {
    let ordered = forms.filter { $0.category == "other" } + forms.filter { $0.category != "other" }
    for form in ordered {
      if let found = first(in: form.text) { return found }
    }
    return nil
  }

  /// The first numeric specifier of one text.
  static func first(in text: String) -> CountArgument? {
    var ordinal = 0
    for specifier in FormatSpecifier.scan(text) {
      guard case .argument(let conversion) = specifier.kind else { continue }
      ordinal += 1
      guard let last = conversion.utf8.last, numericConversions.contains(last) else { continue }
      return CountArgument(position: specifier.position ?? ordinal, valueType: lengthAndConversion(conversion))
    }
    return nil
  }

  /// `d D i u U x X o O f F e E g G a A`.
  static let numericConversions: Set<UInt8> = Set("dDiuUxXoOfFeEgGaA".utf8)

  /// The length modifier and conversion at the end of a conversion (flags, width and
  /// precision, if the scanner kept them, left out).
  static func lengthAndConversion(_ conversion: String) -> String {
    let lengthBytes = Set("hlqLztj".utf8)
    let bytes = Array(conversion.utf8)
    var start = bytes.count - 1
    while start > 0, lengthBytes.contains(bytes[start - 1]) { start -= 1 }
    return String(decoding: bytes[start...], as: UTF8.self)
  }
}
