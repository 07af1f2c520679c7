import Foundation

/// The Foundation routes a converter without this package would take, timed in the same run.
enum FoundationBaselines {
  /// `PropertyListSerialization` on every `.strings` file (the values Foundation gives),
  /// appended to `results` so that the caller decides when they are freed.
  static func parseStrings(_ files: [String], into results: inout [Any]) throws {
    for file in files {
      let data = try Data(contentsOf: URL(fileURLWithPath: file))
      results.append(try PropertyListSerialization.propertyList(from: data, format: nil))
    }
  }

  /// `JSONSerialization` parse + pretty, sorted write of a catalog; returns the output.
  static func jsonSerializationRoundTrip(_ path: String) throws -> Data {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let object = try JSONSerialization.jsonObject(with: data)
    return try JSONSerialization.data(
      withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
  }

  /// `JSONDecoder` into Codable structs + `JSONEncoder` back out.
  static func codableRoundTrip(_ path: String) throws -> Data {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let catalog = try JSONDecoder().decode(CodableCatalog.self, from: data)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(catalog)
  }

  struct CodableCatalog: Codable {
    var sourceLanguage: String
    var strings: [String: Entry]
    var version: String
  }

  struct Entry: Codable {
    var comment: String?
    var extractionState: String?
    var localizations: [String: Localization]?
  }

  struct Localization: Codable {
    var stringUnit: Unit?
    var substitutions: [String: Substitution]?
    var variations: Variations?
  }

  struct Unit: Codable {
    var state: String
    var value: String
  }

  struct Variations: Codable {
    var plural: [String: Form]?
  }

  struct Form: Codable {
    var stringUnit: Unit
  }

  struct Substitution: Codable {
    var argNum: Int?
    var formatSpecifier: String
    var variations: Variations
  }
}
