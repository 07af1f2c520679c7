extension String {
  /// Whether two texts differ only in what does not show: they are not the same scalars, but
  /// are once invisible scalars (joiners, format characters) are dropped, every kind of space
  /// is a plain space, and canonically equivalent texts are taken as one.
  static func differOnlyInvisibly(_ lhs: String, _ rhs: String) -> Bool {
    !lhs.isIdentical(to: rhs) && lhs.visibleForm.isIdentical(to: rhs.visibleForm)
  }

  /// What the text looks like: see ``differOnlyInvisibly(_:_:)``.
  private var visibleForm: String {
    var scalars = String.UnicodeScalarView()
    for scalar in unicodeScalars where !scalar.isInvisible {
      scalars.append(scalar.properties.isWhitespace ? " " : scalar)
    }
    return CanonicalEquivalence.decomposed(String(scalars))
  }

  /// The text with every scalar that does not show on its own (marks, joiners, format
  /// characters, spaces other than U+0020, controls other than line breaks and tabs) written
  /// as `\u{…}`, so that two texts that look alike can be told apart.
  var escapingInvisibleScalars: String {
    var result = ""
    for scalar in unicodeScalars {
      if scalar.isShownEscaped {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension Unicode.Scalar {
  /// A scalar that takes no room of its own: a format character or a default-ignorable one.
  fileprivate var isInvisible: Bool {
    properties.isDefaultIgnorableCodePoint || properties.generalCategory == .format
  }

  /// A scalar escaped when texts differ only invisibly: line breaks and tabs aside (the
  /// message shows them as `\n`, `\t`), anything that is not a visible character of its own.
  fileprivate var isShownEscaped: Bool {
    if self == " " || self == "\n" || self == "\t" || self == "\r" { return false }
    if isInvisible { return true }
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .control, .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }
}
