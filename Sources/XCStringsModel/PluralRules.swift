/// The CLDR cardinal plural categories of a language, as the `plural-categories` rule needs them.
///
/// The facts are CLDR's (cardinal rules, CLDR 42 and later, which Apple's platforms have shipped
/// since 2023); the table is written out by hand for the languages Xcode offers and the other
/// languages that CLDR gives rules for. A region or script subtag falls back to the base language
/// (`pt-BR` → `pt`, `zh-Hant` → `zh`, `sr-Latn` → `sr`).
///
/// Three sets matter:
/// - ``required``: the categories that select some integer, so a plural over an integer count
///   shows them; a plural without one of them falls back to `other` for those numbers.
/// - ``optional``: categories CLDR defines for the language that are legal but need not be
///   written: categories that only select decimals (`many` in Czech, Lithuanian, Slovak), and
///   `many` in French, Spanish, Italian, Portuguese and Catalan, which selects only multiples of
///   a million (`1 000 000 de fichiers`).
/// - `zero`: legal everywhere, since Apple's runtime uses it for the number 0 in every language.
package struct PluralRules: Equatable, Sendable {
  /// The categories a plural over integers must have (always including `other`).
  package var required: Set<PluralCategory>
  /// Categories that are legal but need not be written.
  package var optional: Set<PluralCategory>
  /// Whether `other` selects some integer. In Belarusian, Polish, Russian and Ukrainian
  /// `one`, `few` and `many` cover every integer and `other` only fractions, so a plural over
  /// an integer count without `other` still shows the right form for every count.
  package var otherSelectsIntegers: Bool
  /// Integers other than 1 that `one` selects, the first few (`[21, 31]` in Russian): a `one`
  /// form without the count ("Найдена ошибка.") is then shown for them too. Empty where `one`
  /// selects only 1 (or only 0 and 1).
  package var oneAlsoSelects: [Int]

  /// Creates a rule set.
  package init(
    required: Set<PluralCategory>, optional: Set<PluralCategory> = [], otherSelectsIntegers: Bool = true,
    oneAlsoSelects: [Int] = []
  ) {
    self.required = required
    self.optional = optional
    self.otherSelectsIntegers = otherSelectsIntegers
    self.oneAlsoSelects = oneAlsoSelects
  }

  /// The categories that select some integer: ``required`` without `other` where `other`
  /// only selects fractions.
  package var integerCategories: Set<PluralCategory> {
    otherSelectsIntegers ? required : required.subtracting([.other])
  }

  /// Whether a plural form of this category can ever be shown for the language.
  package func allows(_ category: PluralCategory) -> Bool {
    category == .zero || required.contains(category) || optional.contains(category)
  }

  /// The rules for a language, or `nil` when the table does not know it.
  ///
  /// Lookup tries the whole code, then the base language (`pt-BR` → `pt`), ignoring case and
  /// accepting `_` for `-`. Legacy codes (`iw`, `in`, `no`, `tl`) are known.
  package static func forLanguage(_ language: LanguageCode) -> PluralRules? {
    let code = String(decoding: language.rawValue.utf8.map { $0 == 0x5F ? 0x2D : $0 }, as: UTF8.self).lowercased()
    if let rules = table[code] { return rules }
    guard let dash = code.firstIndex(of: "-") else { return nil }
    return table[String(code[..<dash])]
  }

  /// Every language code the table knows, sorted.
  package static var knownLanguages: [String] { table.keys.sorted() }

  // MARK: - The table

  private static let table: [String: PluralRules] = {
    var table: [String: PluralRules] = [:]
    for (shape, languages) in shapes {
      for language in languages.split(separator: " ") { table[String(language)] = shape }
    }
    for (examples, languages) in oneBeyondOne {
      for language in languages.split(separator: " ") { table[String(language)]?.oneAlsoSelects = examples }
    }
    return table
  }()

  /// Languages whose `one` selects integers other than 1 (CLDR), with the first of them:
  /// `n % 10 = 1` except 11 (21, 31, …), `i % 100 = 1` (101, 201, …), and the rest.
  private static let oneBeyondOne: [([Int], String)] = [
    ([21, 31], "be br bs hr is lt lv mk prg ru sh sr uk"),
    ([101, 201], "dsb hsb sl"),
    ([11, 21], "gv"),
    ([11], "gd"),
    ([2, 3, 5], "fil tl"),
  ]

  private static func rules(_ required: String, optional: String = "") -> PluralRules {
    func set(_ text: String) -> Set<PluralCategory> {
      Set(text.split(separator: " ").map { PluralCategory(rawValue: String($0)) })
    }
    return PluralRules(required: set(required), optional: set(optional))
  }

  /// Languages grouped by the shape of their CLDR cardinal rules.
  private static let shapes: [(PluralRules, String)] = [
    // No plural distinction at all.
    (
      rules("other"),
      "bm bo dz hnj id ig ii in ja jbo jv jw kde kea km ko lkt lo ms my nqo osa sah ses sg su th to tpi vi wo yo yue zh"
    ),
    // `one` and `other`; `one` selects 1 (and in some languages 0 or other integers as well).
    (
      rules("one other"),
      "af ak am an as asa ast az bal bem bez bg bho bn brx ce ceb cgg chr ckb da de doi dv ee el en eo et eu fa ff fi"
        + " fil fo fur fy gl gsw gu guw ha haw hi hy ia io is ji ka kab kaj kcg kk kkj kl kn ks ksb ku ky lb lg lij"
        + " ln mas mg mgo mk ml mn mr nah nb nd ne nl nn nnh no nr nso ny nyn om or os pa pap pcm ps rm rof rwk saq sc"
        + " sd sdh seh si sn so sq ss ssy st sv sw syr ta te teo ti tig tk tl tn tr ts tzm ug ur uz ve vo vun wa wae"
        + " xh xog yi zu"
    ),
    // `one`, `few`, `other`.
    (rules("one few other"), "bs hr mo ro sh shi sr"),
    // `one`, `two`, `other`. Hebrew had `many` (20, 30, …) before CLDR 42; it is still accepted.
    (rules("one two other"), "iu naq sat se sma smi smj smn sms"),
    (rules("one two other", optional: "many"), "he iw"),
    // `one`, `two`, `few`, `other`.
    (rules("one two few other"), "dsb gd hsb sl"),
    // `zero`, `one`, `other`, where `zero` also selects 10–20, 30, 40, … (Latvian).
    (rules("zero one other"), "ksh lag lv prg"),
    // Slavic: `many` selects integers (5–20, 25–30, …); `other` only decimals but is required.
    (PluralRules(required: [.one, .few, .many, .other], otherSelectsIntegers: false), "be pl ru uk"),
    // `many` selects only decimals.
    (rules("one few other", optional: "many"), "cs lt sk"),
    // `many` selects only multiples of a million.
    (rules("one other", optional: "many"), "ca es fr it lld pt scn vec"),
    // Five categories.
    (rules("one two few many other"), "br ga mt"),
    (rules("one two few other", optional: "many"), "gv"),
    // All six.
    (rules("zero one two few many other"), "ar ars cy kw"),
  ]
}
