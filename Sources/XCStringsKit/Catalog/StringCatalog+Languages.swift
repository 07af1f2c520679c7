extension StringCatalog {
  /// Every language some entry has a localization for, each once (exact scalars), in the
  /// order first met.
  ///
  /// Entries list their languages in one order, mostly a subsequence of the languages met so
  /// far (a translation missing here and there), so each name is first looked for a few places
  /// after the previous one's and hashed only when it is not there.
  public var localizedLanguages: [String] {
    var seen = Set<ExactKey>()
    var languages: [String] = []
    PairKeys.forEach(strings.pairs) { _, entry in
      guard let pairs = entry.pointee.localizations?.pairs else { return }
      var cursor = 0
      PairKeys.forEach(pairs) { name in
        var probe = cursor
        while probe < Swift.min(cursor + 4, languages.count) {
          if languages[probe].isIdentical(to: name) {
            cursor = probe + 1
            return
          }
          probe += 1
        }
        if seen.insert(ExactKey(name)).inserted { languages.append(name) }
      }
    }
    return languages
  }
}
