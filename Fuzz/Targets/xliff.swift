// libFuzzer entry for the XLIFF reader (`XLIFFDocument(parsing:path:)`) and the import
// mapping over what it reads.
//
// Built by Scripts/fuzz.sh against the XCStringsKit library; not part of `swift build`.
// Any input must either be read or throw a Diagnostic naming the file with a line and column;
// a crash, a sanitizer report or more than a second per input is a finding.

import XCStringsKit

@testable import XCStringsXLIFF

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFF(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let document = try XLIFFDocument(parsing: bytes, path: "fuzz.xliff")
    for diagnostic in document.diagnostics { _ = diagnostic.description }
    // Every file is mapped against an empty catalog of its source language, and against a
    // catalog holding the keys its units name, so that id resolution and grouping run too.
    for file in document.files {
      var catalog = StringCatalog(sourceLanguage: file.sourceLanguage ?? "en")
      _ = XLIFFImporter.localizations(in: file, catalog: catalog, language: "fr")
      for unit in file.units.prefix(64) {
        catalog.strings[XLIFFUnitID.readings(of: unit.id).last!.key] = CatalogEntry()
      }
      let result = XLIFFImporter.localizations(in: file, catalog: catalog, language: "fr")
      for note in result.notes { _ = note.description }
    }
  } catch {
    FuzzCheck.located(error, path: "fuzz.xliff")
  }
  return 0
}
