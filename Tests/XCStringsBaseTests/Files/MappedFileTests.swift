import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase

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

  /// Pages let go read back as the file's bytes; ranges that hold no whole page, or that are
  /// empty or out of bounds, and files that were read rather than mapped, are left alone.
  @Test func releasedPagesReadBackAsTheFile() throws {
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("large.bin").path
    let count = 3 * MappedFile.mappingThreshold + 123
    let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 13) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let file = try MappedFile(path: path)
    file.releasePages(in: 100..<(2 * MappedFile.mappingThreshold + 5))
    file.releasePages(in: 10..<20)
    file.releasePages(in: 0..<0)
    file.releasePages(in: 0..<(count + 1))
    #expect(Array(file.buffer) == bytes)
    file.releasePages(in: 0..<count)
    #expect(Array(file.buffer) == bytes)

    let small = folder.appendingPathComponent("small.bin").path
    try Data(bytes.prefix(5000)).write(to: URL(fileURLWithPath: small))
    let read = try MappedFile(path: small)
    read.releasePages(in: 0..<5000)
    #expect(Array(read.buffer) == Array(bytes.prefix(5000)))
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
}
