// libFuzzer entry for the `.strings` reader (`StringsTable(parsing:path:)`).
//
// Built by Scripts/fuzz.sh against the XCStringsKit library; not part of `swift build`.
// Any input must either parse or throw a Diagnostic naming the file with a line and column;
// a crash, a sanitizer report or more than a second per input is a finding.

import XCStringsKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let table = try StringsTable(parsing: bytes, path: "fuzz.strings")
    // Touch everything the converters use, so lazy work runs under the sanitizers too.
    _ = table.resolved
    for diagnostic in table.diagnostics { _ = diagnostic.description }
  } catch {
    FuzzCheck.located(error, path: "fuzz.strings")
  }
  return 0
}
