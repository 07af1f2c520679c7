// libFuzzer entry for the writers: every input that one of the readers accepts is written back
// with the matching writer and read again, and the two models must be equal (traps otherwise).
//
// - catalogs: CatalogJSONReader → CatalogJSONWriter → CatalogJSONReader; the models must be
//   equal and writing the re-read model must give the same bytes (the writer is a fixed point);
// - `.strings`: StringsTable → StringsWriter (UTF-8, and UTF-16 LE with a BOM) → StringsTable;
//   keys, values and comments must match (positions change; a comment holding both `*/` and a
//   line break is documented as lossy and is compared with `*/` replaced);
// - `.stringsdict`: StringsdictTable → StringsdictWriter → StringsdictTable; entries must match
//   apart from line numbers and comments the writer documents it cannot write (`--`).
//
// Built by Scripts/fuzz.sh against the XCStringsKit library; not part of `swift build`.

import XCStringsKit

@testable import XCStringsLegacy

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRoundTrip(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  RoundTrip.catalog(bytes)
  RoundTrip.strings(bytes)
  RoundTrip.stringsdict(bytes)
  return 0
}

enum RoundTrip {
  static func catalog(_ bytes: [UInt8]) {
    guard let first = try? CatalogJSONReader.read(bytes, path: "in.xcstrings") else { return }
    let written = CatalogJSONWriter.data(for: first)
    let second: StringCatalog
    do {
      second = try CatalogJSONReader.read(written, path: "out.xcstrings")
    } catch {
      FuzzCheck.fail("catalog written by CatalogJSONWriter does not read back: \(error)\n\(FuzzCheck.text(written))")
    }
    if first != second {
      FuzzCheck.fail("catalog changed in a round trip\nfirst: \(first)\nsecond: \(second)")
    }
    let again = CatalogJSONWriter.data(for: second)
    if again != written {
      FuzzCheck.fail("CatalogJSONWriter output changed when written again\n\(FuzzCheck.text(written))\n---\n\(FuzzCheck.text(again))")
    }
  }

  struct Pair: Equatable {
    var key: [Unicode.Scalar]
    var value: [Unicode.Scalar]
    var comment: [Unicode.Scalar]?
  }

  static func pairs(_ table: StringsTable, normalizingComments: Bool) -> [Pair] {
    table.entries.map { entry in
      var comment = entry.comment
      if normalizingComments, let text = comment, text.contains("*/"),
        text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" })
      {
        comment = text.replacingEvery("*/", with: "* /")
      }
      return Pair(
        key: Array(entry.key.unicodeScalars), value: Array(entry.value.unicodeScalars),
        comment: comment.map { Array($0.unicodeScalars) })
    }
  }

  static func strings(_ bytes: [UInt8]) {
    guard let first = try? StringsTable(parsing: bytes, path: "in.strings") else { return }
    let expected = pairs(first, normalizingComments: true)
    for encoding in [TextEncoding.utf8, .utf16LittleEndian] {
      let written = StringsWriter.data(for: first.entries, encoding: encoding)
      let second: StringsTable
      do {
        second = try StringsTable(parsing: written, path: "out.strings")
      } catch {
        FuzzCheck.fail("strings written by StringsWriter (\(encoding)) do not read back: \(error)\n\(FuzzCheck.text(written))")
      }
      let actual = pairs(second, normalizingComments: false)
      if actual != expected {
        FuzzCheck.fail("strings changed in a round trip (\(encoding))\nfirst: \(first.entries)\nsecond: \(second.entries)")
      }
    }
  }

  static func normalized(_ table: StringsdictTable) -> [StringsdictEntry] {
    table.entries.map { entry in
      var entry = entry
      entry.line = 1
      if let comment = entry.comment, !StringsdictWriter.canWriteComment(comment) { entry.comment = nil }
      entry.rule = entry.rule.ignoringLines
      return entry
    }
  }

  static func stringsdict(_ bytes: [UInt8]) {
    guard let first = try? StringsdictTable(parsing: bytes, path: "in.stringsdict") else { return }
    let written = StringsdictWriter.data(for: first)
    let second: StringsdictTable
    do {
      second = try StringsdictTable(parsing: written, path: "out.stringsdict")
    } catch {
      FuzzCheck.fail("stringsdict written by StringsdictWriter does not read back: \(error)\n\(FuzzCheck.text(written))")
    }
    let expected = normalized(first)
    let actual = normalized(second)
    if expected != actual {
      FuzzCheck.fail("stringsdict changed in a round trip\nfirst: \(expected)\nsecond: \(actual)\n\(FuzzCheck.text(written))")
    }
  }
}
