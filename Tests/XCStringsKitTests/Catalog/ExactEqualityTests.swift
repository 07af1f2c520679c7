import Testing

@testable import XCStringsKit

/// Model equality compares texts by their Unicode scalars: a catalog in which one text is
/// written in another normalisation form is a different catalog (a translator's change), where
/// `String ==` would call the two equal.
@Suite("exact model equality")
struct ExactEqualityTests {
  /// Precomposed and decomposed spellings of the same visible texts.
  static let pairs: [(String, String)] = [
    ("caf\u{E9}", "cafe\u{301}"),
    ("\u{C5}ngstr\u{F6}m", "A\u{30A}ngstro\u{308}m"),
    ("\u{1E9B}\u{323}", "\u{17F}\u{323}\u{307}"),
    ("\u{D55C}", "\u{1112}\u{1161}\u{11AB}"),
  ]

  @Test func thePairsAreCanonicallyEquivalentButNotIdentical() {
    for (composed, decomposed) in Self.pairs {
      #expect(composed == decomposed)
      #expect(!composed.isIdentical(to: decomposed))
    }
  }

  /// Every place a text can stand in a catalog, as a function from that text to a catalog.
  static let placements: [(name: String, make: @Sendable (String) -> StringCatalog)] = [
    ("unit value", { text in catalog(.unit(text)) }),
    ("unit unknown field", { text in
      catalog(Localization(stringUnit: StringUnit(state: .translated, value: "v", unknownFields: ["x": .string(text)])))
    }),
    ("plural form", { text in
      catalog(Localization(variations: Variations(plural: ["one": .unit(text), "other": .unit("o")])))
    }),
    ("device form", { text in catalog(Localization(variations: Variations(device: ["mac": .unit(text)]))) }),
    ("substitution form", { text in
      catalog(Localization(
        stringUnit: StringUnit(state: .translated, value: "%#@n@"),
        substitutions: ["n": Substitution(argNum: 1, formatSpecifier: "lld",
                                          variations: Variations(plural: ["other": .unit(text)]))]))
    }),
    ("format specifier", { text in
      catalog(Localization(substitutions: ["n": Substitution(argNum: 1, formatSpecifier: text)]))
    }),
    ("string set value", { text in
      catalog(Localization(stringSet: StringSet(state: .translated, values: ["a", text])))
    }),
    ("comment", { text in
      StringCatalog(sourceLanguage: "en", strings: ["k": CatalogEntry(comment: text, localizations: ["en": .unit("v")])])
    }),
    ("entry unknown number", { text in
      StringCatalog(sourceLanguage: "en", strings: ["k": CatalogEntry(unknownFields: ["x": .array([.number(text)])])])
    }),
    ("top-level unknown object", { text in
      StringCatalog(sourceLanguage: "en", unknownFields: ["x": .object(["y": .string(text)])])
    }),
    ("version", { text in StringCatalog(sourceLanguage: "en", version: text) }),
  ]

  static func catalog(_ localization: Localization) -> StringCatalog {
    StringCatalog(sourceLanguage: "en", strings: ["k": CatalogEntry(localizations: ["de": localization])])
  }

  @Test(arguments: placements.indices)
  func aTextInAnotherNormalisationFormMakesAnotherCatalog(_ index: Int) {
    let (name, make) = Self.placements[index]
    for (composed, decomposed) in Self.pairs {
      #expect(make(composed) == make(composed), "\(name)")
      #expect(make(composed) != make(decomposed), "\(name): \(composed.unicodeScalars.map(\.value))")
    }
  }

  @Test func legacyRulesCompareTextsExactly() {
    for (composed, decomposed) in Self.pairs {
      func format(_ text: String) -> StringsdictRule {
        .format(FormatRule(format: "%#@n@", variables: ["n": FormatVariable(valueType: "d", forms: ["other": text])]))
      }
      #expect(format(composed) == format(composed))
      #expect(format(composed) != format(decomposed))
      #expect(StringsdictRule.width(["20": composed]) != .width(["20": decomposed]))
      #expect(StringsdictRule.device(["mac": .string(composed)]) != .device(["mac": .string(decomposed)]))
      #expect(StringsdictRule.format(FormatRule(format: composed)) != .format(FormatRule(format: decomposed)))
      #expect(StringsdictEntry(key: "k", comment: composed, rule: .width([:]))
        != StringsdictEntry(key: "k", comment: decomposed, rule: .width([:])))
    }
  }
}
