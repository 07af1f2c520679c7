import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsXLIFF

/// Xcode's unit order: UTF-16, case-sensitive, digit runs by value; file paths ignore case.
@Suite("XLIFF unit order")
struct XLIFFUnitOrderTests {
  @Test func ordersLikeXcodesExports() {
    // Pairs seen in Xcode's exports, the first before the second.
    let pairs: [(String, String)] = [
      ("90°", "100"), ("Rec. 709", "Rec. 2100 PQ"), ("Auto-fill…", "about"), ("%@ / %@", "%lld"), ("%lld", "/ %lld"),
      ("a", "a|==|plural.one"), ("a b", "a|==|plural.one"), ("k|==|plural.few", "k|==|plural.many"),
      ("k|==|plural.other", "k|==|plural.two"), ("k|==|device.ipad", "k|==|device.iphone"), ("%@ - %@", "%@ • %@"),
      ("%@ • %@ JST", "%@'s List"), ("item2", "item10"), ("Z", "a"), ("", " "),
      // UTF-16: a character outside the BMP (surrogates D800-DFFF) sorts before U+E000-U+FFFF.
      ("x🙂", "x\u{FF01}"), ("x\u{E9}", "x🙂"),
    ]
    for (first, second) in pairs {
      #expect(XLIFFUnitOrder.areInIncreasingOrder(first, second), "\(first) < \(second)")
      #expect(!XLIFFUnitOrder.areInIncreasingOrder(second, first), "\(second) !< \(first)")
    }
  }

  @Test func breaksTiesOfEqualNumbersByPlainComparison() {
    #expect(XLIFFUnitOrder.compare("item9", "item09", ignoringCase: false) > 0)
    #expect(XLIFFUnitOrder.compare("a1b2", "a01b2", ignoringCase: false) > 0)
    #expect(XLIFFUnitOrder.compare("same", "same", ignoringCase: false) == 0)
  }

  @Test func ordersPathsIgnoringCase() {
    let paths = [
      "Widget/Localizable.xcstrings", "Kit/InfoPlist.xcstrings", "Kit/dev_options.xcstrings", "Kit/AppShortcuts.xcstrings",
    ]
    #expect(
      paths.sorted(by: XLIFFUnitOrder.pathIsInIncreasingOrder) == [
        "Kit/AppShortcuts.xcstrings", "Kit/dev_options.xcstrings", "Kit/InfoPlist.xcstrings", "Widget/Localizable.xcstrings",
      ])
  }

  /// On random ids the comparison is a total order: antisymmetric, transitive, and zero only
  /// for identical ids; sorting does not depend on the input order.
  @Test func isATotalOrderOnRandomIds() {
    var generator = SeededGenerator(seed: 24)
    let alphabet = ["a", "A", "b", "0", "1", "9", "00", " ", ".", "|==|", "é", "e\u{301}", "🙂", "\u{FF01}", "%", "plural.one"]
    var ids: [String] = []
    for _ in 0..<300 {
      ids.append((0..<Int.random(in: 0...5, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined())
    }
    for a in ids.prefix(60) {
      for b in ids.prefix(60) {
        let ab = XLIFFUnitOrder.compare(a, b, ignoringCase: false)
        let ba = XLIFFUnitOrder.compare(b, a, ignoringCase: false)
        #expect((ab < 0) == (ba > 0) && (ab == 0) == (ba == 0))
        #expect((ab == 0) == a.isIdentical(to: b))
        for c in ids.prefix(20) where ab < 0 && XLIFFUnitOrder.compare(b, c, ignoringCase: false) < 0 {
          #expect(XLIFFUnitOrder.compare(a, c, ignoringCase: false) < 0, "\(a) < \(b) < \(c)")
        }
      }
    }
    var shuffled = ids
    shuffled.shuffle(using: &generator)
    var sortedIds = ids
    XLIFFUnitOrder.sort(&sortedIds)
    XLIFFUnitOrder.sort(&shuffled)
    #expect(zip(sortedIds, shuffled).allSatisfy { $0.isIdentical(to: $1) })
  }
}
