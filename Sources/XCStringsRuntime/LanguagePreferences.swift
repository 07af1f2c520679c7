/// The languages a process's environment asks for, most preferred first, as language tags
/// (`de-AT`, `sr-Latn-RS`).
///
/// `LANGUAGE` is a colon-separated list tried in order; after it comes the first of
/// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set, as the C library picks the messages
/// locale. Each entry is in POSIX form, `language[_TERRITORY][.encoding][@modifier]`; `C` and
/// `POSIX` (with or without an encoding) ask for no language.
public enum LanguagePreferences {
  /// The preferred languages `environment` names.
  public static func from(environment: [String: String]) -> [String] {
    var entries = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
    if let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) {
      entries.append(locale)
    }
    var tags: [String] = []
    for entry in entries {
      guard let tag = tag(fromPOSIX: entry), !tags.contains(tag) else { continue }
      tags.append(tag)
    }
    return tags
  }

  /// The language tag of one POSIX locale name, or `nil` for `C`, `POSIX` and empty names.
  public static func tag(fromPOSIX name: String) -> String? {
    var rest = Substring(name)
    var modifier: Substring?
    if let at = rest.firstIndex(of: "@") {
      modifier = rest[rest.index(after: at)...]
      rest = rest[..<at]
    }
    if let dot = rest.firstIndex(of: ".") { rest = rest[..<dot] }
    guard !rest.isEmpty, rest != "C", rest != "POSIX" else { return nil }
    let parts = rest.split(whereSeparator: { $0 == "_" || $0 == "-" })
    guard let language = parts.first, language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
    var tag = [language.lowercased()]
    switch modifier?.lowercased() {
    case "latin": tag.append("Latn")
    case "cyrillic": tag.append("Cyrl")
    case "devanagari": tag.append("Deva")
    default: break
    }
    for part in parts.dropFirst() {
      if part.count == 4 {
        tag.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
      } else {
        tag.append(part.uppercased())
      }
    }
    return tag.joined(separator: "-")
  }
}
