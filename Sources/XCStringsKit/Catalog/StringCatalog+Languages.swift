extension StringCatalog {
  /// Every language some entry has a localization for, each once (exact scalars), in the
  /// order first met.
  ///
  /// Entries mostly list the same languages as the one before, so a list is compared with the
  /// previous one in place and hashed only when it differs.
  public var localizedLanguages: [String] {
    var seen = Set<ExactKey>()
    var languages: [String] = []
    var previous: [(key: String, value: Localization)] = []
    let entries = strings.pairs
    for index in entries.indices {
      let pairs = entries[index].value.localizations?.pairs ?? []
      if PairKeys.match(pairs, previous) { continue }
      PairKeys.forEach(pairs) { if seen.insert(ExactKey($0)).inserted { languages.append($0) } }
      previous = pairs
    }
    return languages
  }
}
