import XCStringsKit

/// Checks option values shared by several commands; an unknown value is a usage error that
/// lists the accepted ones.
enum OptionValues {
  /// The catalog format versions Xcode writes.
  static let formatVersions = ["1.0", "1.1", "1.2", "1.3"]

  /// The `--language-map OLD=NEW` entries: a name as files write it, mapped to a language code.
  static func languageMap(_ arguments: ParsedArguments) throws(UsageError) -> [String: String] {
    var map: [String: String] = [:]
    for mapping in arguments.allValues("language-map") {
      let parts = mapping.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw UsageError(message: "--language-map takes OLD=NEW, not '\(mapping)'")
      }
      map[parts[0]] = try language(parts[1], option: "language-map").rawValue
    }
    return map
  }

  /// A language code in its catalog form (`pt_BR` → `pt-BR`), checked for form only: a
  /// well-formed code that no file has yet is accepted.
  static func language(_ value: String, option: String) throws(UsageError) -> LanguageCode {
    guard let language = LprojLanguage.language(forFolderName: value) else {
      throw UsageError(message: "--\(option) takes a language code such as 'en', 'pt-BR' or 'zh-Hans', not '\(value)'")
    }
    return language
  }

  /// A unit state Xcode writes.
  static func state(_ value: String, option: String) throws(UsageError) -> TranslationState {
    let state = TranslationState(rawValue: value)
    guard TranslationState.allKnown.contains(state) else {
      throw UsageError(message: "--\(option) takes \(list(TranslationState.allKnown.map(\.rawValue))), not '\(value)'")
    }
    return state
  }

  /// An extraction state Xcode writes, or `none` (`nil`) for none.
  static func extractionState(_ value: String, option: String) throws(UsageError) -> ExtractionState? {
    if value == "none" { return nil }
    let state = ExtractionState(rawValue: value)
    guard ExtractionState.allKnown.contains(state) else {
      let accepted = ExtractionState.allKnown.map(\.rawValue) + ["none"]
      throw UsageError(message: "--\(option) takes \(list(accepted)), not '\(value)'")
    }
    return state
  }

  /// A catalog format version Xcode writes.
  static func formatVersion(_ value: String, option: String) throws(UsageError) -> String {
    guard formatVersions.contains(value) else {
      throw UsageError(message: "--\(option) takes \(list(formatVersions)), not '\(value)'")
    }
    return value
  }

  /// `'a', 'b' or 'c'`.
  static func list(_ values: [String]) -> String {
    let quoted = values.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
  }
}
