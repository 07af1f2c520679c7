import Testing
@testable import XCStringsKit

@Suite("StoredStringBytes")
struct StoredStringBytesTests {
  private func stored(_ string: String) -> [UInt8]? {
    withUnsafePointer(to: string) { StoredStringBytes.utf8(ofStringAt: $0).map { Array($0) } }
  }

  /// Strings made at run time, as parsers make them, are read in place with exactly their bytes.
  @Test func readsNativeStringsInPlace() {
    let samples = [
      String(repeating: "a value of some length ", count: 3),
      String(repeating: "日本語のテキスト", count: 4),
      String(decoding: Array("line\nbreak \"quoted\" \u{1F600} emoji".utf8), as: UTF8.self),
    ]
    for sample in samples {
      #expect(stored(sample) == Array(sample.utf8))
    }
  }

  /// Small strings (held in the two words themselves) have no stored bytes to point at.
  @Test func smallStringsTakeTheOrdinaryPath() {
    #expect(stored("") == nil)
    #expect(stored("de") == nil)
    #expect(stored("translated") == nil)
  }

  /// Whatever the path, the JSON body written is the string's.
  @Test func unitObjectsMatchTheOrdinaryPath() {
    for value in ["short", String(repeating: "tab\there \"q\" ", count: 4), ""] {
      var inPlace = JSONOutput(ByteWriter(capacity: 64))
      withUnsafePointer(to: value) { inPlace.unitOnlyObject(state: "translated", valueAt: $0, indent: 3) }
      var ordinary = JSONOutput(ByteWriter(capacity: 64))
      ordinary.unitOnlyObject(state: "translated", value: value, indent: 3)
      #expect(inPlace.out.buffer == ordinary.out.buffer)
    }
    let value = String(repeating: "x\"y", count: 6)
    var json = JSONOutput(ByteWriter(capacity: 64))
    withUnsafePointer(to: value) { json.unitOnlyObject(state: "new", valueAt: $0, indent: 1) }
    let expected = "{\n    \"stringUnit\" : {\n      \"state\" : \"new\",\n      \"value\" : \""
      + String(repeating: "x\\\"y", count: 6) + "\"\n    }\n  }"
    #expect(String(decoding: json.out.buffer, as: UTF8.self) == expected)
  }
}
