import Testing

@testable import XCStringsCompile

@Suite("compile: the count a plural reads")
struct CountArgumentTests {
  @Test(arguments: [
    ("%lld files", 1, "lld", "%#@value@"),
    ("%d files", 1, "d", "%#@value@"),
    ("%@ has %lld files", 2, "lld", "%2$#@value@"),
    ("%1$@ has %2$ld files", 2, "ld", "%2$#@value@"),
    ("%2$@: %1$lu", 1, "lu", "%#@value@"),
    ("%%d %3$.1f", 3, "f", "%3$#@value@"),
    ("%1$lld of %2$@", 1, "lld", "%#@value@"),
    ("%x %u", 1, "x", "%#@value@"),
  ])
  func findsTheFirstNumericSpecifier(text: String, position: Int, valueType: String, formatKey: String) {
    let found = CountArgument.find(in: [("other", text)])
    #expect(found == CountArgument(position: position, valueType: valueType))
    #expect(found?.formatKey == formatKey)
  }

  @Test func looksInOtherFirstThenTheRest() {
    #expect(CountArgument.find(in: [("one", "%d file"), ("other", "%lld files")])?.valueType == "lld")
    #expect(CountArgument.find(in: [("one", "%d file"), ("other", "files")])?.valueType == "d")
    #expect(CountArgument.find(in: [("one", "%@ file"), ("other", "%@ files")]) == nil)
    #expect(CountArgument.find(in: [("other", "100%% done")]) == nil)
  }
}
