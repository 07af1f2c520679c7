import Testing

@testable import XCStringsMerge
@testable import XCStringsModel

@Suite("merge: sites")
struct MergeSiteTests {
  static let language = MergeSite(key: "k", language: "de", path: "", jsonPath: ["strings", "k", "localizations", "de"])

  @Test func sitesNestWithTheirPathsAndMembers() {
    let form = Self.language.appending("", members: ["variations"]).appending("plural.one", members: ["plural", "one"])
    #expect(form.description == "'k' [de] plural.one")
    #expect(form.jsonPath == ["strings", "k", "localizations", "de", "variations", "plural", "one"])
    let argument = Self.language.appending("substitution.n", members: ["substitutions", "n"])
      .appending(" argNum", joined: false, members: ["argNum"])
    #expect(argument.description == "'k' [de] substitution.n argNum")
    #expect(MergeSite(key: nil, path: "sourceLanguage", jsonPath: []).description == "sourceLanguage")
  }

  @Test func aSiteContainsWhatLiesUnderIt() {
    let key = MergeSite(key: "k", path: "", jsonPath: [])
    let form = MergeSite(key: "k", language: "de", path: "plural.one", jsonPath: [])
    #expect(key.contains(form) && Self.language.contains(form))
    #expect(MergeSite(key: "k", language: "de", path: "plural", jsonPath: []).contains(form))
    #expect(!MergeSite(key: "k", language: "de", path: "plural.o", jsonPath: []).contains(form))
    #expect(!MergeSite(key: "k", language: "fr", path: "", jsonPath: []).contains(form))
    #expect(form.contains(MergeSite(key: "k", language: "de", path: "plural.one value", jsonPath: [])))
    // Keys compare by their exact scalars.
    #expect(!MergeSite(key: "caf\u{E9}", path: "", jsonPath: []).contains(MergeSite(key: "cafe\u{301}", path: "", jsonPath: [])))
  }
}
