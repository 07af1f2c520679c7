import Foundation
import Testing

@testable import XCStringsCompile

@Suite("compile: binary property lists")
struct BinaryPlistWriterTests {
  func parsed(_ bytes: [UInt8]) throws -> NSDictionary? {
    try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? NSDictionary
  }

  /// Foundation reads back what the XML says: short and long strings (the count in the marker
  /// and in an integer after it), ASCII and UTF-16 strings, astral characters, empty strings,
  /// nested dictionaries, and enough objects for two-byte references and offsets.
  @Test(arguments: [3, 20, 300, 3000])
  func readsBackEqualToTheXML(entries: Int) throws {
    var pairs: [(key: String, value: CompiledPlist)] = []
    for index in 0..<entries {
      let text = String(repeating: ["a", "é", "😀", "x\ny", "&<>"][index % 5], count: index % 40)
      if index % 7 == 0 {
        pairs.append(
          (
            "k\(index) \(text)",
            .dictionary([
              ("NSStringLocalizedFormatKey", .string("%#@value@")),
              (
                "value",
                .dictionary([("NSStringFormatSpecTypeKey", .string("NSStringPluralRuleType")), ("other", .string(text))])
              ),
            ])
          ))
      } else {
        pairs.append(("k\(index)", .string(text)))
      }
    }
    let value = CompiledPlist.dictionary(pairs)
    let binary = BinaryPlistWriter.data(for: value)
    #expect(binary.starts(with: Array("bplist00".utf8)))
    let fromBinary = try parsed(binary)
    let fromXML = try parsed(CompiledPlistWriter.data(for: value))
    #expect(fromBinary != nil && fromBinary == fromXML)
    #expect(fromBinary?.count == entries)
  }
}
