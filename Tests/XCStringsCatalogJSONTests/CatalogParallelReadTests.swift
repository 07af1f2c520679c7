import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsModel

/// The multi-threaded path of ``CatalogJSONReader`` against the front-to-back decoder.
@Suite("CatalogJSONReader in parallel")
struct CatalogParallelReadTests {
  private func sequential(_ bytes: [UInt8]) throws -> StringCatalog {
    try bytes.withUnsafeBufferPointer { buffer in
      var decoder = CatalogDecoder(scanner: JSONScanner(bytes: buffer))
      let catalog = try decoder.catalog()
      try decoder.scanner.expectEnd()
      return catalog
    }
  }

  @Test func parallelDecodingEqualsSequentialDecoding() throws {
    let bytes = Array(GeneratedCatalog.text(entries: 600).utf8)
    let expected = try sequential(bytes)
    for lanes in [2, 3, 4] {
      let (catalog, offsets) = try #require(CatalogJSONReader.readInParallel(bytes, lanes: lanes))
      // Every offset is the opening quote of its entry's key.
      for (index, key) in catalog.strings.keys.enumerated() {
        let text = bytes.withUnsafeBufferPointer { buffer -> String? in
          var scanner = JSONScanner(bytes: buffer)
          scanner.offset = offsets.entries[index]
          return try? scanner.readString()
        }
        #expect(text == key)
      }
      #expect(offsets.sourceLanguage == 4)
      #expect(catalog == expected)
      // Same order of entries, not only the same set.
      #expect(catalog.strings.keys == expected.strings.keys)
      #expect(catalog.version == "1.1")
      #expect(catalog.strings.count == 600)
    }
  }

  @Test func largeCatalogsTakeTheParallelPathAndRoundTrip() throws {
    let bytes = Array(GeneratedCatalog.text(entries: 2500).utf8)
    #expect(bytes.count >= CatalogJSONReader.parallelThreshold)
    let catalog = try CatalogJSONReader.read(bytes, path: "big.xcstrings")
    #expect(catalog == (try sequential(bytes)))
    let formatted = CatalogJSONWriter.data(for: catalog)
    #expect(CatalogJSONWriter.matches(catalog, bytes: formatted, chunkSize: 4096))
    #expect(try CatalogJSONReader.read(formatted, path: "again.xcstrings") == catalog)
  }

  /// Each piece's range is handed over once decoded: the ranges lie in the `strings` object,
  /// do not overlap and, in order, join end to start; the catalog is the sequential one.
  @Test func everyDecodedPieceIsHandedOverOnce() throws {
    let bytes = Array(GeneratedCatalog.text(entries: 2500).utf8)
    let ranges = LockedRanges()
    let (catalog, _, _) = try bytes.withUnsafeBufferPointer { buffer in
      try CatalogJSONReader.readLocating(buffer, path: "big.xcstrings", afterPiece: { ranges.append($0) })
    }
    #expect(catalog == (try sequential(bytes)))
    let sorted = ranges.all.sorted { $0.lowerBound < $1.lowerBound }
    #expect(sorted.count > 2)
    for (earlier, later) in zip(sorted, sorted.dropFirst()) { #expect(earlier.upperBound == later.lowerBound) }
    let text = String(decoding: bytes, as: UTF8.self)
    let firstKey = try #require(text.utf8.firstIndex(of: UInt8(ascii: "k")))
    #expect(sorted.first?.lowerBound == text.utf8.distance(from: text.utf8.startIndex, to: firstKey) - 1)
    #expect(bytes[sorted.last!.upperBound - 1] == UInt8(ascii: "}"))
  }

  /// A mapped catalog decodes to the same model though its pages are let go on the way, and
  /// its bytes still read as the file's afterwards.
  @Test func aMappedCatalogReadsTheSameAndKeepsItsBytes() throws {
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("big.xcstrings").path
    let bytes = Array(GeneratedCatalog.text(entries: 2500).utf8)
    #expect(bytes.count >= MappedFile.mappingThreshold)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let file = try MappedFile(path: path)
    #expect(try CatalogJSONReader.read(file, path: path) == (try sequential(bytes)))
    #expect(Array(file.buffer) == bytes)
    #expect(try CatalogJSONReader.read(contentsOf: path) == (try sequential(bytes)))
  }

  @Test func anErrorInALaterEntryIsReportedAsTheSequentialReaderReportsIt() {
    var text = GeneratedCatalog.text(entries: 2500)
    // Break the value of one entry far into the file: a number where a string belongs.
    guard let key = text.range(of: "\"key.2400."),
      let value = text.range(of: "\"value\" : \"", range: key.upperBound..<text.endIndex),
      let end = text.range(of: "2400\"", range: value.upperBound..<text.endIndex)
    else {
      Issue.record("fixture lacks entry 2400")
      return
    }
    let range = value.lowerBound..<end.upperBound
    text.replaceSubrange(range, with: "\"value\" : 2400")
    let bytes = Array(text.utf8)
    #expect(CatalogJSONReader.readInParallel(bytes, lanes: 2) == nil)
    let prefix = String(text[..<range.lowerBound])
    let line = prefix.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(throws: Diagnostic.self) { try CatalogJSONReader.read(bytes, path: "big.xcstrings") }
    do {
      _ = try CatalogJSONReader.read(bytes, path: "big.xcstrings")
    } catch {
      #expect(error.description.hasPrefix("big.xcstrings:\(line):"))
      #expect(error.description.contains("error: expected a string at 'strings[\""))
    }
  }

  @Test func duplicateEntriesInDifferentSlicesAreReadFrontToBackAsOne() throws {
    var text = GeneratedCatalog.text(entries: 2500)
    // The last entry gets the first entry's key.
    guard let first = text.range(of: "\"key.0."), let last = text.range(of: "\"key.2499.") else {
      Issue.record("fixture keys missing")
      return
    }
    let firstKeyEnd = text[first.upperBound...].firstIndex(of: "\"")!
    let lastKeyEnd = text[last.upperBound...].firstIndex(of: "\"")!
    let firstKey = String(text[first.lowerBound...firstKeyEnd])
    text.replaceSubrange(last.lowerBound...lastKeyEnd, with: firstKey)
    let bytes = Array(text.utf8)
    #expect(CatalogJSONReader.readInParallel(bytes, lanes: 2) == nil)
    let (catalog, warnings) = try CatalogJSONReader.readAllowingIdenticalRepeats(bytes, path: "dup.xcstrings")
    #expect(catalog.strings.count == 2499)
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.hasPrefix("duplicate key 'key.0.") == true)
    #expect(warnings.first?.notes.first?.location?.line == 4)
    #expect(try CatalogJSONReader.read(bytes, path: "dup.xcstrings") == catalog)
  }

  @Test func writerComparisonStopsAtTheFirstDifference() throws {
    let bytes = Array(GeneratedCatalog.text(entries: 300).utf8)
    let catalog = try CatalogJSONReader.read(bytes, path: "c.xcstrings")
    var formatted = CatalogJSONWriter.data(for: catalog)
    #expect(CatalogJSONWriter.matches(catalog, bytes: formatted, chunkSize: 1000))
    // A change in the last byte, one byte more, one byte less.
    var changed = formatted
    changed[changed.count - 1] = 0x20
    #expect(!CatalogJSONWriter.matches(catalog, bytes: changed, chunkSize: 1000))
    #expect(!CatalogJSONWriter.matches(catalog, bytes: formatted + [0x0A], chunkSize: 1000))
    formatted.removeLast()
    #expect(!CatalogJSONWriter.matches(catalog, bytes: formatted, chunkSize: 1000))
  }

  /// The ranges found equal are reported in order as they are compared: all of the bytes when
  /// they match, and nothing past the chunk that differs when they do not.
  @Test func writerComparisonReportsTheRangesItMatched() throws {
    let bytes = Array(GeneratedCatalog.text(entries: 300).utf8)
    let catalog = try CatalogJSONReader.read(bytes, path: "c.xcstrings")
    let formatted = CatalogJSONWriter.data(for: catalog)
    var ranges: [Range<Int>] = []
    let same = formatted.withUnsafeBufferPointer {
      CatalogJSONWriter.matches(catalog, buffer: $0, chunkSize: 1000, afterMatching: { ranges.append($0) })
    }
    #expect(same)
    #expect(ranges.first?.lowerBound == 0)
    #expect(ranges.last?.upperBound == formatted.count)
    for (earlier, later) in zip(ranges, ranges.dropFirst()) { #expect(earlier.upperBound == later.lowerBound) }
    var changed = formatted
    let middle = formatted.count / 2
    changed[middle] = changed[middle] == 0x20 ? 0x21 : 0x20
    ranges = []
    let differs = changed.withUnsafeBufferPointer {
      CatalogJSONWriter.matches(catalog, buffer: $0, chunkSize: 1000, afterMatching: { ranges.append($0) })
    }
    #expect(!differs)
    #expect((ranges.last?.upperBound ?? 0) <= middle)
  }
}

/// Ranges appended from several threads.
private final class LockedRanges: @unchecked Sendable {
  private let lock = NSLock()
  private var ranges: [Range<Int>] = []

  func append(_ range: Range<Int>) {
    lock.lock()
    ranges.append(range)
    lock.unlock()
  }

  var all: [Range<Int>] {
    lock.lock()
    defer { lock.unlock() }
    return ranges
  }
}
