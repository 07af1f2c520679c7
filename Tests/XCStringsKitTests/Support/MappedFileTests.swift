import Foundation
import Testing
@testable import XCStringsKit

@Suite("MappedFile")
struct MappedFileTests {
  @Test func smallFilesAreReadWhole() throws {
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("small.xcstrings").path
    try Data("{\"a\":1}".utf8).write(to: URL(fileURLWithPath: path))
    let file = try MappedFile(path: path)
    #expect(Array(file.buffer) == Array("{\"a\":1}".utf8))
  }

  /// A file past the threshold is mapped; its bytes are the file's, to the last one.
  @Test func largeFilesAreMappedWithEveryByte() throws {
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("large.bin").path
    let count = MappedFile.mappingThreshold + 4097
    let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 11) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let file = try MappedFile(path: path)
    #expect(file.buffer.count == count)
    #expect(Array(file.buffer) == bytes)
  }

  @Test func emptyFilesHaveNoBytes() throws {
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("empty.strings").path
    try Data().write(to: URL(fileURLWithPath: path))
    #expect(try MappedFile(path: path).buffer.isEmpty)
  }

  @Test func failuresNameTheFile() throws {
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("missing.xcstrings").path
    #expect(throws: Diagnostic(.error, "cannot read: no such file or directory", path: missing)) {
      try MappedFile(path: missing)
    }
    #expect(throws: Diagnostic(.error, "cannot read: is a directory", path: folder.path)) {
      try MappedFile(path: folder.path)
    }
  }

  /// A catalog read through a mapping decodes to the same model as one read from an array.
  @Test func catalogsReadFromAMappingMatchArrays() throws {
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Large.xcstrings").path
    let text = CatalogParallelReadTests.catalogText(entries: 6_000)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    #expect(text.utf8.count >= MappedFile.mappingThreshold)
    let mapped = try CatalogJSONReader.read(contentsOf: path)
    #expect(mapped == (try CatalogJSONReader.read(Array(text.utf8), path: path)))
    #expect(mapped.strings.count == 6_000)
  }
}
