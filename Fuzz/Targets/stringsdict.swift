// libFuzzer entry for the `.stringsdict` reader (`StringsdictTable(parsing:path:)`).
//
// Built by Scripts/fuzz.sh against the XCStringsKit library; not part of `swift build`.

import XCStringsKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsdict(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let table = try StringsdictTable(parsing: bytes, path: "fuzz.stringsdict")
    for diagnostic in table.diagnostics { _ = diagnostic.description }
    for skipped in table.skipped { _ = skipped.value }
  } catch {
    FuzzCheck.located(error, path: "fuzz.stringsdict")
  }
  return 0
}
