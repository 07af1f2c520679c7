// libFuzzer entry for the String Catalog JSON reader (`CatalogJSONReader.read(_:path:)`).
//
// Built by Scripts/fuzz.sh together with the XCStringsKit sources; not part of `swift build`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let catalog = try CatalogJSONReader.read(bytes, path: "fuzz.xcstrings")
    _ = catalog.strings.count
  } catch {
    FuzzCheck.located(error, path: "fuzz.xcstrings")
  }
  return 0
}
