import Testing
import XCStringsLint

@Suite("placeholder-mismatch")
struct SubjectLinterPlaceholdersTests {
  typealias F = LintFixture

  static func substitutions(
    _ format: String, _ subs: [(name: String, arg: Int, spec: String, forms: KeyValuePairs<String, String>)]
  ) -> String {
    let members = subs.map { sub in
      let forms = sub.forms.map { "\(F.quote($0.key)):\(F.unit($0.value))" }.joined(separator: ",")
      return
        "\(F.quote(sub.name)):{\"argNum\":\(sub.arg),\"formatSpecifier\":\(F.quote(sub.spec)),\"variations\":{\"plural\":{\(forms)}}}"
    }.joined(separator: ",")
    return "{\"stringUnit\":{\"state\":\"translated\",\"value\":\(F.quote(format))},\"substitutions\":{\(members)}}"
  }

  @Test func reportsTypeChangesMissingAndExtraArguments() throws {
    let json = F.catalog([
      "Total: %@": F.entry(["de": F.unit("Summe: %d")]),
      "%@ and %@": F.entry(["de": F.unit("%@ und")]),
      "Hello": F.entry(["de": F.unit("Hallo %@")]),
      "%1$@ sent %2$lld": F.entry(["de": F.unit("%2$@ von %1$@")]),
      "%.1f km": F.entry(["de": F.unit("%lld km")]),
    ])
    #expect(
      try F.findings(json, only: .placeholderMismatch) == [
        "L.xcstrings:2:1: error: [placeholder-mismatch] 'de' translation reads argument 1 as an integer ('%d'), but the source reads an object ('%@')",
        "L.xcstrings:3:1: warning: [placeholder-mismatch] 'de' translation never reads argument 2 ('%@' in the source), so its users do not see it",
        "L.xcstrings:4:1: error: [placeholder-mismatch] 'de' translation reads argument 1 ('%@'), which the source does not have",
        "L.xcstrings:5:1: error: [placeholder-mismatch] 'de' translation reads argument 2 as an object ('%2$@'), but the source reads an integer ('%2$lld')",
        "L.xcstrings:6:1: error: [placeholder-mismatch] 'de' translation reads argument 1 as an integer ('%lld'), but the source reads a floating-point number ('%.1f')",
      ])
  }

  /// Foundation ignores arguments no specifier reads: a translation that leaves one out is a
  /// warning (users miss a name or a count), never an error; one that leaves out the English
  /// plural suffix (a `%@` glued to the end of a counted noun) is right, and not reported. An
  /// error is an argument read as another type, or one past the arguments.
  @Test func anUnreadArgumentIsAWarningAndAPluralSuffixNothing() throws {
    let json = F.catalog([
      "%lld app%@": F.entry(["ko": F.unit("%lld 앱"), "de": F.unit("%lld App%@")]),
      "%d file%@ in %@": F.entry(["de": F.unit("%1$d Datei(en) in %3$@")]),
      "%1$lld photo%2$@ selected": F.entry(["ja": F.unit("%1$lld枚の写真を選択")]),
      "%@ and %@": F.entry(["de": F.unit("%@ und")]),
      "%1$@ sent %2$lld": F.entry(["de": F.unit("%2$lld gesendet")]),
      "Hello": F.entry(["de": F.unit("Hallo %@")]),
      "Hello %@": F.entry(["de": F.unit("Hallo %2$@")]),
      "%lld of %@": F.entry(["de": F.unit("%lld")]),
    ])
    #expect(
      try F.findings(json, only: .placeholderMismatch) == [
        "L.xcstrings:5:1: warning: [placeholder-mismatch] 'de' translation never reads argument 2 ('%@' in the source), so its users do not see it",
        "L.xcstrings:6:1: warning: [placeholder-mismatch] 'de' translation never reads argument 1 ('%1$@' in the source), so its users do not see it",
        "L.xcstrings:7:1: error: [placeholder-mismatch] 'de' translation reads argument 1 ('%@'), which the source does not have",
        "L.xcstrings:8:1: warning: [placeholder-mismatch] 'de' translation never reads argument 1 ('%@' in the source), so its users do not see it",
        "L.xcstrings:8:1: error: [placeholder-mismatch] 'de' translation reads argument 2 ('%2$@'), which the source does not have",
        "L.xcstrings:9:1: warning: [placeholder-mismatch] 'de' translation never reads argument 2 ('%@' in the source), so its users do not see it",
      ])
  }

  @Test func acceptsReorderingPercentSignsAndLengthModifiers() throws {
    let json = F.catalog([
      "%1$@ sent %2$lld": F.entry(["de": F.unit("%2$lld von %1$@")]),
      "%@ sent %lld": F.entry(["ja": F.unit("%2$lld件、%1$@")]),
      "%d%% done": F.entry(["de": F.unit("%d %% fertig")]),
      "100% free": F.entry(["fr": F.unit("100 % gratuit")]),
      "%d items": F.entry(["de": F.unit("%lld Artikel")]),
    ])
    #expect(try F.findings(json, only: .placeholderMismatch) == [])
  }

  @Test func pluralFormsMayOmitTheCountButNotEverywhere() throws {
    let json = F.catalog([
      "%lld files": F.entry([
        "en": F.plural(["one": "One file", "other": "%lld files"]),
        "de": F.plural(["one": "Eine Datei", "other": "%lld Dateien"]),
      ]),
      "%lld folders": F.entry([
        "en": F.plural(["one": "%lld folder", "other": "%lld folders"]),
        "de": F.plural(["one": "Ein Ordner", "other": "Ordner"]),
      ]),
      "%lld songs": F.entry([
        "en": F.plural(["one": "%lld song", "other": "%lld songs"]),
        "de": F.plural(["one": "%lld Lied", "other": "%@ Lieder"]),
      ]),
    ])
    #expect(
      try F.findings(json, only: .placeholderMismatch) == [
        "L.xcstrings:3:1: warning: [placeholder-mismatch] 'de' translation never reads argument 1 ('%lld' in the source), so its users do not see it",
        "L.xcstrings:4:1: error: [placeholder-mismatch] 'de' translation in plural form 'other' reads argument 1 as an object ('%@'), but the source reads an integer ('%lld')",
      ])
  }

  @Test func substitutionsUseTheirArgumentAndArgPlaceholder() throws {
    let source = Self.substitutions(
      "%#@files@ in %#@folders@",
      [
        ("files", 1, "lld", ["one": "%arg file", "other": "%arg files"]),
        ("folders", 2, "lld", ["one": "one folder", "other": "%arg folders"]),
      ])
    let good = Self.substitutions(
      "%#@files@ in %#@folders@",
      [
        ("files", 1, "lld", ["one": "%arg Datei", "other": "%arg Dateien"]),
        ("folders", 2, "lld", ["one": "einem Ordner", "other": "%arg Ordnern"]),
      ])
    let bad = Self.substitutions(
      "%#@files@ in %#@folders@ %3$@",
      [
        ("files", 1, "lld", ["one": "%arg Datei", "other": "%arg Dateien"]),
        ("folders", 2, "lld", ["one": "einem Ordner", "other": "%1$@ Ordnern"]),
      ])
    let json = F.catalog([
      "%lld files in %lld folders": F.entry(["en": source, "de": good, "ja": F.unit("%2$lld個のフォルダに%1$lld個")]),
      "%lld files in %lld folders 2": F.entry(["en": source, "de": bad, "fr": F.unit("%lld fichiers")]),
    ])
    #expect(
      try F.findings(json, only: .placeholderMismatch) == [
        "L.xcstrings:3:1: error: [placeholder-mismatch] 'de' translation in substitution 'folders', plural form 'other' reads argument 1 as an object ('%1$@'), but the source reads an integer ('%#@files@')",
        "L.xcstrings:3:1: error: [placeholder-mismatch] 'de' translation reads argument 3 ('%3$@'), which the source does not have",
        "L.xcstrings:3:1: warning: [placeholder-mismatch] 'fr' translation never reads argument 2 ('%#@folders@' in the source), so its users do not see it",
      ])
  }

  /// A count that only selects a substitution's plural form, whose forms show another argument
  /// (`%2$@`, the formatted count), may be left unread by a language with one form: nothing it
  /// showed is lost. A count the forms show (`%arg`) is still missed when dropped.
  @Test func aCountThatOnlySelectsThePluralMayBeLeftUnread() throws {
    let source = Self.substitutions(
      "%#@followers@", [("followers", 1, "lld", ["one": "%2$@ follower", "other": "%2$@ followers"])])
    let json = F.catalog([
      "account.label.followers %lld %@": F.entry(["en": source, "ko": F.unit("팔로워 %2$@명"), "de": F.unit("Follower")])
    ])
    #expect(
      try F.findings(json, only: .placeholderMismatch) == [
        "L.xcstrings:2:1: warning: [placeholder-mismatch] 'de' translation never reads argument 2 ('%2$@' in the source), so its users do not see it"
      ])
  }

  /// In a string formatted with arguments, `% p` is a specifier (a space flag, then `p`): "%
  /// publicacions" reads argument 1 as a pointer and prints an address. Where the source reads
  /// no argument, `100 % de réduction` is running text.
  @Test func aSpacedSpecifierReadsAnArgumentWhereTheStringIsFormatted() throws {
    let json = F.catalog([
      "%@ posts": F.entry(["ca": F.unit("% publicacions"), "de": F.unit("%@ Beiträge")]),
      "100% off": F.entry(["fr": F.unit("100 % de réduction")]),
      "%lld%% done": F.entry(["fr": F.unit("%lld % terminé")]),
    ])
    #expect(
      try F.findings(json, only: .placeholderMismatch) == [
        "L.xcstrings:2:1: error: [placeholder-mismatch] 'ca' translation reads argument 1 as a pointer ('% p'), but the source reads an object ('%@')",
        "L.xcstrings:4:1: error: [placeholder-mismatch] 'fr' translation reads argument 2 ('% te'), which the source does not have",
      ])
  }

  /// A percent sign, a hyphen and a word (`100%-Ladung`) is running text where the source
  /// reads no argument; where it does, `%-La` reads one.
  @Test func aHyphenedPercentBeforeAWordIsText() throws {
    let json = F.catalog([
      "Plan a 100% top-off": F.entry([
        "de": F.unit("Eine 100%-Aufladung planen"), "fr": F.unit("Prévoir une charge à 100%-Überprüfung"),
      ]),
      "%lld%% charged": F.entry(["de": F.unit("%lld%-Ladung")]),
    ])
    #expect(
      try F.findings(json, only: .placeholderMismatch) == [
        "L.xcstrings:3:1: error: [placeholder-mismatch] 'de' translation reads argument 2 ('%-La'), which the source does not have"
      ])
  }

  @Test func legacyFormatSpecifierWithPercentIsUnderstood() throws {
    let source = Self.substitutions("%#@n@", [("n", 1, "%ld", ["one": "%ld option", "other": "%ld options"])])
    let json = F.catalog(["options": F.entry(["en": source, "de": F.plural(["one": "%ld Option", "other": "%ld Optionen"])])])
    #expect(try F.findings(json, only: .placeholderMismatch) == [])
  }

  @Test func identifierKeysWithoutSourceAreNotCompared() throws {
    let json = F.catalog(["greeting.named": F.entry(["de": F.unit("Hallo %@")])])
    #expect(try F.findings(json, only: .placeholderMismatch) == [])
  }
}

@Suite("placeholder-mismatch with a format key")
struct SubjectLinterKeyArgumentsTests {
  typealias F = LintFixture

  /// The key is the format callers pass arguments for: a translation may read the count the
  /// key reads though the English value leaves it out ("starred" for `favorite %lld`). A
  /// translation that reads what neither reads, or reads it as another type, is still wrong.
  @Test func translationsMayReadWhatTheKeyReads() throws {
    let json = F.catalog([
      "notifications.label.favorite %lld": F.entry([
        "en": F.unit("starred"),
        "de": F.plural(["one": "hat %lld Mal favorisiert", "other": "hat %lld Mal favorisiert"]),
        "fr": F.unit("%@ favori"),
        "es": F.unit("%lld favoritos de %@"),
      ]),
      "notifications.label.reblog": F.entry(["en": F.unit("boosted"), "de": F.unit("%lld Mal geteilt")]),
    ])
    #expect(
      try F.findings(json, only: .placeholderMismatch) == [
        "L.xcstrings:2:1: error: [placeholder-mismatch] 'es' translation reads argument 2 ('%@'), which the source does not have",
        "L.xcstrings:2:1: error: [placeholder-mismatch] 'fr' translation reads argument 1 as an object ('%@'), but the key reads an integer ('%lld')",
        "L.xcstrings:3:1: error: [placeholder-mismatch] 'de' translation reads argument 1 ('%lld'), which the source does not have",
      ])
  }
}
