import Foundation
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsModel

/// Edits that make a command's input differ from the tree, so that import and merge have
/// something to write without anything to lose.
enum CatalogEdit {
  /// Removes the last (by name) language other than the source language from every other
  /// entry of the catalog at `path` (the first, third, …), rewriting it in Xcode's form;
  /// returns whether it could. The entries that keep it show whether an import took the
  /// values of another file than the catalog's own.
  @discardableResult
  static func removeOneLanguage(from path: String) -> Bool {
    guard let bytes = FileManager.default.contents(atPath: path).map(Array.init),
      var catalog = try? StringCatalog(parsing: bytes, path: path)
    else { return false }
    var languages = Set<String>()
    for entry in catalog.strings.values { languages.formUnion(entry.localizations?.keys ?? []) }
    guard let language = languages.subtracting([catalog.sourceLanguage.rawValue]).sorted().last else { return false }
    for (index, key) in catalog.strings.keys.enumerated() where index % 2 == 0 {
      guard var entry = catalog.strings[key], entry.localizations?[language] != nil else { continue }
      entry.localizations?[language] = nil
      catalog.strings[key] = entry
    }
    return (try? Data(CatalogJSONWriter.data(for: catalog)).write(to: URL(fileURLWithPath: path))) != nil
  }
}
