// libFuzzer entry for the String Catalog JSON reader (`CatalogJSONReader.read(_:path:)`).
//
// Inputs are far below the size at which `read` decodes on several threads, so the parallel
// path is called directly too and checked against the front-to-back result: the same catalog
// when the document is valid, nothing (`nil`) when it is not or when it writes a key twice
// (which the parallel path leaves to the front-to-back read, where the copies are united).
//
// Built by Scripts/fuzz.sh against the XCStringsKit library; not part of `swift build`.

import XCStringsKit

@testable import XCStringsCatalogJSON

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let parallel = CatalogJSONReader.readInParallel(bytes, lanes: 2)
  do {
    let (catalog, repeats) = try CatalogJSONReader.readAllowingIdenticalRepeats(bytes, path: "fuzz.xcstrings")
    _ = catalog.strings.count
    guard try CatalogJSONReader.read(bytes, path: "fuzz.xcstrings") == catalog else {
      FuzzCheck.fail("the two front-to-back readers decoded different catalogs")
    }
    for warning in repeats where warning.location == nil || warning.notes.contains(where: { $0.location == nil }) {
      FuzzCheck.fail("a repeated key reported without its place: \(warning)")
    }
    guard let (other, offsets) = parallel else {
      if !repeats.isEmpty { return 0 }
      FuzzCheck.fail("parallel reader rejected a valid catalog")
    }
    guard other == catalog, other.strings.keys == catalog.strings.keys else {
      FuzzCheck.fail("parallel reader decoded a different catalog")
    }
    guard offsets.entries.count == catalog.strings.count else { FuzzCheck.fail("entry offsets do not match entries") }
  } catch {
    FuzzCheck.located(error, path: "fuzz.xcstrings")
    if parallel != nil { FuzzCheck.fail("parallel reader accepted an invalid catalog: \(error)") }
  }
  return 0
}
