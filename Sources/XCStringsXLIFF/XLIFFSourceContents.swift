import XCStringsBase
import XCStringsCatalogJSON
import XCStringsModel

/// The copy of a catalog that an `.xcloc` bundle carries in `Source Contents/<original>`,
/// read the first time an import asks for it: most imports never do, and a bundle's copy can
/// be as large as the catalog.
///
/// A catalog the copy cannot be read from (missing, not a catalog) answers nothing.
package final class XLIFFSourceContents: Sendable {
  /// The copy's path.
  package let path: String
  private let catalog: Locked<StringCatalog??>

  /// The copy at `path` (read later, if at all).
  package init(path: String) {
    self.path = path
    catalog = Locked(nil)
  }

  /// A copy already read (for tests).
  package init(catalog: StringCatalog) {
    path = ""
    self.catalog = Locked(.some(catalog))
  }

  /// The copy's localizations of `key` in `language` and in the copy's source language.
  package func localizations(of key: String, language: LanguageCode) -> (own: Localization?, source: Localization?) {
    guard let read = read(), let entry = read.strings[key] else { return (nil, nil) }
    return (entry[language], entry[read.sourceLanguage])
  }

  /// The copy's entry for `key`.
  package func entry(_ key: String) -> CatalogEntry? { read()?.strings[key] }

  /// The copy, read on first use.
  private func read() -> StringCatalog? {
    catalog.withLock { state -> StringCatalog? in
      if let state { return state }
      let loaded = FileIO.exists(path) ? try? CatalogJSONReader.read(contentsOf: path) : nil
      state = .some(loaded)
      return loaded
    }
  }
}
