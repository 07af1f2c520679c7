import Foundation
import Testing
import XCStringsTestSupport

/// What an app shows from a tree, by the runtime's rules, and what a change loses.
@Suite("data safety: the strings an app shows")
struct ShownStringsTests {
  @Test func runtimeRulesLastDuplicateAndRuleBeforeString() throws {
    let tree = try Tree([
      "en.lproj/T.strings": "\"a\" = \"first\";\n\"a\" = \"last\";\n\"items\" = \"hidden\";\n",
      "en.lproj/T.stringsdict": GeneratedTrees.pluralRule(one: "%d item", other: "%d items"),
      "broken.xcstrings": "{ \"strings\" : ",
    ])
    let shown = ShownStrings(under: tree.root)
    #expect(
      shown.items.sorted().map(\.description) == [
        "T [en] \"a\" = 'last'", "T [en] \"items\" 1.one = '%d item'", "T [en] \"items\" 1.other = '%d items'",
        "T [en] \"items\" format = '%#@1@'",
      ])
    #expect(shown.unreadable == ["broken.xcstrings"])
  }

  @Test func anEmptyStringLeftOutIsNotLostButOneReplacedIs() throws {
    let before = try Tree(["de.lproj/T.strings": "\"a\" = \"\";\n\"b\" = \"\";\n"])
    let after = try Tree(["de.lproj/T.strings": "\"b\" = \"B\";\n"])
    #expect(
      ShownStrings(under: before.root).lost(in: ShownStrings(under: after.root)).map(\.description) == ["T [de] \"b\" = ''"])
  }

  @Test func legacyFolderNamesAreTheCatalogsLanguages() throws {
    let tree = try Tree(["zh_CN.lproj/T.strings": "\"a\" = \"A\";\n", "English.lproj/T.strings": "\"b\" = \"B\";\n"])
    #expect(
      ShownStrings(under: tree.root).items.sorted().map(\.description) == ["T [en] \"b\" = 'B'", "T [zh-Hans] \"a\" = 'A'"])
  }

  @Test func aBaseStringIsKeptByAnyLanguageAndAChangedTextIsLost() throws {
    let before = try Tree(["Base.lproj/T.strings": "\"a\" = \"A\";\n", "de.lproj/T.strings": "\"b\" = \"B\";\n"])
    let after = try Tree(["en.lproj/T.strings": "\"a\" = \"A\";\n", "de.lproj/T.strings": "\"b\" = \"C\";\n"])
    let lost = ShownStrings(under: before.root).lost(in: ShownStrings(under: after.root))
    #expect(lost.map(\.description) == ["T [de] \"b\" = 'B'"])
  }

  @Test func eachFileKnowsWhatItShows() throws {
    let tree = try Tree([
      "One/en.lproj/T.strings": "\"a\" = \"A\";\n",
      "Two/en.lproj/T.strings": "\"a\" = \"B\";\n",
    ])
    let shown = ShownStrings(under: tree.root)
    #expect(shown.bySource.keys.sorted() == ["One/en.lproj/T.{strings,stringsdict}", "Two/en.lproj/T.{strings,stringsdict}"])
    #expect(shown.bySource["Two/en.lproj/T.{strings,stringsdict}"]?.map(\.description) == ["T [en] \"a\" = 'B'"])
  }
}
