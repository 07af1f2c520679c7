import Testing

@testable import XCStringsSwiftSource

@Suite("Localization key")
struct LocalizationKeyTests {
  private func interpolated(_ parts: [String?]) -> LocalizationKey {
    var text = ""
    var interpolations: [LocalizationKey.Interpolation] = []
    for part in parts {
      if let part {
        text += part
      } else {
        let start = text.utf8.count
        text += "%@"
        interpolations.append(.init(specifier: "%@", expression: "x", range: start..<(start + 2)))
      }
    }
    return LocalizationKey(text: text, interpolations: interpolations)
  }

  @Test func anInterpolationMatchesAnySpecifierInItsPlace() {
    let key = interpolated([nil, " sets"])
    #expect(key.matches("%@ sets"))
    #expect(key.matches("%lld sets"))
    #expect(key.matches("%d sets"))
    #expect(key.matches("%1$lld sets"))
    #expect(key.matches("%.2f sets"))
    #expect(!key.matches("%lld set"))
    #expect(!key.matches(" sets"))
    #expect(!key.matches("%lld sets %@"))
    #expect(!key.matches("%% sets"))
  }

  @Test func severalInterpolations() {
    let key = interpolated(["From ", nil, " to ", nil])
    #expect(key.matches("From %1$@ to %2$@"))
    #expect(key.matches("From %@ to %lld"))
    #expect(!key.matches("From %@ to"))
    #expect(!key.matches("From %@ to %@ "))
  }

  @Test func aPlainKeyMatchesOnlyItselfByExactScalars() {
    let key = LocalizationKey(text: "Caf\u{E9} %@")
    #expect(key.matches("Caf\u{E9} %@"))
    #expect(!key.matches("Cafe\u{301} %@"))
    #expect(!key.matches("Caf\u{E9} %lld"))
  }

  @Test func specifierKinds() {
    #expect(["%d", "%lld", "%1$lld", "%u", "%li", "%ld"].allSatisfy(LocalizationKey.isIntegerSpecifier))
    #expect(!["%@", "%f", "%lf", "%x", "%c", "lld", "%s"].contains(where: LocalizationKey.isIntegerSpecifier))
  }

  @Test func catalogKeyPatterns() {
    let wildcard = LocalizationKey.wildcard
    #expect(LocalizationKey.pattern(ofCatalogKey: "%1$@ has %2$lld items, 100%%") == "\(wildcard) has \(wildcard) items, 100%%")
    #expect(LocalizationKey.pattern(ofCatalogKey: "plain") == "plain")
  }

  /// An interpolation whose specifier is certain (an `Int` count is `%lld`) matches only that
  /// specifier: SwiftUI looks up `%lld new articles`, which `%d new articles` never is.
  @Test func aCertainSpecifierMatchesOnlyItself() {
    let key = LocalizationKey(
      text: "%lld new articles from %@",
      interpolations: [
        .init(specifier: "%lld", expression: "articles.count", range: 0..<4, isCertain: true),
        .init(specifier: "%@", expression: "source", range: 23..<25),
      ])
    #expect(key.matches("%lld new articles from %@"))
    #expect(key.matches("%lld new articles from %lld"))
    #expect(!key.matches("%d new articles from %@"))
    #expect(!key.matches("%@ new articles from %@"))
    #expect(!key.matches("%1$lld new articles from %2$@"))
  }
}
