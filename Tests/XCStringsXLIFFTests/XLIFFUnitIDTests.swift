import Testing
import XCStringsTestSupport

@testable import XCStringsXLIFF

/// Unit ids: written as Xcode writes them, read from the right.
@Suite("XLIFF unit ids")
struct XLIFFUnitIDTests {
  @Test func writesXcodesIds() {
    #expect(XLIFFUnitID(key: "k").text == "k")
    #expect(XLIFFUnitID(key: "k", plural: "one").text == "k|==|plural.one")
    #expect(XLIFFUnitID(key: "k", device: "iphone").text == "k|==|device.iphone")
    #expect(XLIFFUnitID(key: "k", device: "iphone", plural: "other").text == "k|==|device.iphone.plural.other")
    #expect(XLIFFUnitID(key: "k", substitution: "COUNT", plural: "one").text == "k|==|substitutions.COUNT.plural.one")
    #expect(XLIFFUnitID(key: "k", substitution: "A..B", plural: "one").text == "k|==|substitutions.@A..B@.plural.one")
    #expect(XLIFFUnitID(key: "k", substitution: "é", plural: "few").text == "k|==|substitutions.é.plural.few")
  }

  @Test func readsFromTheRight() {
    #expect(
      XLIFFUnitID.readings(of: "varied|==|key|==|plural.one") == [
        XLIFFUnitID(key: "varied|==|key", plural: "one"), XLIFFUnitID(key: "varied|==|key|==|plural.one"),
      ])
    #expect(
      XLIFFUnitID.readings(of: "k|==|substitutions.PIPE|==|NAME.plural.one") == [
        XLIFFUnitID(key: "k", substitution: "PIPE|==|NAME", plural: "one"),
        XLIFFUnitID(key: "k|==|substitutions.PIPE|==|NAME.plural.one"),
      ])
    #expect(
      XLIFFUnitID.readings(of: "k|==|substitutions.@DOT.NAME@.plural.other") == [
        XLIFFUnitID(key: "k", substitution: "DOT.NAME", plural: "other"),
        XLIFFUnitID(key: "k|==|substitutions.@DOT.NAME@.plural.other"),
      ])
    #expect(XLIFFUnitID.readings(of: "plain|==|word") == [XLIFFUnitID(key: "plain|==|word")])
    #expect(XLIFFUnitID.readings(of: "plain|==|unknown.x") == [XLIFFUnitID(key: "plain|==|unknown.x")])
    #expect(XLIFFUnitID.readings(of: "k|==|plural.") == [XLIFFUnitID(key: "k|==|plural.")])
    #expect(XLIFFUnitID.readings(of: "k|==|device.a.b") == [XLIFFUnitID(key: "k|==|device.a.b")])
    #expect(XLIFFUnitID.readings(of: "|==|plural.one").first == XLIFFUnitID(key: "", plural: "one"))
  }

  /// For random keys and paths (keys holding the delimiter and suffix-like text included),
  /// the written id has a reading equal to the id it came from.
  @Test func everyWrittenIdReadsBack() {
    var generator = SeededGenerator(seed: 7)
    let pieces = ["k", "|==|", "plural.one", "device.mac", ".", "@", "substitutions.", "é", " ", ""]
    let names = ["COUNT", "A.B", "PIPE|==|NAME", "é", "x y"]
    for _ in 0..<2000 {
      let key = (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
      let substitution = Bool.random(using: &generator) ? names.randomElement(using: &generator) : nil
      let device = Bool.random(using: &generator) ? ["iphone", "mac", "other"].randomElement(using: &generator) : nil
      var plural = Bool.random(using: &generator) ? ["one", "other", "zero"].randomElement(using: &generator) : nil
      if substitution != nil && device == nil && plural == nil { plural = "other" }
      let id = XLIFFUnitID(key: key, substitution: substitution, device: device, plural: plural)
      #expect(XLIFFUnitID.readings(of: id.text).contains(id), "\(id.text)")
      #expect(XLIFFUnitID.readings(of: id.text).last == XLIFFUnitID(key: id.text))
    }
  }

  /// Paths of ASCII bytes are read over bytes, others character by character: both readings
  /// agree on every path made of the pieces ids are written with (and broken ones).
  @Test func readsASCIIPathsAsCharactersAre() {
    let starts = ["", "substitutions.", "substitutions.@", "substitutions", "@"]
    let names = ["", "A", "A.B", "@", ".", "@.", "|==|", "x@y"]
    let separators = ["", ".", "@.", "@"]
    let variations = [
      "plural.one", "device.iphone", "device.mac.plural.few", "plural.", "device..plural.x", "plural", ".one", "x.y",
    ]
    var random = SeededGenerator(seed: 0x1D5)
    var agreeing = 0
    for _ in 0..<4000 {
      var path = starts.randomElement(using: &random)! + names.randomElement(using: &random)!
      path += separators.randomElement(using: &random)! + variations.randomElement(using: &random)!
      if Int.random(in: 0..<4, using: &random) == 0 { path += names.randomElement(using: &random)! }
      let bytes = Array(path.utf8)
      let fast = bytes.withUnsafeBufferPointer { XLIFFUnitID.parseASCIIPath($0) }
      let slow = XLIFFUnitID.parsePath(path[...])
      #expect(fast?.substitution == slow?.substitution && fast?.device == slow?.device && fast?.plural == slow?.plural, "\(path)")
      #expect((fast == nil) == (slow == nil), "\(path)")
      if slow != nil { agreeing += 1 }
    }
    // The pieces make readable paths often enough for the comparison to test both outcomes.
    #expect(agreeing > 200)
    #expect(
      XLIFFUnitID.readings(of: "k|==|substitutions.@A.B@.device.mac.plural.few").first
        == XLIFFUnitID(key: "k", substitution: "A.B", device: "mac", plural: "few"))
  }
}
