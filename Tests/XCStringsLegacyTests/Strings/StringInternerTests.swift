import Foundation
import Testing

@testable import XCStringsBase
@testable import XCStringsLegacy

@Suite("string interner")
struct StringInternerTests {
  /// Whether two strings are one stored object (or the same inline small string).
  static func shareStorage(_ a: String, _ b: String) -> Bool {
    unsafeBitCast(a, to: (UInt64, UInt64).self) == unsafeBitCast(b, to: (UInt64, UInt64).self)
  }

  static func intern(_ interner: StringInterner, _ text: String) -> String {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      interner.string(for: buffer) { String(decoding: buffer, as: UTF8.self) }
    }
  }

  @Test func equalBytesGiveTheSameObject() {
    let interner = StringInterner()
    let first = Self.intern(interner, "A key long enough to live on the heap")
    let again = Self.intern(interner, "A key long enough to live on the heap")
    #expect(first == "A key long enough to live on the heap")
    #expect(Self.shareStorage(first, again))
    #expect(interner.count == 1)
  }

  /// Canonically equivalent spellings are different keys, as everywhere else.
  @Test func comparesExactBytes() {
    let interner = StringInterner()
    let composed = Self.intern(interner, "Caf\u{E9} menu, composed")
    let decomposed = Self.intern(interner, "Cafe\u{301} menu, composed")
    let empty = Self.intern(interner, "")
    #expect(composed.unicodeScalars.count == decomposed.unicodeScalars.count - 1)
    #expect(Self.intern(interner, "") == empty)
    #expect(interner.count == 3)
  }

  @Test func makesEachStringOnceAndKeepsEveryOneThroughGrowth() {
    let interner = StringInterner()
    var made = 0
    for round in 0..<2 {
      for index in 0..<5000 {
        let bytes = Array("key number \(index)".utf8)
        let string = bytes.withUnsafeBufferPointer { buffer in
          interner.string(for: buffer) { () -> String in
            made += 1
            return String(decoding: buffer, as: UTF8.self)
          }
        }
        #expect(string == "key number \(index)", "round \(round)")
      }
    }
    #expect(made == 5000)
    #expect(interner.count == 5000)
  }

  @Test func aFailedMakeInternsNothing() throws {
    struct Invalid: Error {}
    let interner = StringInterner()
    let bytes = Array("not yet".utf8)
    #expect(throws: Invalid.self) {
      try bytes.withUnsafeBufferPointer { buffer throws(Invalid) in
        _ = try interner.string(for: buffer) { () throws(Invalid) -> String in throw Invalid() }
      }
    }
    #expect(interner.count == 0)
    #expect(Self.intern(interner, "not yet") == "not yet")
  }

  @Test func theFirstOfferedOrderIsKept() throws {
    let interner = StringInterner()
    #expect(interner.expected.keys.isEmpty)
    let first = try StringsTable(parsing: Array("/* One */ \"a\" = \"1\";\n\"b\" = \"2\";".utf8), path: "x.strings")
    let second = try StringsTable(parsing: Array("\"c\" = \"3\";".utf8), path: "y.strings")
    interner.offerOrder(first.entries)
    interner.offerOrder(second.entries)
    #expect(interner.expected.keys == ["a", "b"])
    #expect(interner.expected.comments == ["One", nil])
  }

  /// Threads interning the same strings at once end up with one object per string.
  @Test func threadsShareOneCopy() {
    let interner = StringInterner()
    let results = ConcurrentSlots<[String]>(count: 4)
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      var strings: [String] = []
      for index in 0..<2000 { strings.append(Self.intern(interner, "shared string number \((index * 7 + thread) % 2000)")) }
      results.store(strings, at: thread)
    }
    let all = (0..<4).map { results.take(at: $0)! }
    #expect(interner.count == 2000)
    var byText: [String: String] = [:]
    for strings in all {
      for string in strings {
        if let first = byText[string] { #expect(Self.shareStorage(first, string)) } else { byText[string] = string }
      }
    }
    #expect(byText.count == 2000)
  }
}
