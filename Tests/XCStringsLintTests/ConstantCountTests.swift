import Testing

@testable import XCStringsLint

@Suite("Constant counts")
struct ConstantCountTests {
  @Test(
    arguments: [
      ("Configuration.defaultWordTarget", "defaultWordTarget"),
      ("self.limit", "limit"),
      ("count", "count"),
      ("items.count", nil),
      ("items.count + 1", nil),
      ("limit ?? 3", nil),
      ("f(x)", nil),
      (".a", nil),
    ] as [(String, String?)])
  func nameOfAnExpression(expression: String, name: String?) {
    #expect(ConstantCount.name(of: expression) == name)
  }

  @Test(
    arguments: [
      ("static let limit = 750", [750]),
      ("let limit: Int = 3 // production", [3]),
      ("public static let limit: UInt8 = 1_000\nlet limit = 2;", [1000, 2]),
      ("let limit = 3 * 60", []),
      ("let limit = 7.5", []),
      ("let limit: Double = 3", []),
      ("let limitless = 3", []),
      ("let limit = 3\nvar limit = 4", nil),
      ("func f() { var x = limit }", []),
    ] as [(String, [Int]?)])
  func valuesOfAName(source: String, values: [Int]?) {
    #expect(ConstantCount.values(of: "limit", in: Array(source.utf8)) == values, "\(source)")
  }
}
