import Testing
import XCStringsKit

/// The per-catalog rules of `SubjectLinter.swift`: each with a fixture that triggers it and one
/// that does not.
@Suite("SubjectLinter rules")
struct SubjectLinterTests {
  typealias F = LintFixture

  // MARK: - untranslated

  @Test func untranslatedReportsNewNeedsReviewAndMissingLanguages() throws {
    let json = F.catalog([
      "A": F.entry(["de": F.unit("A", "new"), "ja": F.unit("A")]),
      "B": F.entry(["de": F.unit("B", "needs_review"), "ja": F.unit("B")]),
      "C": F.entry(["de": F.unit("C")]),
    ])
    #expect(try F.findings(json, only: .untranslated) == [
      "L.xcstrings:2:1: warning: [untranslated] 'de' translation is in state 'new'",
      "L.xcstrings:3:1: note: [untranslated] 'de' translation is in state 'needs_review'; the app shows it as it is",
      "L.xcstrings:4:1: warning: [untranslated] no 'ja' translation",
    ])
  }

  @Test func untranslatedChecksPluralFormsAndRequestedLanguages() throws {
    let json = F.catalog([
      "%lld files": F.entry(["de": "{\"variations\":{\"plural\":{\"one\":\(F.unit("%lld Datei", "new")),\"other\":\(F.unit("%lld Dateien"))}}}"]),
    ])
    #expect(try F.findings(json, languages: ["fr"], only: .untranslated) == [
      "L.xcstrings:2:1: warning: [untranslated] 'de' translation is in state 'new'",
      "L.xcstrings:2:1: warning: [untranslated] no 'fr' translation",
    ])
  }

  @Test func untranslatedSkipsUntranslatableStaleAndSourceOnlyKeys() throws {
    let json = F.catalog([
      "A": F.entry(["de": F.unit("A")]),
      "B": F.entry(["en": F.unit("B", "new")], extra: "\"shouldTranslate\":false"),
      "C": F.entry(["en": F.unit("C")], extra: "\"extractionState\":\"stale\""),
      "D": F.entry(["en": F.unit("D", "new"), "de": F.unit("D")]),
    ])
    #expect(try F.findings(json, only: .untranslated) == [])
  }

  // MARK: - key-as-value

  @Test func keyAsValueFlagsIdentifierKeysWithoutSourceText() throws {
    let json = F.catalog([
      "stats.period.oneMonth": F.entry(["de": F.unit("Ein Monat"), "fr": F.unit("Un mois")]),
      "error_not_found": F.entry(["en": F.unit("error_not_found")]),
      "settingsTitle": "{}",
    ])
    #expect(try F.findings(json, only: .keyAsValue) == [
      "L.xcstrings:2:1: warning: [key-as-value] key looks like an identifier and has no source value, so users see the key",
      "L.xcstrings:3:1: warning: [key-as-value] source value is the identifier-like key itself, so users see the key",
      "L.xcstrings:4:1: warning: [key-as-value] key looks like an identifier and has no source value, so users see the key",
    ])
  }

  @Test func keyAsValueLeavesWordsSentencesAndKeysWithSourceText() throws {
    let json = F.catalog([
      "Done": "{}",
      "OK": "{}",
      "iPhone": "{}",
      "Wi-Fi": "{}",
      "Save changes": "{}",
      "stats.title": F.entry(["en": F.unit("Statistics")]),
      "stats.count": F.entry(["en": F.plural(["one": "%lld stat", "other": "%lld stats"])]),
      "pool.ntp.org": "{}",
      "cfa-j0-Ya4.title": "{}",
    ])
    #expect(try F.findings(json, only: .keyAsValue) == [])
  }

  // MARK: - interpolation-in-key

  @Test func interpolationInKeyIsAnError() throws {
    let json = F.catalog(["Hello, \\(name)!": "{}", "Cost \\(": "{}", "Hello, %@!": "{}"])
    #expect(try F.findings(json, only: .interpolationInKey) == [
      "L.xcstrings:2:1: error: [interpolation-in-key] key contains Swift interpolation '\\(…)', so it never matches at run time",
    ])
  }

  // MARK: - source-language

  @Test func sourceLanguageMustMatchTheDevelopmentRegion() throws {
    let json = F.catalog(["A": "{}"], source: "de")
    let region = DevelopmentRegion(language: "en", origin: "developmentRegion in App.xcodeproj/project.pbxproj")
    #expect(try F.findings(json, only: .sourceLanguage, region: region) == [
      "L.xcstrings:1:2: error: [source-language] sourceLanguage 'de' differs from the development region 'en' (developmentRegion in App.xcodeproj/project.pbxproj); exporting localizations fails",
    ])
    let matching = DevelopmentRegion(language: "de", origin: "x")
    #expect(try F.findings(json, only: .sourceLanguage, region: matching) == [])
    #expect(try F.findings(json, only: .sourceLanguage) == [])
  }

  // MARK: - empty-value

  @Test func emptyValueInTranslationsAndForms() throws {
    let json = F.catalog([
      "A": F.entry(["en": F.unit(""), "de": F.unit("")]),
      "B": F.entry(["en": F.unit("B"), "de": F.unit(""), "ja": F.unit("B")]),
      "%lld B": F.entry(["en": F.plural(["one": "one B", "other": "%lld B"]), "de": F.plural(["one": "", "other": "%lld B"])]),
    ])
    #expect(try F.findings(json, only: .emptyValue) == [
      "L.xcstrings:2:1: warning: [empty-value] source value is empty",
      "L.xcstrings:3:1: warning: [empty-value] 'de' value is empty",
      "L.xcstrings:4:1: warning: [empty-value] 'de' value in plural form 'one' is empty",
    ])
  }

  @Test func emptyFormsThatAreEmptyInTheSourceAreIntended() throws {
    let substitution = { (value: String) in
      "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"%#@n@\"},\"substitutions\":{\"n\":{\"argNum\":1,\"formatSpecifier\":\"ld\",\"variations\":{\"plural\":{\"other\":\(F.unit(value))}}}}}"
    }
    let json = F.catalog(["A": F.entry(["en": substitution(""), "de": substitution("")]), "": F.entry(["de": F.unit("")])])
    #expect(try F.findings(json, only: .emptyValue) == [])
  }

  // MARK: - whitespace-mismatch

  @Test func whitespaceMismatchAtEitherEnd() throws {
    let json = F.catalog([
      "Total: ": F.entry(["de": F.unit("Summe:")]),
      "Name": F.entry(["de": F.unit("\nName")]),
      "%lld files": F.entry([
        "en": F.plural(["one": "%lld file ", "other": "%lld files "]),
        "de": F.plural(["one": "%lld Datei ", "other": "%lld Dateien"]),
      ]),
    ])
    #expect(try F.findings(json, only: .whitespaceMismatch) == [
      "L.xcstrings:2:1: warning: [whitespace-mismatch] source ends with a space but the 'de' translation does not",
      "L.xcstrings:3:1: warning: [whitespace-mismatch] 'de' translation begins with a newline but the source does not",
      "L.xcstrings:4:1: warning: [whitespace-mismatch] source ends with a space but the 'de' translation in plural form 'other' does not",
    ])
  }

  @Test func whitespaceMatchingEndsAreFine() throws {
    let json = F.catalog([
      "Total: ": F.entry(["de": F.unit("Summe: ")]),
      "Name": F.entry(["de": F.unit("Name")]),
      "A\n": F.entry(["de": F.unit("B\n")]),
    ])
    #expect(try F.findings(json, only: .whitespaceMismatch) == [])
  }

  // MARK: - stale

  @Test func staleEntriesWithTranslations() throws {
    let stale = "\"extractionState\":\"stale\""
    let json = F.catalog([
      "Old": F.entry(["en": F.unit("Old"), "de": F.unit("Alt"), "ja": F.unit("古い")], extra: stale),
      "Older": F.entry(["en": F.unit("Older")], extra: stale),
      "New": F.entry(["de": F.unit("Neu")]),
    ])
    #expect(try F.findings(json, only: .stale) == [
      "L.xcstrings:2:1: warning: [stale] stale entry still carries translations ('de', 'ja'); delete it if the key is no longer used",
    ])
  }

  // MARK: - Coverage

  @Test func coverageCountsKeysPerLanguage() throws {
    let json = F.catalog([
      "A": F.entry(["de": F.unit("A"), "ja": F.unit("A", "needs_review")]),
      "B": F.entry(["de": F.unit("B"), "ja": F.plural(["other": "B"])]),
      "C": F.entry(["de": F.unit("C", "new")]),
      "D": F.entry(["de": F.unit("D")]),
      "E": F.entry(["de": F.unit("E")], extra: "\"shouldTranslate\":false"),
      "F": F.entry(["de": F.unit("F")], extra: "\"extractionState\":\"stale\""),
    ])
    let coverage = Linter().lint([try F.subject(json)]).coverage
    #expect(coverage.map { $0.json.serialized() } == [
      LintCoverageTestValues.de, LintCoverageTestValues.ja,
    ])
  }
}

enum LintCoverageTestValues {
  static let de = """
    {
      "file" : "L.xcstrings",
      "language" : "de",
      "missing" : 0,
      "needsReview" : 0,
      "new" : 1,
      "percent" : 75,
      "translated" : 3
    }
    """
  static let ja = """
    {
      "file" : "L.xcstrings",
      "language" : "ja",
      "missing" : 2,
      "needsReview" : 1,
      "new" : 0,
      "percent" : 25,
      "translated" : 1
    }
    """
}

@Suite("lint coverage percent")
struct LintCoveragePercentTests {
  static func coverage(translated: Int, missing: Int) -> LintCoverage {
    var coverage = LintCoverage(file: "L.xcstrings", language: "de")
    coverage.translated = translated
    coverage.missing = missing
    return coverage
  }

  /// Whole percent rounded as Xcode's editor shows it; only a complete language shows 100.
  @Test(arguments: [
    (2, 1, "67"), (1, 2, "33"), (1, 1, "50"), (0, 3, "0"), (3, 0, "100"), (0, 0, "100"), (199, 1, "99"),
    (1, 199, "1"), (1, 201, "0"), (995, 5, "99"), (994, 6, "99"), (5, 995, "1"),
  ])
  func roundsToWholePercent(translated: Int, missing: Int, text: String) {
    #expect(Self.coverage(translated: translated, missing: missing).percentText == text)
  }
}
