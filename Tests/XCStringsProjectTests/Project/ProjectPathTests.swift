import Testing

@testable import XCStringsProject

@Suite("Project paths")
struct ProjectPathTests {
  @Test(arguments: [
    ("a", "b", "a/b"), ("a/", "./b", "a/b"), ("a/b", "../c", "a/c"), ("a", "../../c", "../c"), ("/a", "../../c", "/c"),
    ("a", "/abs", "/abs"), ("", "b", "b"), ("a", "", "a"), (".", "x/./y//z", "x/y/z"), ("..", "a", "../a"),
  ])
  func joinResolvesDots(base: String, relative: String, joined: String) {
    #expect(ProjectPath.join(base, relative) == joined)
  }

  @Test(arguments: [
    ("a/b/c.txt", "a/b", "c.txt"), ("a/c.txt", "a/b", "../c.txt"), ("/x/y", "/x/y", "."), ("/x/y/z", "/", "x/y/z"),
    ("p/Localizable.xcstrings", "p/App", "../Localizable.xcstrings"), ("q/r", ".", "q/r"),
  ])
  func relativeGoesUpAndDown(target: String, base: String, relative: String) {
    #expect(ProjectPath.relative(target, from: base) == relative)
  }

  @Test func sameFileIgnoresCaseAndDots() {
    #expect(ProjectPath.sameFile("a/./B.txt", "A/b.TXT"))
    #expect(!ProjectPath.sameFile("a/b.txt", "a/c.txt"))
  }
}
