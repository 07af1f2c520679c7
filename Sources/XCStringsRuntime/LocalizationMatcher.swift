/// Picks the localization of a bundle for a list of preferred languages, as Apple's platforms
/// do: the exact tag, then its script- and region-aware parents, then the development language.
/// Tags are compared without regard to case or to `_` against `-` (SwiftPM lowercases the
/// `.lproj` folders it bundles).
public enum LocalizationMatcher {
  /// The localization of `available` to use for `preferences`, or `developmentLanguage` when
  /// none matches (`nil` when the bundle does not have that either).
  public static func best(available: [String], preferences: [String], developmentLanguage: String) -> String? {
    for preference in preferences {
      for candidate in [preference] + parents(of: preference) {
        if let found = find(candidate, in: available) { return found }
      }
      // A bare language takes a regional localization of it when it is the only kind there is
      // (`pt` with only `pt-BR`).
      let bare = normalized(preference)
      if !bare.contains("-"), let regional = available.sorted().first(where: { normalized($0).hasPrefix(bare + "-") }) {
        return regional
      }
    }
    return find(developmentLanguage, in: available)
  }

  /// The languages a lookup tries, in order, for a key in `language`: the language, its
  /// parents that `available` has, then the development language.
  public static func fallbackChain(for language: String, available: [String], developmentLanguage: String) -> [String] {
    var chain = [language]
    for parent in parents(of: language) {
      if let found = find(parent, in: available), !chain.contains(found) { chain.append(found) }
    }
    if let development = find(developmentLanguage, in: available), !chain.contains(development) {
      chain.append(development)
    }
    return chain
  }

  /// The parents of a tag, nearest first: Chinese by script (`zh-HK` → `zh-Hant` → `zh`,
  /// `zh-CN` → `zh-Hans` → `zh`), Latin American Spanish through `es-419`, otherwise by
  /// dropping the last subtag (`sr-Latn-RS` → `sr-Latn` → `sr`).
  public static func parents(of tag: String) -> [String] {
    let parts = normalized(tag).split(separator: "-").map(String.init)
    guard let language = parts.first else { return [] }
    if language == "zh" {
      let script: String
      if parts.contains("hant") || parts.contains(where: { ["hk", "mo", "tw"].contains($0) }) {
        script = "zh-Hant"
      } else {
        script = "zh-Hans"
      }
      return normalized(tag) == normalized(script) ? ["zh"] : [script, "zh"]
    }
    var result: [String] = []
    if language == "es", parts.count > 1, latinAmerica.contains(parts[parts.count - 1]) { result.append("es-419") }
    var rest = parts
    while rest.count > 1 {
      rest.removeLast()
      result.append(rest.joined(separator: "-"))
    }
    return result
  }

  private static let latinAmerica: Set<String> = [
    "ar", "bo", "br", "bz", "cl", "co", "cr", "cu", "do", "ec", "gt", "hn", "mx", "ni", "pa", "pe", "pr", "py", "sv", "us",
    "uy", "ve",
  ]

  static func normalized(_ tag: String) -> String {
    tag.lowercased().replacingOccurrences(of: "_", with: "-")
  }

  static func find(_ tag: String, in available: [String]) -> String? {
    let wanted = normalized(tag)
    return available.first { normalized($0) == wanted }
  }
}
