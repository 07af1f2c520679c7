/// CLDR's cardinal plural rules (CLDR 42 and later): the category a number selects in a
/// language. Written out from CLDR's rule text, language by language; a region or script
/// subtag falls back to the base language, except where CLDR gives the region its own rules
/// (`pt-PT`).
enum CardinalRules {
  /// The category (`zero`, `one`, `two`, `few`, `many` or `other`) `operands` select in
  /// `language`; `other` for a language CLDR gives no rules.
  static func category(_ o: PluralOperands, language: String) -> String {
    let tag = language.lowercased().replacingOccurrences(of: "_", with: "-")
    let base = String(tag.prefix { $0 != "-" })
    if base == "pt", tag.hasPrefix("pt-pt") { return portuguesePortugal(o) }
    guard let rule = rules[base] else { return "other" }
    return rule(o)
  }

  private typealias Rule = @Sendable (PluralOperands) -> String

  private static let rules: [String: Rule] = {
    var table: [String: Rule] = [:]
    func add(_ languages: String, _ rule: @escaping Rule) {
      for language in languages.split(separator: " ") { table[String(language)] = rule }
    }
    add("ast de en et fi fy gl ia ie io ji lij nl sc sv sw ur yi") { $0.i == 1 && $0.v == 0 ? "one" : "other" }
    add(
      "af an asa az bal bem bez bg brx ce cgg chr ckb dv ee el eo eu fo fur gsw ha haw hu jgo jmc ka kaj kcg kk kkj kl ks"
        + " ksb ku ky lb lg mas mgo ml mn mr nah nb nd ne nn nnh no nr ny nyn om or os pap ps rm rof rwk saq sd sdh seh sn"
        + " so sq ss ssy st syr ta te teo tig tk tn tr ts ug uz ve vo vun wae xh xog"
    ) { $0.nIs(1) ? "one" : "other" }
    add("am as bn doi fa gu hi kn pcm zu") { $0.i == 0 || $0.nIs(1) ? "one" : "other" }
    add("ak bho csw guw ln mg nso pa ti wa") { $0.nIn(0...1) ? "one" : "other" }
    add("ff hy kab") { $0.i == 0 || $0.i == 1 ? "one" : "other" }
    add("da") { $0.nIs(1) || ($0.t != 0 && ($0.i == 0 || $0.i == 1)) ? "one" : "other" }
    add("is") { ($0.t == 0 && $0.i % 10 == 1 && $0.i % 100 != 11) || ($0.t % 10 == 1 && $0.t % 100 != 11) ? "one" : "other" }
    add("mk") { ($0.v == 0 && $0.i % 10 == 1 && $0.i % 100 != 11) || ($0.f % 10 == 1 && $0.f % 100 != 11) ? "one" : "other" }
    add("si") { $0.nIs(0) || $0.nIs(1) || ($0.i == 0 && $0.f == 1) ? "one" : "other" }
    add("ceb fil tl") { o in
      let excluded: Set<Int> = [4, 6, 9]
      let one =
        (o.v == 0 && (1...3).contains(o.i)) || (o.v == 0 && !excluded.contains(o.i % 10))
        || (o.v != 0 && !excluded.contains(o.f % 10))
      return one ? "one" : "other"
    }
    add("tzm") { $0.nIn(0...1) || $0.nIn(11...99) ? "one" : "other" }
    add("lv prg") { o in
      let mod10 = o.nMod(10)
      let mod100 = o.nMod(100)
      if mod10 == 0 || (mod100.map { (11...19).contains($0) } ?? false) || (o.v == 2 && (11...19).contains(o.f % 100)) {
        return "zero"
      }
      if (mod10 == 1 && mod100 != 11) || (o.v == 2 && o.f % 10 == 1 && o.f % 100 != 11) || (o.v != 2 && o.f % 10 == 1) {
        return "one"
      }
      return "other"
    }
    add("ksh") { $0.nIs(0) ? "zero" : $0.nIs(1) ? "one" : "other" }
    add("lag") { $0.nIs(0) ? "zero" : ($0.i == 0 || $0.i == 1) ? "one" : "other" }
    add("he iw") { o in
      if (o.i == 1 && o.v == 0) || (o.i == 0 && o.v != 0) { return "one" }
      return o.i == 2 && o.v == 0 ? "two" : "other"
    }
    add("iu naq sat se sma smi smj smn sms") { $0.nIs(1) ? "one" : $0.nIs(2) ? "two" : "other" }
    add("shi") { $0.i == 0 || $0.nIs(1) ? "one" : $0.nIn(2...10) ? "few" : "other" }
    add("mo ro") { o in
      if o.i == 1 && o.v == 0 { return "one" }
      return o.v != 0 || o.nIs(0) || (o.nMod(100).map { (2...19).contains($0) } ?? false) ? "few" : "other"
    }
    add("bs hr sh sr") { o in
      if (o.v == 0 && o.i % 10 == 1 && o.i % 100 != 11) || (o.f % 10 == 1 && o.f % 100 != 11) { return "one" }
      let few =
        (o.v == 0 && (2...4).contains(o.i % 10) && !(12...14).contains(o.i % 100))
        || ((2...4).contains(o.f % 10) && !(12...14).contains(o.f % 100))
      return few ? "few" : "other"
    }
    add("fr") { ($0.i == 0 || $0.i == 1) ? "one" : millions($0) ? "many" : "other" }
    add("pt") { (0...1).contains($0.i) ? "one" : millions($0) ? "many" : "other" }
    add("es") { $0.nIs(1) ? "one" : millions($0) ? "many" : "other" }
    add("ca it lld scn vec") { $0.i == 1 && $0.v == 0 ? "one" : millions($0) ? "many" : "other" }
    add("cs sk") { o in
      if o.i == 1 && o.v == 0 { return "one" }
      if (2...4).contains(o.i) && o.v == 0 { return "few" }
      return o.v != 0 ? "many" : "other"
    }
    add("lt") { o in
      guard let mod10 = o.nMod(10), let mod100 = o.nMod(100) else { return o.f != 0 ? "many" : "other" }
      if mod10 == 1 && !(11...19).contains(mod100) { return "one" }
      if (2...9).contains(mod10) && !(11...19).contains(mod100) { return "few" }
      return "other"
    }
    add("ru uk") { o in
      guard o.v == 0 else { return "other" }
      let mod10 = o.i % 10
      let mod100 = o.i % 100
      if mod10 == 1 && mod100 != 11 { return "one" }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
      return "many"
    }
    add("be") { o in
      guard let mod10 = o.nMod(10), let mod100 = o.nMod(100) else { return "other" }
      if mod10 == 1 && mod100 != 11 { return "one" }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
      return "many"
    }
    add("pl") { o in
      guard o.v == 0 else { return "other" }
      if o.i == 1 { return "one" }
      let mod10 = o.i % 10
      let mod100 = o.i % 100
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
      return "many"
    }
    add("sl") { o in
      guard o.v == 0 else { return "few" }
      switch o.i % 100 {
      case 1: return "one"
      case 2: return "two"
      case 3, 4: return "few"
      default: return "other"
      }
    }
    add("dsb hsb") { o in
      let i100 = o.v == 0 ? o.i % 100 : -1
      let f100 = o.f % 100
      if i100 == 1 || f100 == 1 { return "one" }
      if i100 == 2 || f100 == 2 { return "two" }
      if (3...4).contains(i100) || (3...4).contains(f100) { return "few" }
      return "other"
    }
    add("gd") { o in
      if o.nIs(1) || o.nIs(11) { return "one" }
      if o.nIs(2) || o.nIs(12) { return "two" }
      return o.nIn(3...10) || o.nIn(13...19) ? "few" : "other"
    }
    add("gv") { o in
      guard o.v == 0 else { return "many" }
      if o.i % 10 == 1 { return "one" }
      if o.i % 10 == 2 { return "two" }
      return [0, 20, 40, 60, 80].contains(o.i % 100) ? "few" : "other"
    }
    add("br") { o in
      guard let mod10 = o.nMod(10), let mod100 = o.nMod(100), let mod1M = o.nMod(1_000_000) else { return "other" }
      if mod10 == 1 && ![11, 71, 91].contains(mod100) { return "one" }
      if mod10 == 2 && ![12, 72, 92].contains(mod100) { return "two" }
      if [3, 4, 9].contains(mod10) && !((10...19).contains(mod100) || (70...79).contains(mod100) || (90...99).contains(mod100)) {
        return "few"
      }
      return !o.nIs(0) && mod1M == 0 ? "many" : "other"
    }
    add("ga") { o in
      if o.nIs(1) { return "one" }
      if o.nIs(2) { return "two" }
      return o.nIn(3...6) ? "few" : o.nIn(7...10) ? "many" : "other"
    }
    add("mt") { o in
      if o.nIs(1) { return "one" }
      if o.nIs(2) { return "two" }
      let mod100 = o.nMod(100)
      if o.nIs(0) || (mod100.map { (3...10).contains($0) } ?? false) { return "few" }
      return mod100.map { (11...19).contains($0) } ?? false ? "many" : "other"
    }
    add("ar ars") { o in
      if o.nIs(0) { return "zero" }
      if o.nIs(1) { return "one" }
      if o.nIs(2) { return "two" }
      guard let mod100 = o.nMod(100) else { return "other" }
      return (3...10).contains(mod100) ? "few" : (11...99).contains(mod100) ? "many" : "other"
    }
    add("cy") { o in
      switch o.n {
      case 0: return "zero"
      case 1: return "one"
      case 2: return "two"
      case 3: return "few"
      case 6: return "many"
      default: return "other"
      }
    }
    add("kw") { o in
      if o.nIs(0) { return "zero" }
      if o.nIs(1) { return "one" }
      guard let mod100 = o.nMod(100), let mod1000 = o.nMod(1000), let mod100k = o.nMod(100_000), let mod1M = o.nMod(1_000_000)
      else { return "other" }
      let twoThousands = mod1000 == 0 && ((1000...20000).contains(mod100k) || [40000, 60000, 80000].contains(mod100k))
      if [2, 22, 42, 62, 82].contains(mod100) || twoThousands || (!o.nIs(0) && mod1M == 100_000) { return "two" }
      if [3, 23, 43, 63, 83].contains(mod100) { return "few" }
      return [1, 21, 41, 61, 81].contains(mod100) ? "many" : "other"
    }
    return table
  }()

  /// `many` in French, Spanish, Italian, Portuguese and Catalan: a whole number of millions.
  private static func millions(_ o: PluralOperands) -> Bool {
    o.v == 0 && o.i != 0 && o.i % 1_000_000 == 0
  }

  private static func portuguesePortugal(_ o: PluralOperands) -> String {
    o.i == 1 && o.v == 0 ? "one" : millions(o) ? "many" : "other"
  }
}
