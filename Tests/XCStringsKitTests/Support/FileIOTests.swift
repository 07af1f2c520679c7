import Foundation
import Testing

@testable import XCStringsKit

/// ``FileIO``'s comparisons: a file's first bytes, and equal byte arrays and buffers.
@Suite("FileIO")
struct FileIOTests {
  @Test func startsReadsOnlyWhatItCompares() throws {
    let path = try TestPaths.temporaryDirectory().appendingPathComponent("f.strings").path
    try Data("\"a\" = \"b\";\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(FileIO.starts(path, with: Array("\"a\" = ".utf8)))
    #expect(FileIO.starts(path, with: Array("\"a\" = \"b\";\n".utf8)))
    #expect(FileIO.starts(path, with: []))
    #expect(!FileIO.starts(path, with: Array("\"a\" = \"c".utf8)))
    // Longer than the file, or no file at all.
    #expect(!FileIO.starts(path, with: Array("\"a\" = \"b\";\n\n".utf8)))
    #expect(!FileIO.starts(path + ".missing", with: Array("\"".utf8)))
  }

  @Test func sameBytesComparesLengthAndContent() {
    #expect(FileIO.sameBytes([1, 2, 3], [1, 2, 3]))
    #expect(FileIO.sameBytes([], []))
    #expect(!FileIO.sameBytes([1, 2, 3], [1, 2]))
    #expect(!FileIO.sameBytes([1, 2, 3], [1, 2, 4]))
    #expect(!FileIO.sameBytes([], [0]))
  }
}
