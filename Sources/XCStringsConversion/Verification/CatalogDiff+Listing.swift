import XCStringsModel

extension CatalogDiff {
  /// The catalog as lines of text, one item a line in the order ``differences(_:_:ignoring:ignoringKeyEchoes:)``
  /// sorts them (`"Done" [de] value: 'Fertig'`), after its source language and version: what
  /// git's text conversion (`diff.xcstrings.textconv`) shows, so that `git diff` and `git log -p`
  /// list changed entries rather than lines of JSON.
  package static func listing(of catalog: StringCatalog) -> [String] {
    let empty = StringCatalog(sourceLanguage: catalog.sourceLanguage, version: catalog.version)
    var lines = [
      "sourceLanguage: \(catalog.sourceLanguage.rawValue.escapedForDisplay)", "version: \(catalog.version.escapedForDisplay)",
    ]
    // Everything is an addition to an empty catalog: "+ " is left out.
    for difference in differences(empty, catalog) { lines.append(String(difference.description.dropFirst(2))) }
    return lines
  }
}
