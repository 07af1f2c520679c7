import Foundation
import Testing

@testable import XCStringsSwiftSource

@Suite("Localization call finder: keys")
struct LocalizationCallFinderKeysTests {
  /// The key of the only literal of `Text(<literal>)`, and each interpolation's specifier and
  /// expression.
  private func key(_ literal: String) throws -> String {
    let file = try SwiftSourceFile(parsing: Array("Text(\(literal))".utf8), path: "F.swift")
    guard let key = file.calls.first?.key else { return "no call" }
    let parts = key.interpolations.map { "\($0.specifier)<-\($0.expression)" }
    return ([key.text] + parts).joined(separator: " ")
  }

  @Test func plainLiteralsAreTheirText() throws {
    #expect(try key(#""Done""#) == "Done")
    #expect(try key(#""100% sure""#) == "100% sure")
    #expect(try key(##"#"a \(b)"#"##) == #"a \(b)"#)
    #expect(try key("\"\"\"\n  two\n  lines\n  \"\"\"") == "two\nlines")
  }

  @Test func interpolationsBecomeSpecifiers() throws {
    #expect(try key(#""Hello \(name)!""#) == "Hello %@! %@<-name")
    #expect(try key(#""\(user.name) and \( other )""#) == "%@ and %@ %@<-user.name %@<-other")
    #expect(try key(##"#"\#(name) \(x)"#"##) == #"%@ \(x) %@<-name"#)
  }

  @Test func countsAndNumbersGuessTheirSpecifier() throws {
    #expect(try key(#""\(count) sets""#) == "%lld sets %lld<-count")
    #expect(try key(#""\(items.count) items""#) == "%lld items %lld<-items.count")
    #expect(
      try key(#""\(photoCount) photos, \(numberOfAlbums) albums""#)
        == "%lld photos, %lld albums %lld<-photoCount %lld<-numberOfAlbums")
    #expect(
      try key(#""\(3) x \(-2) y \(2.5) z""#)
        == "%lld x %lld y %lf z %lld<-3 %lld<-2 %lf<-2.5".replacingOccurrences(of: "<-2 ", with: "<--2 "))
    // Not counts: `Count` alone, `account`, a call on a count.
    #expect(try key(#""\(Count) \(account) \(count.formatted())""#) == "%@ %@ %@ %@<-Count %@<-account %@<-count.formatted()")
  }

  @Test func givenSpecifierWins() throws {
    #expect(try key(#""\(distance, specifier: "%.1f") km""#) == #"%.1f km %.1f<-distance, specifier: "%.1f""#)
    #expect(try key(#""\(count, specifier: "%d")""#) == #"%d %d<-count, specifier: "%d""#)
  }

  @Test func percentSignsDoubleInInterpolatedLiterals() throws {
    #expect(try key(#""\(n)% off""#) == "%@%% off %@<-n")
    #expect(try key(#""50%% \(x)""#) == "50%%%% %@ %@<-x")
  }

  @Test func interpolationRangesPointAtTheSpecifiers() throws {
    let file = try SwiftSourceFile(parsing: Array(#"Text("é \(a) ü \(b.count)")"#.utf8), path: "F.swift")
    let key = try #require(file.calls.first?.key)
    let utf8 = Array(key.text.utf8)
    #expect(key.interpolations.map { String(decoding: utf8[$0.range], as: UTF8.self) } == ["%@", "%lld"])
    #expect(key.interpolations.map(\.range) == [3..<5, 9..<13])
  }

  /// A specifier given, and `%lld`/`%lf` for numbers and counts, are what the compiler writes;
  /// `%@` for any other expression is a guess.
  @Test func certainSpecifiersAreMarked() throws {
    let file = try SwiftSourceFile(
      parsing: Array(#"Text("\(items.count) of \(name), \(2.5), \(x, specifier: "%.1f")")"#.utf8), path: "F.swift")
    let key = try #require(file.calls.first?.key)
    #expect(key.interpolations.map(\.isCertain) == [true, false, true, true])
  }
}
