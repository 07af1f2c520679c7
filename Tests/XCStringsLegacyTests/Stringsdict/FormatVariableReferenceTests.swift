import Testing

@testable import XCStringsLegacy

@Suite("FormatVariableReference")
struct FormatVariableReferenceTests {
  @Test func findsPlainAndPositionalReferencesInOrder() {
    let format = "%2$#@posts@ von %#@people@"
    #expect(
      FormatVariableReference.references(in: format) == [
        FormatVariableReference(name: "posts", position: 2, range: 0..<11),
        FormatVariableReference(name: "people", position: nil, range: 16..<26),
      ])
  }

  @Test func rangesCountUTF8Bytes() {
    let format = "é %#@n@"
    let reference = FormatVariableReference.references(in: format).first
    #expect(reference?.range == 3..<8)
    if let range = reference?.range {
      #expect(String(decoding: Array(format.utf8)[range], as: UTF8.self) == "%#@n@")
    }
  }

  @Test func adjacentReferencesAndOtherSpecifiers() {
    let names = FormatVariableReference.references(in: "%#@names@%#@count_mutual@ %d %1$@ %lld").map(\.name)
    #expect(names == ["names", "count_mutual"])
  }

  @Test(arguments: ["%%#@x@", "%#@@", "%#@open", "%#x@", "%0$#@x@", "#@x@", "%", ""])
  func ignoresTextThatIsNotAReference(_ format: String) {
    #expect(FormatVariableReference.references(in: format).isEmpty)
  }

  @Test func percentPercentDoesNotHideFollowingReference() {
    #expect(FormatVariableReference.references(in: "100%% %#@x@").map(\.name) == ["x"])
  }

  @Test func malformedReferencesAreFoundAndSpelledValidly() {
    let references = FormatVariableReference.references(in: "%#1@count@ of %#@total@ %3$#x@odd@")
    #expect(references.map(\.name) == ["count", "total", "odd"])
    #expect(references.map(\.isMalformed) == [true, false, true])
    #expect(references.map(\.validSpelling) == ["%1$#@count@", "%#@total@", "%3$#@odd@"])
    #expect(references.first?.range == 0..<10)
    let digits = FormatVariableReference.references(in: "%1#@count@")
    #expect(digits == [FormatVariableReference(name: "count", position: 1, range: 0..<10, isMalformed: true)])
    #expect(digits.first?.validSpelling == "%1$#@count@")
  }
}
