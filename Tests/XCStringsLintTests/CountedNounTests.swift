import Testing

@testable import XCStringsLint

@Suite("Counted noun")
struct CountedNounTests {
  @Test func aCountBeforeAPluralNoun() {
    #expect(CountedNoun.find(in: "%lld sets") == "sets")
    #expect(CountedNoun.find(in: "You have %d new Messages") == "Messages")
    #expect(CountedNoun.find(in: "%1$@ has %2$lld followers") == "followers")
    #expect(CountedNoun.find(in: "%u\u{A0}files") == "files")
    #expect(CountedNoun.find(in: "%li  items") == "items")
    #expect(CountedNoun.find(in: "%lld of %lld items") == "items")
    #expect(CountedNoun.find(in: "%d more unread emails") == "emails")
  }

  /// The English plural suffix passed as an argument: a `%@` glued to the end of a noun after
  /// a count (`%lld file%@`, filled with "" or "s"), which no other language can inflect.
  @Test func aPluralSuffixPassedAsAnArgument() {
    #expect(CountedNoun.locateSuffix(in: "%lld file%@")?.noun == "file")
    #expect(CountedNoun.locateSuffix(in: "%d item%@ selected")?.noun == "item")
    #expect(CountedNoun.locateSuffix(in: "Delete %1$lld photo%2$@?")?.noun == "photo")
    #expect(CountedNoun.locateSuffix(in: "%lld new message%@")?.noun == "message")
    for text in [
      "%@ file%@", "%lld files", "file%@ %lld", "%lld file %@", "%lld file%@s", "%lld%@", "%lld file%lld", "%lld of %@",
    ] {
      #expect(CountedNoun.locateSuffix(in: text) == nil, "\(text)")
    }
  }

  @Test func notACountOrNotAPluralNoun() {
    for text in [
      "%@ sets", "%.1f miles", "%x bytes", "%lld", "%lldsets", "%lld set", "%lld is ready", "%lld class",
      "%lld status", "%lld analysis", "%d was deleted", "%d has", "%lld series", "%lld news", "%lld iOS",
      "%lld mins5", "%lld user's", "%lld ms", "%%d sets", "%#@count@ sets", "%lld Größes", "%d of your friends",
      "%d big old red items", "%d in groups",
      // Nouns with no singular (pluralia tantum): "1 Selected Contents" has nothing to vary to.
      "Delete %lld Selected Contents", "%d clothes", "%lld savings", "%d headquarters",
    ] {
      #expect(CountedNoun.find(in: text) == nil, "\(text)")
    }
  }

  @Test func irregularPlurals() {
    #expect(CountedNoun.find(in: "with %lld people") == "people")
    #expect(CountedNoun.find(in: "%d Children") == "Children")
    #expect(CountedNoun.find(in: "%d women") == "women")
    #expect(CountedNoun.find(in: "%d person") == nil)
  }

  @Test func singularsOfAPluralNoun() {
    #expect(CountedNoun.singulars(of: "Results") == ["Result"])
    #expect(CountedNoun.singulars(of: "boxes") == ["boxe", "box"])
    #expect(CountedNoun.singulars(of: "Replies") == ["Replie", "Repli", "Reply"])
    #expect(CountedNoun.singulars(of: "People") == ["Person"])
    #expect(CountedNoun.singulars(of: "men") == ["man"])
    let text = "%d new Results found"
    let (noun, range) = CountedNoun.locate(in: text)!
    #expect(CountedNoun.singularTexts(of: text, noun: noun, range: range) == ["%d new Result found"])
  }
}
