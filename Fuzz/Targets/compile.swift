// libFuzzer entry for `compile` (`CatalogCompiler`, `CompiledPlistWriter`, `BinaryPlistWriter`,
// `CompilePlan`): catalog in, property lists out, read back equal.
//
// Every table a catalog compiles to is written as a binary property list and read back by
// Foundation; it must hold exactly the compiled entries. The XML is read back the same way
// unless a string holds a character XML cannot carry (C0 controls other than tab and newline,
// a carriage return, which XML readers turn into a newline, U+FFFE and U+FFFF), which
// CoreFoundation writes raw as this writer does. Errors must name the catalog, and the plan's
// paths must be distinct.
//
// Built by Scripts/fuzz.sh against the XCStringsKit library; not part of `swift build`.

import Foundation
import XCStringsKit

@testable import XCStringsCompile

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let catalog = try? CatalogJSONReader.read(bytes, path: "fuzz.xcstrings") else { return 0 }
  var diagnostics: [Diagnostic] = []
  let tables = CatalogCompiler.compile(catalog, path: "fuzz.xcstrings", diagnostics: &diagnostics)
  for diagnostic in diagnostics { FuzzCheck.located(diagnostic, path: "fuzz.xcstrings") }
  for table in tables {
    for pairs in [table.strings, table.stringsdict] where !pairs.isEmpty {
      let value = CompiledPlist.dictionary(pairs)
      let binary = BinaryPlistWriter.data(for: value)
      guard let read = try? PropertyListSerialization.propertyList(from: Data(binary), format: nil), holds(read, value) else {
        FuzzCheck.fail("the binary property list of \(table.language) does not read back as compiled")
      }
      let xml = CompiledPlistWriter.data(for: value)
      guard xml.starts(with: Array(CompiledPlistWriter.header.utf8)), xml.suffix(9) == Array("</plist>\n".utf8) else {
        FuzzCheck.fail("the XML of \(table.language) lacks CoreFoundation's header or trailer")
      }
      if carriesInXML(value) {
        guard let read = try? PropertyListSerialization.propertyList(from: Data(xml), format: nil), holds(read, value) else {
          FuzzCheck.fail("the XML property list of \(table.language) does not read back as compiled")
        }
      }
    }
  }
  let plan = CompilePlan.make(catalog, request: CompileRequest(path: "fuzz.xcstrings", output: "/out"), currentDirectory: "/")
  guard Set(plan.files.map(\.path)).count == plan.files.count else { FuzzCheck.fail("the plan lists a path twice") }
  return 0
}

/// Whether a value read by Foundation is `value`: the same strings, the same keys.
private func holds(_ read: Any, _ value: CompiledPlist) -> Bool {
  switch value {
  case .string(let text): return (read as? String) == text
  case .dictionary(let pairs):
    guard let dictionary = read as? [String: Any], dictionary.count == pairs.count else { return false }
    return pairs.allSatisfy { pair in dictionary[pair.key].map { holds($0, pair.value) } ?? false }
  }
}

/// Whether every key and string can be carried by XML 1.0 as written.
private func carriesInXML(_ value: CompiledPlist) -> Bool {
  func fits(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      (scalar.value >= 0x20 || scalar == "\t" || scalar == "\n") && scalar.value != 0xFFFE && scalar.value != 0xFFFF
    }
  }
  switch value {
  case .string(let text): return fits(text)
  case .dictionary(let pairs): return pairs.allSatisfy { fits($0.key) && carriesInXML($0.value) }
  }
}
