import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsModel

/// Model equality compares texts by their Unicode scalars: a catalog in which one text is
/// written in another normalisation form is a different catalog (a translator's change), where
/// `String ==` would call the two equal.
@Suite("exact model equality")
struct ExactEqualityTests {
  static let pairs = UnicodeSamples.canonicallyEquivalentPairs

  @Test func thePairsAreCanonicallyEquivalentButNotIdentical() {
    for (composed, decomposed) in Self.pairs {
      #expect(composed == decomposed)
      #expect(!composed.isIdentical(to: decomposed))
    }
  }

  /// Every place a text can stand in a catalog, as a function from that text to a catalog.
  static let placements: [(name: String, make: @Sendable (String) -> StringCatalog)] = [
    ("unit value", { text in catalog(.unit(text)) }),
    (
      "unit unknown field",
      { text in
        catalog(Localization(stringUnit: StringUnit(state: .translated, value: "v", unknownFields: ["x": .string(text)])))
      }
    ),
    (
      "plural form",
      { text in
        catalog(Localization(variations: Variations(plural: ["one": .unit(text), "other": .unit("o")])))
      }
    ),
    ("device form", { text in catalog(Localization(variations: Variations(device: ["mac": .unit(text)]))) }),
    (
      "substitution form",
      { text in
        catalog(
          Localization(
            stringUnit: StringUnit(state: .translated, value: "%#@n@"),
            substitutions: [
              "n": Substitution(
                argNum: 1, formatSpecifier: "lld",
                variations: Variations(plural: ["other": .unit(text)]))
            ]))
      }
    ),
    (
      "format specifier",
      { text in
        catalog(Localization(substitutions: ["n": Substitution(argNum: 1, formatSpecifier: text)]))
      }
    ),
    (
      "string set value",
      { text in
        catalog(Localization(stringSet: StringSet(state: .translated, values: ["a", text])))
      }
    ),
    (
      "comment",
      { text in
        StringCatalog(sourceLanguage: "en", strings: ["k": CatalogEntry(comment: text, localizations: ["en": .unit("v")])])
      }
    ),
    (
      "entry unknown number",
      { text in
        StringCatalog(sourceLanguage: "en", strings: ["k": CatalogEntry(unknownFields: ["x": .array([.number(text)])])])
      }
    ),
    (
      "top-level unknown object",
      { text in
        StringCatalog(sourceLanguage: "en", unknownFields: ["x": .object(["y": .string(text)])])
      }
    ),
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
}
