/// A language's plural rules as bit masks over the known categories (``PluralCategory/allKnown``,
/// one bit each in that order), so that checking a plural is a few bit operations.
package struct PluralMasks {
  /// The categories a plural over integers must have.
  package var required: UInt8
  /// The categories that select some integer (``PluralRules/integerCategories``).
  package var integer: UInt8
  /// The categories that can ever be shown: required, optional and `zero`.
  package var allowed: UInt8
  /// Integers other than 1 that `one` selects (``PluralRules/oneAlsoSelects``).
  package var oneAlsoSelects: [Int]

  package init(_ rules: PluralRules) {
    required = 0
    integer = 0
    allowed = 0
    let integers = rules.integerCategories
    for category in PluralCategory.allKnown {
      let bit = Self.bit(category.rawValue)!
      if rules.required.contains(category) { required |= bit }
      if integers.contains(category) { integer |= bit }
      if rules.allows(category) { allowed |= bit }
    }
    oneAlsoSelects = rules.oneAlsoSelects
  }

  package static let other = bit("other")!

  /// The bit of a known category (exact scalars), or `nil`.
  package static func bit(_ category: String) -> UInt8? {
    PluralCategory.allKnown.firstIndex { $0.rawValue.isIdentical(to: category) }.map { 1 << UInt8($0) }
  }
}
