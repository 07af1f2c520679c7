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
}
