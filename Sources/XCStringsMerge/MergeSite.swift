import XCStringsModel

/// Where in a catalog a merge decision was made: a key, a language and a path inside the
/// localization (`plural.one`, `device.mac.plural.few`, `substitution.n argNum`), or a
/// top-level field.
public struct MergeSite: Equatable, Sendable, CustomStringConvertible {
  /// The catalog key; `nil` for a top-level field.
  public var key: String?
  /// The language, for a site inside a localization.
  public var language: LanguageCode?
  /// What inside the entry or localization (`comment`, `plural.one`, `stringSet`), or the
  /// top-level field (`sourceLanguage`); empty for the key or the localization itself.
  public var path: String
  /// The member names from the document's root to the JSON value, to locate it in a file.
  var jsonPath: [String]

  /// Creates a site.
  init(key: String?, language: LanguageCode? = nil, path: String, jsonPath: [String]) {
    self.key = key
    self.language = language
    self.path = path
    self.jsonPath = jsonPath
  }

  /// A site inside this one: `path` is appended to the shown path (`.` between two parts,
  /// unless `joined` is false), `members` to the JSON path.
  func appending(_ path: String, joined: Bool = true, members: [String]) -> MergeSite {
    var shown = self.path
    if !path.isEmpty { shown += shown.isEmpty || !joined ? path : "." + path }
    return MergeSite(key: key, language: language, path: shown, jsonPath: jsonPath + members)
  }

  /// `'key' [de] plural.one`, or the top-level field's name.
  public var description: String {
    guard let key else { return path }
    var text = "'\(key.escapedForDisplay)'"
    if let language { text += " [\(language.rawValue)]" }
    if !path.isEmpty { text += " " + path }
    return text
  }

  /// Whether `other` is this site or lies inside it (same key, and same language and a
  /// path under this one's where this one names them).
  package func contains(_ other: MergeSite) -> Bool {
    guard String.isIdentical(key, other.key) else { return false }
    if let language, other.language != language { return false }
    // Compared as bytes: paths hold form and substitution names, which compare exactly.
    let inner = Array(other.path.utf8)
    let outer = Array(path.utf8)
    guard !outer.isEmpty else { return true }
    guard inner.starts(with: outer) else { return false }
    return inner.count == outer.count || inner[outer.count] == UInt8(ascii: ".") || inner[outer.count] == UInt8(ascii: " ")
  }

  /// Whether two sites are the same, texts compared by their exact Unicode scalars.
  public static func == (lhs: MergeSite, rhs: MergeSite) -> Bool {
    String.isIdentical(lhs.key, rhs.key) && lhs.language == rhs.language && lhs.path.isIdentical(to: rhs.path)
      && lhs.jsonPath.count == rhs.jsonPath.count && zip(lhs.jsonPath, rhs.jsonPath).allSatisfy { $0.isIdentical(to: $1) }
  }
}
