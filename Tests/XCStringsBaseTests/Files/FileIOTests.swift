import Foundation
import Testing

@testable import XCStringsBase

/// ``FileIO``'s comparison of byte arrays and buffers.
@Suite("FileIO")
struct FileIOTests {
  @Test func sameBytesComparesLengthAndContent() {
    #expect(FileIO.sameBytes([1, 2, 3], [1, 2, 3]))
    #expect(FileIO.sameBytes([], []))
    #expect(!FileIO.sameBytes([1, 2, 3], [1, 2]))
    #expect(!FileIO.sameBytes([1, 2, 3], [1, 2, 4]))
    #expect(!FileIO.sameBytes([], [0]))
  }

  /// The refusal to replace a read-only file names no option of the tool (the tool adds
  /// `--force` by the code).
  @Test func aReadOnlyFileIsRefusedWithItsCode() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("read-only-\(UUID().uuidString)").path
    try Data("x".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    let refusal = try #require(FileIO.readOnlyRefusal(path, noun: "catalog"))
    #expect(refusal.description == "\(path): error: catalog is read-only")
    #expect(refusal.code == .fileIsReadOnly)
  }
}
