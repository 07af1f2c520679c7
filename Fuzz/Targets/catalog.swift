// libFuzzer entry for the String Catalog JSON reader (`CatalogJSONReader.read(_:path:)`).
//
// Inputs are far below the size at which `read` decodes on several threads, so the parallel
// path is called directly too and checked against the front-to-back result: the same catalog
// when the document is valid, nothing (`nil`) when it is not.
//
// Built by Scripts/fuzz.sh against the XCStringsKit library; not part of `swift build`.

import XCStringsKit

@testable import XCStringsCatalogJSON

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let parallel = CatalogJSONReader.readInParallel(bytes, lanes: 2)
  do {
    let catalog = try CatalogJSONReader.read(bytes, path: "fuzz.xcstrings")
    _ = catalog.strings.count
    guard let (other, offsets) = parallel else { FuzzCheck.fail("parallel reader rejected a valid catalog") }
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
