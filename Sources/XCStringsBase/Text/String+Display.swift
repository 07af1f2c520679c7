import Foundation

extension String {
  /// The string with newlines and tabs shown as escapes, for one-line reports.
  package var escapedForDisplay: String {
    // Most texts have nothing to escape: they are returned as they are, with no copy.
    guard utf8.contains(where: { $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) else { return self }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count + 8)
    for byte in utf8 {
      switch byte {
      case 0x0A: bytes += [0x5C, 0x6E]
      case 0x09: bytes += [0x5C, 0x74]
      case 0x0D: bytes += [0x5C, 0x72]
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension String {
  /// Whether the two texts are one text in Unicode's sense (canonically equivalent): equal
  /// once both are decomposed (`é` and `e` + U+0301, or two combining marks in either order).
  ///
  /// Equality of catalog values stays exact (a value is written back to the scalar): this is
  /// for the places that must not count another spelling of the same text as a change.
  package func isCanonicallyEquivalent(to other: String) -> Bool {
    if isIdentical(to: other) { return true }
    // Text without a scalar above U+007F has one spelling only: no decomposition is needed.
    if utf8.allSatisfy({ $0 < 0x80 }) && other.utf8.allSatisfy({ $0 < 0x80 }) { return false }
    return decomposedStringWithCanonicalMapping.isIdentical(to: other.decomposedStringWithCanonicalMapping)
  }

  /// Whether the two texts differ but look alike: canonically equivalent, or equivalent once
  /// invisible scalars (format characters such as U+200B, variation selectors, other default
  /// ignorable code points) are left out and every space separator is read as a space.
  package func differsOnlyInvisibly(from other: String) -> Bool {
    guard !isIdentical(to: other) else { return false }
    return isCanonicallyEquivalent(to: other) || differsOnlyInInvisibleScalars(from: other)
  }

  /// Whether the two texts, not canonically equivalent, are once invisible scalars are left
  /// out and every space separator is read as a space. Texts without such scalars (all ASCII
  /// text among them) are answered without decomposing them.
  package func differsOnlyInInvisibleScalars(from other: String) -> Bool {
    let mine = visibleSkeleton
    let theirs = other.visibleSkeleton
    guard mine != nil || theirs != nil else { return false }
    return (mine ?? self).isCanonicallyEquivalent(to: theirs ?? other)
  }

  /// The text as ``differsOnlyInInvisibleScalars(from:)`` compares it, or `nil` when that is
  /// the text itself.
  private var visibleSkeleton: String? {
    guard utf8.contains(where: { $0 >= 0x80 }) else { return nil }
    var scalars = String.UnicodeScalarView()
    var changed = false
    for scalar in unicodeScalars {
      if scalar.isInvisible {
        changed = true
      } else if scalar.value != 0x20 && scalar.properties.generalCategory == .spaceSeparator {
        scalars.append(" ")
        changed = true
      } else {
        scalars.append(scalar)
      }
    }
    return changed ? String(scalars) : nil
  }

  /// The text for a one-line report where it must be told apart from a text that looks the
  /// same: newlines and tabs as ``escapedForDisplay`` writes them, and every scalar that is
  /// invisible, combining, a space other than U+0020, a control, Hangul jamo, or that has
  /// another canonical spelling, as `\u{XXXX}` (`ب\u{0650}\u{0651}`).
  package var escapedScalarsForDisplay: String {
    var result = ""
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x0A: result += "\\n"
      case 0x09: result += "\\t"
      case 0x0D: result += "\\r"
      default:
        if scalar.needsEscapeForDisplay {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          result += "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

extension Unicode.Scalar {
  /// A scalar that takes no room where it is shown: a format character or another default
  /// ignorable code point.
  fileprivate var isInvisible: Bool {
    properties.isDefaultIgnorableCodePoint || properties.generalCategory == .format
  }

  /// Whether ``String/escapedScalarsForDisplay`` writes the scalar as an escape.
  fileprivate var needsEscapeForDisplay: Bool {
    if value < 0x20 || value == 0x7F { return true }
    guard value >= 0x80 else { return false }
    if isInvisible { return true }
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .spaceSeparator, .lineSeparator, .paragraphSeparator, .control:
      return true
    default: break
    }
    // Conjoining jamo spell a syllable that also has a precomposed scalar.
    if (0x1100...0x11FF).contains(value) || (0xA960...0xA97F).contains(value) || (0xD7B0...0xD7FF).contains(value) {
      return true
    }
    // A precomposed letter (é, 가) or a singleton (U+212B ANGSTROM SIGN) has another spelling.
    let decomposed = String(Character(self)).decomposedStringWithCanonicalMapping.unicodeScalars
    return decomposed.count != 1 || decomposed.first != self
  }
}
