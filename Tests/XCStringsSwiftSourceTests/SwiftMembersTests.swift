import Testing

@testable import XCStringsSwiftSource

@Suite("Swift members")
struct SwiftMembersTests {
  private func members(_ source: String) -> SwiftMembers { SwiftMembers(parsing: Array(source.utf8)) }

  @Test func eachLineBelongsToTheMemberWhoseCodeItIs() {
    let file = members(
      """
      enum Wind {
        static let entries: [Entry] = [
          Entry(name: String(localized: "Calm")),
          Entry(name: String(localized: "Gale")),
        ]
        var label: String {
          switch self { default: return String(localized: "Wind") }
        }
        @MainActor public func direction() -> String {
          let names = [String(localized: "North")]
          return names[0]
        }
      }
      """)
    #expect(file.name(atLine: 3) == "entries")
    #expect(file.name(atLine: 4) == "entries")
    #expect(file.name(atLine: 7) == "label")
    #expect(file.name(atLine: 9) == "direction")
    #expect(file.name(atLine: 10) == "direction")
    #expect(file.name(atLine: 1) == nil)
  }

  @Test func aNestedTypesMembersAreItsOwnAndTheOuterMemberResumesAfterIt() {
    let file = members(
      """
      struct Scale {
        struct Entry {
          let name: String
          var title: String { "\\(name)" }
        }
        static let all = [Entry(name: "x")]
      }
      func topLevel() -> String { "y" }
      """)
    #expect(file.name(atLine: 3) == "name")
    #expect(file.name(atLine: 4) == "title")
    #expect(file.name(atLine: 6) == "all")
    #expect(file.name(atLine: 8) == "topLevel")
  }

  @Test func initializersCasesAndPatternsAreNobodysLines() {
    let file = members(
      """
      enum Mode {
        case on, off
        init() { self = .on; _ = String(localized: "Start") }
        var (a, b) = (1, 2)
        class func make() -> Mode { .off }
      }
      """)
    #expect(file.name(atLine: 2) == nil)
    #expect(file.name(atLine: 3) == nil)
    #expect(file.name(atLine: 4) == nil)
    // `class` before `func` is a modifier, not a nested class.
    #expect(file.name(atLine: 5) == "make")
  }

  @Test func twoMembersOnOneLineAreAmbiguousButALocalLetIsPartOfItsFunction() {
    let file = members(
      """
      struct A { let a = "x"; let b = "y" }
      func f() {
        let local = "z"
        print(local)
      }
      """)
    #expect(file.name(atLine: 1) == nil)
    #expect(file.name(atLine: 3) == "f")
    #expect(file.name(atLine: 4) == "f")
  }

  @Test func bracesInStringsAndCommentsDoNotOpenBodies() {
    let file = members(
      """
      struct A {
        // }
        let brace = "}"
        /* { */ var next: String { "{" }
      }
      """)
    #expect(file.name(atLine: 3) == "brace")
    #expect(file.name(atLine: 4) == "next")
  }

  @Test func sourceTheLexerCannotReadHasNoMembers() {
    #expect(members("let a = \"unterminated\nlet b = 1").members.isEmpty)
  }
}
