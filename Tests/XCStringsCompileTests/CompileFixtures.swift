import Foundation
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsModel
import XCStringsTestSupport

/// Small hand-made catalogs for the compile tests.
enum CompileFixtures {
  /// A catalog's JSON with `entries` (each `"key": {…}` already written) and `en` as source.
  static func json(_ entries: [String], source: String = "en", version: String? = "1.0") -> String {
    var fields = ["\"sourceLanguage\" : \"\(source)\"", "\"strings\" : {\n" + entries.joined(separator: ",\n") + "\n}"]
    if let version { fields.append("\"version\" : \"\(version)\"") }
    return "{\n" + fields.joined(separator: ",\n") + "\n}\n"
  }

  /// `"lang": {"stringUnit": {"state": state, "value": value}}`.
  static func unit(_ language: String, _ value: String, state: String = "translated") -> String {
    "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \(quoted(value)) } }"
  }

  /// `"lang": {"variations": {"plural": {category: unit}}}`.
  static func plural(_ language: String, _ forms: [(String, String)], state: String = "translated") -> String {
    let body = forms.map { "\"\($0.0)\" : { \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \(quoted($0.1)) } }" }
    return "\"\(language)\" : { \"variations\" : { \"plural\" : { \(body.joined(separator: ", ")) } } }"
  }

  /// `"key": {"extractionState": …, "localizations": {…}}`.
  static func entry(_ key: String, _ localizations: [String], extractionState: String? = nil) -> String {
    var fields: [String] = []
    if let extractionState { fields.append("\"extractionState\" : \"\(extractionState)\"") }
    fields.append("\"localizations\" : { \(localizations.joined(separator: ", ")) }")
    return "\(quoted(key)) : { \(fields.joined(separator: ", ")) }"
  }

  static func quoted(_ text: String) -> String {
    String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
  }

  static func catalog(_ entries: [String], source: String = "en") throws -> StringCatalog {
    try CatalogJSONReader.read(Array(json(entries, source: source).utf8), path: "Localizable.xcstrings")
  }

  /// Writes the catalog to a fresh folder and returns the catalog's path.
  static func file(_ text: String, named name: String = "Localizable.xcstrings") throws -> String {
    let folder = try TestPaths.temporaryDirectory()
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// The XML header CoreFoundation writes.
  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """
}
