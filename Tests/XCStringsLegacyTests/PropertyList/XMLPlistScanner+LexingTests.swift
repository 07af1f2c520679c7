import Testing

@testable import XCStringsLegacy

@Suite("XML property list scanner: lexing")
struct XMLPlistScannerLexingTests {
  private func bytes<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    Array(text.utf8).withUnsafeBufferPointer(body)
  }

  @Test func elementNamesAreRecognisedExactly() {
    for name in ["key", "string", "dict", "date", "data", "array", "integer", "real", "true", "false", "plist"] {
      #expect(bytes(name) { XMLPlistScanner.plistElementName($0) } == name)
    }
    for name in ["ke", "keys", "Dict", "dat", "datum", "strin", "b", "plists", "x"] {
      #expect(bytes(name) { XMLPlistScanner.plistElementName($0) } == nil, "\(name)")
    }
  }

  @Test func vocabularyWordsAreTheBuildersConstants() {
    let constants = [
      StringsdictModelBuilder.formatKey, StringsdictModelBuilder.specTypeKey, StringsdictModelBuilder.valueTypeKey,
      FormatVariable.pluralRuleType, StringsdictModelBuilder.deviceRuleKey, StringsdictModelBuilder.widthRuleKey,
    ]
    for constant in constants {
      let word = bytes(constant) { XMLPlistScanner.vocabularyWord($0) }
      // The same storage, not merely equal text.
      #expect(word.map { sameStorage($0, constant) } == true, "\(constant)")
    }
    for text in ["NSStringFormatSpecTypeKeys", "NSStringFormatSpecTypeKe", "nsstringformatspectypekey", "NSString", "other"] {
      #expect(bytes(text) { XMLPlistScanner.vocabularyWord($0) } == nil, "\(text)")
    }
  }

  @Test func textOfAVocabularyWordIsReadAsTheConstant() throws {
    let text = "<plist><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string></dict></plist>"
    let document = try XMLPlistDocument(Array(text.utf8), path: "t.plist")
    guard case .dictionary(let members)? = document.root?.kind, case .string(let value) = members.first?.value.kind else {
      Issue.record("not a dictionary with a string")
      return
    }
    #expect(sameStorage(members[0].key, StringsdictModelBuilder.specTypeKey))
    #expect(sameStorage(value, FormatVariable.pluralRuleType))
  }
}

/// Whether two strings' UTF-8 is the same bytes in memory (one object), not merely equal text.
private func sameStorage(_ a: String, _ b: String) -> Bool {
  let first = a.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
  let second = b.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
  return first != nil && first == second
}
