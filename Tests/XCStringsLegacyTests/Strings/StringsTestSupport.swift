import Foundation
import Testing

@testable import XCStringsBase
@testable import XCStringsLegacy

/// Helpers shared by the `.strings` tests.
enum StringsTestSupport {
  /// Parses UTF-8 text as `t.strings`.
  static func parse(_ text: String) throws(Diagnostic) -> StringsTable {
    try StringsTable(parsing: Array(text.utf8), path: "t.strings")
  }

  /// The printed error for text that must not parse, or `nil` when it parsed.
  static func error(_ text: String) -> String? {
    error(bytes: Array(text.utf8))
  }

  /// The printed error for bytes that must not parse, or `nil` when they parsed.
  static func error(bytes: [UInt8]) -> String? {
    do {
      _ = try StringsTable(parsing: bytes, path: "t.strings")
      return nil
    } catch {
      return error.description
    }
  }

  /// The Unicode scalar values of a string, for exact comparisons.
  static func scalars(_ string: String) -> [UInt32] { string.unicodeScalars.map(\.value) }

  /// Foundation's reading of old-style plist bytes as `(key, value)` pairs, or `nil` when it
  /// refuses them or returns something other than a dictionary of strings.
  static func foundationTable(_ bytes: [UInt8]) -> [(String, String)]? {
    guard
      let object = try? PropertyListSerialization.propertyList(
        from: Data(bytes), options: [], format: nil),
      let dictionary = object as? [AnyHashable: Any]
    else { return nil }
    var pairs: [(String, String)] = []
    for (key, value) in dictionary {
      guard let key = key.base as? String, let value = value as? String else { return nil }
      pairs.append((key, value))
    }
    return pairs
  }

  /// Whether our resolved table equals Foundation's pairs, comparing keys and values by scalars.
  static func sameTable(_ resolved: KeyedList<String>, _ foundation: [(String, String)]) -> Bool {
    guard resolved.count == foundation.count else { return false }
    for (key, value) in foundation {
      guard let ours = resolved[key], ours.isIdentical(to: value) else { return false }
    }
    return true
  }
}
