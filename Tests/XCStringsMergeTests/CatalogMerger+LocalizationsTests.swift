import Testing

@testable import XCStringsBase
@testable import XCStringsMerge
@testable import XCStringsModel

/// Languages and their leaves: forms, nested forms, substitutions, string sets, unknown
/// fields, shapes.
@Suite("merge: localizations")
struct CatalogMergerLocalizationsTests {
  static let forms = [("one", "%lld Datei"), ("few", "%lld Dateien"), ("other", "%lld Dateien")]
  static let base = MergeFixtures.editing(MergeFixtures.base, "files") {
    $0 = CatalogEntry(localizations: ["de": MergeFixtures.plural(forms)])
  }

  static func withForm(_ catalog: StringCatalog, _ name: String, _ value: String?) -> StringCatalog {
    MergeFixtures.editing(catalog, "files") { entry in
      entry[LanguageCode("de")]!.variations!.plural![name] = value.map { Variation.unit($0) }
    }
  }

  @Test func formsChangedOnEachSideAreBothTaken() {
    let mine = Self.withForm(Self.base, "one", "Eine Datei")
    let other = Self.withForm(Self.base, "other", "%lld Dateien!")
    let merged = MergeFixtures.merge(Self.base, mine, other)
    #expect(merged.catalog == Self.withForm(mine, "other", "%lld Dateien!"))
    #expect(merged.conflicts == [])
  }

  @Test func aFormOneSideDeletedAndTheOtherChangedKeepsTheChangedOneForReview() {
    let mine = Self.withForm(Self.base, "few", nil)
    let other = Self.withForm(Self.base, "few", "%lld Dateien (wenige)")
    let merged = MergeFixtures.merge(Self.base, mine, other)
    var expected = other
    expected.strings["files"]![LanguageCode("de")]!.variations!.plural!["few"]!.stringUnit!.state = .needsReview
    #expect(merged.catalog == expected)
    #expect(
      merged.conflicts == ["conflict in 'files' [de] plural.few: base '%lld Dateien', ours none, theirs '%lld Dateien (wenige)'"])
    // Deleted on one side and unchanged on the other: deleted.
    #expect(MergeFixtures.merge(Self.base, mine, Self.base).catalog == mine)
  }

  /// A language one side deleted and the other changed is kept, every unit of it marked for
  /// review (so that the conflict shows after `git add`); the other languages are untouched.
  @Test func aLanguageOneSideDeletedAndTheOtherChangedIsKeptForReview() {
    let mine = MergeFixtures.editing(Self.base, "k") { $0[LanguageCode("de")] = nil }
    for (changed, reviewed) in [
      (Localization.unit("Guten Tag"), Localization.unit("Guten Tag", state: .needsReview)),
      (.unit("Hallo", state: .new), .unit("Hallo", state: .needsReview)),
      (
        MergeFixtures.plural([("one", "Hallo"), ("other", "Hallo alle")]),
        MergeFixtures.plural([("one", "Hallo"), ("other", "Hallo alle")], state: .needsReview)
      ),
    ] {
      let other = MergeFixtures.editing(Self.base, "k") { $0[LanguageCode("de")] = changed }
      let merged = MergeFixtures.merge(Self.base, mine, other)
      #expect(merged.catalog == MergeFixtures.editing(Self.base, "k") { $0[LanguageCode("de")] = reviewed })
      #expect(merged.conflicts == ["conflict in 'k' [de]: deleted in ours, changed in theirs; kept theirs"])
      let mirrored = MergeFixtures.merge(Self.base, other, mine)
      #expect(mirrored.catalog == MergeFixtures.editing(Self.base, "k") { $0[LanguageCode("de")] = reviewed })
      #expect(MergeFixtures.merge(Self.base, mine, other, prefer: .ours).catalog == mine)
      #expect(MergeFixtures.merge(Self.base, mine, other, prefer: .theirs).catalog == other)
    }
  }

  static let nested = MergeFixtures.editing(MergeFixtures.base, "n") {
    $0 = CatalogEntry(localizations: [
      "de": Localization(
        variations: Variations(device: [
          "mac": Variation(variations: Variations(plural: ["one": .unit("Ein Mac"), "other": .unit("%lld Macs")])),
          "other": .unit("Gerät"),
        ]))
    ])
  }

  @Test func nestedFormsAreLeavesOfTheirOwn() {
    func editing(_ change: (inout Variations) -> Void) -> StringCatalog {
      MergeFixtures.editing(Self.nested, "n") { change(&$0[LanguageCode("de")]!.variations!) }
    }
    let mine = editing { $0.device!["mac"]!.variations!.plural!["one"] = .unit("1 Mac") }
    let other = editing { $0.device!["mac"]!.variations!.plural!["one"] = .unit("Einer") }
    let merged = MergeFixtures.merge(Self.nested, mine, other)
    #expect(merged.conflicts == ["conflict in 'n' [de] device.mac.plural.one: base 'Ein Mac', ours '1 Mac', theirs 'Einer'"])
    // A device form one side made a plain string while the other edited its plural: a
    // conflict that keeps OURS' form for review.
    let plain = editing { $0.device!["mac"] = .unit("Mac") }
    let reshaped = MergeFixtures.merge(Self.nested, plain, other)
    #expect(reshaped.catalog == editing { $0.device!["mac"] = .unit("Mac", state: .needsReview) })
    #expect(reshaped.conflicts == ["conflict in 'n' [de] device.mac: base plural, ours 'Mac', theirs plural"])
    #expect(reshaped.notes == [])
  }

  /// Issue case: base `Save` [de] 'Sichern'; one side makes it device-specific, the other
  /// fixes the plain value. Both changed the localization: a conflict that keeps OURS (or the
  /// preferred side), every unit of it for review, and nothing dropped silently.
  @Test(arguments: [
    MergeFixtures.device([("iphone", "Sichern"), ("mac", "Sichern (Mac)")]),
    MergeFixtures.plural([("one", "Eine Sicherung"), ("other", "%lld Sicherungen")]),
    Localization(stringSet: StringSet(state: .translated, values: ["Sichern", "Speichern"])),
  ])
  func aShapeOneSideChangedWhileTheOtherEditedIsAConflict(reshaped: Localization) {
    let base = MergeFixtures.editing(MergeFixtures.base, "Save") { $0 = CatalogEntry(localizations: ["de": .unit("Sichern")]) }
    let shape = MergeShape(reshaped).name
    let changedShape = MergeFixtures.editing(base, "Save") { $0[LanguageCode("de")] = reshaped }
    let fixed = MergeFixtures.editing(base, "Save") { $0[LanguageCode("de")] = .unit("Speichern") }
    let restated = MergeFixtures.editing(base, "Save") { $0[LanguageCode("de")] = .unit("Sichern", state: .needsReview) }
    var review = reshaped
    review.setStates(.needsReview)
    // OURS changed the shape, THEIRS the value (or only the state).
    let merged = MergeFixtures.merge(base, changedShape, fixed)
    #expect(merged.conflicts == ["conflict in 'Save' [de]: base 'Sichern', ours \(shape), theirs 'Speichern'"])
    #expect(merged.notes == [])
    #expect(merged.catalog.strings["Save"]?[LanguageCode("de")] == review)
    #expect(
      MergeFixtures.merge(base, changedShape, restated).conflicts
        == ["conflict in 'Save' [de]: base 'Sichern' (translated), ours \(shape), theirs 'Sichern' (needs_review)"])
    // Mirrored: OURS' edited plain value is kept for review.
    let mirrored = MergeFixtures.merge(base, fixed, changedShape)
    #expect(mirrored.conflicts == ["conflict in 'Save' [de]: base 'Sichern', ours 'Speichern', theirs \(shape)"])
    #expect(mirrored.catalog.strings["Save"]?[LanguageCode("de")] == .unit("Speichern", state: .needsReview))
    // A preferred side is taken as it is; a side that left the language alone still loses
    // nothing to the other's change of shape.
    #expect(MergeFixtures.merge(base, changedShape, fixed, prefer: .theirs).catalog == fixed)
    #expect(MergeFixtures.merge(base, changedShape, fixed, prefer: .ours).catalog == changedShape)
    let clean = MergeFixtures.merge(base, changedShape, base)
    #expect(clean.catalog == changedShape && clean.conflicts == [] && clean.notes == [])
  }

  static let substituted = MergeFixtures.editing(MergeFixtures.base, "s") {
    $0 = CatalogEntry(localizations: [
      "de": Localization(
        stringUnit: StringUnit(state: .translated, value: "%#@n@ gefunden"),
        substitutions: [
          "n": Substitution(
            argNum: 1, formatSpecifier: "lld",
            variations: Variations(plural: [
              "one": .unit("%arg Datei"), "other": .unit("%arg Dateien"),
            ]))
        ])
    ])
  }

  @Test func substitutionsMergeArgumentSpecifierAndForms() {
    func editing(_ change: (inout Substitution) -> Void) -> StringCatalog {
      MergeFixtures.editing(Self.substituted, "s") { change(&$0[LanguageCode("de")]!.substitutions!["n"]!) }
    }
    let mine = editing {
      $0.argNum = 2
      $0.variations!.plural!["one"] = .unit("%arg Datei!")
    }
    let other = editing {
      $0.argNum = 3
      $0.formatSpecifier = "d"
    }
    let merged = MergeFixtures.merge(Self.substituted, mine, other)
    #expect(
      merged.catalog == MergeFixtures.editing(mine, "s") { $0[LanguageCode("de")]!.substitutions!["n"]!.formatSpecifier = "d" })
    #expect(merged.conflicts == ["conflict in 's' [de] substitution.n argNum: base '1', ours '2', theirs '3'"])
  }

  /// A substitution one side deleted and the other changed is kept whole: an argument without
  /// its specifier is no substitution.
  @Test func aSubstitutionOneSideDeletedAndTheOtherChangedIsKeptWhole() {
    let deleted = MergeFixtures.editing(Self.substituted, "s") { $0[LanguageCode("de")]!.substitutions!["n"] = nil }
    let changed = MergeFixtures.editing(Self.substituted, "s") {
      $0[LanguageCode("de")]!.substitutions!["n"]!.variations!.plural!["one"] = .unit("%arg Datei!")
    }
    let merged = MergeFixtures.merge(Self.substituted, deleted, changed)
    // Its forms are marked for review; the localization's own unit, which no side changed, is not.
    #expect(
      merged.catalog
        == MergeFixtures.editing(changed, "s") {
          $0[LanguageCode("de")]!.substitutions!["n"]!.variations!.setStates(.needsReview)
        })
    #expect(merged.conflicts == ["conflict in 's' [de] substitution.n: deleted in ours, changed in theirs; kept theirs"])
    #expect(MergeFixtures.merge(Self.substituted, deleted, changed, prefer: .ours).catalog == deleted)
  }

  @Test func stringSetsAndUnknownFieldsAreLeaves() {
    let phrases = MergeFixtures.editing(MergeFixtures.base, "p") {
      $0 = CatalogEntry(localizations: ["de": Localization(stringSet: StringSet(state: .translated, values: ["eins", "zwei"]))])
    }
    func editing(_ change: (inout Localization) -> Void) -> StringCatalog {
      MergeFixtures.editing(phrases, "p") { change(&$0[LanguageCode("de")]!) }
    }
    let mine = editing {
      $0.stringSet!.values = ["eins", "zwei", "drei"]
      $0.unknownFields["reviewer"] = .string("A")
    }
    let other = editing {
      $0.stringSet!.values = ["1", "2"]
      $0.unknownFields["origin"] = .string("B")
    }
    let merged = MergeFixtures.merge(phrases, mine, other)
    #expect(merged.conflicts == ["conflict in 'p' [de] stringSet: base 'eins, zwei', ours 'eins, zwei, drei', theirs '1, 2'"])
    let set = merged.catalog.strings["p"]?[LanguageCode("de")]
    #expect(set?.stringSet == StringSet(state: .needsReview, values: ["eins", "zwei", "drei"]))
    #expect(set?.unknownFields == ["reviewer": .string("A"), "origin": .string("B")])
  }

  /// Shapes changed on both sides, differently: OURS' localization, every unit for review;
  /// with a preferred side, that side's as it is.
  @Test func shapesChangedDifferentlyConflict() {
    let mine = MergeFixtures.editing(MergeFixtures.base, "k") {
      $0[LanguageCode("de")] = MergeFixtures.plural([("other", "Hallo alle")])
    }
    let other = MergeFixtures.editing(MergeFixtures.base, "k") {
      $0[LanguageCode("de")] = Localization(stringSet: StringSet(state: .translated, values: ["Hallo"]))
    }
    let merged = MergeFixtures.merge(MergeFixtures.base, mine, other)
    #expect(merged.conflicts == ["conflict in 'k' [de]: base plain string, ours plural, theirs string set"])
    #expect(
      merged.catalog.strings["k"]?[LanguageCode("de")] == MergeFixtures.plural([("other", "Hallo alle")], state: .needsReview))
    #expect(MergeFixtures.merge(MergeFixtures.base, mine, other, prefer: .theirs).catalog == other)
  }
}
