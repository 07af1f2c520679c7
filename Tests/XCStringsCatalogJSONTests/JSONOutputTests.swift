import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsCatalogJSON

/// The word-at-a-time byte tests used to skip runs of plain text.
@Suite("JSONOutput byte tests")
struct JSONOutputTests {
  private func word(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
  }

  @Test func needsEscapeAgreesWithAByteByByteCheckOnEveryPosition() {
    let special: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x1F, 0x22, 0x5C]
    let plain: [UInt8] = [0x20, 0x21, 0x23, 0x41, 0x5B, 0x5D, 0x7F, 0x80, 0xA2, 0xDC, 0xE3, 0xFF]
    for filler in plain {
      #expect(!JSONOutput.needsEscape(word([UInt8](repeating: filler, count: 8))))
      #expect(!JSONOutput.hasQuoteOrBackslash(word([UInt8](repeating: filler, count: 8))))
      for position in 0..<8 {
        for byte in special {
          var bytes = [UInt8](repeating: filler, count: 8)
          bytes[position] = byte
          #expect(JSONOutput.needsEscape(word(bytes)), "byte \(byte) at \(position) among \(filler)")
          #expect(JSONOutput.hasQuoteOrBackslash(word(bytes)) == (byte == 0x22 || byte == 0x5C))
        }
      }
    }
  }

  @Test func needsEscapeMatchesTheDefinitionOnRandomWords() {
    var random = SeededGenerator(seed: 42)
    for _ in 0..<20_000 {
      // Bias towards the interesting region around 0x20, 0x22 and 0x5C.
      let bytes = (0..<8).map { _ -> UInt8 in
        let raw = UInt8(truncatingIfNeeded: random.next())
        return random.next() % 2 == 0 ? raw : 0x18 &+ raw % 0x48
      }
      let expected = bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
      #expect(JSONOutput.needsEscape(word(bytes)) == expected, "\(bytes)")
      #expect(JSONOutput.hasQuoteOrBackslash(word(bytes)) == bytes.contains { $0 == 0x22 || $0 == 0x5C })
    }
  }
}

extension JSONOutputTests {
  @Test func unitOnlyObjectsAreLaidOutAsXcodeDoes() {
    var json = JSONOutput(ByteWriter())
    json.unitOnlyObject(state: "translated", value: "Hallo \"Welt\"\n\\ ✓", indent: 2)
    json.out.append(",\n")
    // Same level, same state: the cached layout is reused.
    json.unitOnlyObject(state: "translated", value: "", indent: 2)
    json.out.append(",\n")
    // Another state and another level each get their own layout.
    json.unitOnlyObject(state: "needs_review", value: "Tab\there", indent: 2)
    json.out.append(",\n")
    json.unitOnlyObject(state: "needs_review", value: "x", indent: 0)
    let expected = """
      {
            "stringUnit" : {
              "state" : "translated",
              "value" : "Hallo \\"Welt\\"\\n\\\\ ✓"
            }
          },
      {
            "stringUnit" : {
              "state" : "translated",
              "value" : ""
            }
          },
      {
            "stringUnit" : {
              "state" : "needs_review",
              "value" : "Tab\\there"
            }
          },
      {
        "stringUnit" : {
          "state" : "needs_review",
          "value" : "x"
        }
      }
      """
    #expect(String(decoding: json.out.buffer, as: UTF8.self) == expected)
  }
}
