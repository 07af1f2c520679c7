import XCStringsBase
import XCStringsModel

/// An app that picks its own language: its entry point (the `@main` file) sets the SwiftUI
/// locale of everything it shows (`.environment(\.locale, Locale(identifier: setting))`), so
/// SwiftUI looks text up in the language the app chose, not the device's. A language the app
/// never offers is then shown to nobody, whatever its translations hold.
///
/// The languages offered are read from the language codes the code spells as literals (an
/// enum's raw values, `"uk"` in a `switch`); where it spells none of the bundle's translation
/// languages, which ones it offers is unknown and the rule says nothing.
struct ChosenLanguages: Equatable, Sendable {
  /// Where the entry point sets the locale, as `path:line`.
  var site: String
  /// The language codes the code spells as literals, lower-cased with `-` for `_`.
  var spelled: Set<String>

  /// Whether a user can ever see `language`: the code spells it or its base language (`fr`
  /// for `fr-CA`), or a region of it (`pt-BR` for `pt`).
  func offers(_ language: LanguageCode) -> Bool {
    let code = Self.normalized(language.rawValue)
    if spelled.contains(code) { return true }
    let base = code.split(separator: "-", maxSplits: 1).first.map(String.init) ?? code
    if spelled.contains(base) { return true }
    return spelled.contains { $0.hasPrefix(code + "-") || $0.hasPrefix(base + "-") }
  }

  /// Whether the code offers any of `languages` (the translation languages of a bundle).
  func offersAny(of languages: some Sequence<LanguageCode>) -> Bool {
    languages.contains(where: offers)
  }

  /// `code` lower-cased, with `_` read as `-`.
  static func normalized(_ code: String) -> String {
    String(code.lowercased().map { $0 == "_" ? "-" : $0 })
  }

  /// Whether `text` is spelled like a language code: two or three ASCII letters, then
  /// optional subtags of two to eight letters or digits (`en`, `zh-Hans`, `pt_BR`).
  static func looksLikeLanguageCode(_ text: String) -> Bool {
    var subtag = 0
    var length = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
        guard subtag == 0 ? (2...3).contains(length) : (2...8).contains(length) else { return false }
        subtag += 1
        length = 0
        continue
      }
      guard SwiftByte.isLetter(byte) || (SwiftByte.isDigit(byte) && subtag > 0) else { return false }
      length += 1
      if length > 8 { return false }
    }
    return subtag == 0 ? (2...3).contains(length) : (2...8).contains(length)
  }

  /// Whether `bytes` uses `Locale.current` or `Locale.autoupdatingCurrent` as a value, not
  /// only to read one of its members.
  static func usesDeviceLocale(_ bytes: [UInt8]) -> Bool {
    let names = [Array("current".utf8), Array("autoupdatingCurrent".utf8)]
    let stem = Array("Locale.".utf8)
    return ByteSearch.starts(of: stem, in: bytes).contains { start in
      names.contains { name in
        let after = start + stem.count
        let end = after + name.count
        guard end <= bytes.count, bytes[after..<end].elementsEqual(name) else { return false }
        // `Locale.current.language` reads a member; `Locale.currentLanguage` is another name.
        return end == bytes.count || !(SwiftByte.isIdentifierContinuation(bytes[end]) || bytes[end] == UInt8(ascii: "."))
      }
    }
  }

  /// The line (1-based) where `bytes` sets the SwiftUI locale to something other than the
  /// device's (`.environment(\.locale, …)` whose argument is not `Locale.current` or
  /// `.autoupdatingCurrent`), or `nil`.
  static func localeOverrideLine(in bytes: [UInt8]) -> Int? {
    let device = ["Locale.current", ".current", "Locale.autoupdatingCurrent", ".autoupdatingCurrent"]
    let call = Array("environment(\\.locale".utf8)
    for match in ByteSearch.starts(of: call, in: bytes) {
      // The argument runs from after the comma to the parenthesis that closes the call.
      var cursor = match + call.count
      while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
      guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") else { continue }
      let start = cursor + 1
      var depth = 0
      cursor = start
      while cursor < bytes.count {
        let byte = bytes[cursor]
        if byte == UInt8(ascii: "(") { depth += 1 }
        if byte == UInt8(ascii: ")") {
          if depth == 0 { break }
          depth -= 1
        }
        cursor += 1
      }
      let argument = String(decoding: bytes[start..<cursor], as: UTF8.self).filter { !$0.isWhitespace }
      if !device.contains(argument) {
        return 1 + bytes[..<match].count(where: { $0 == UInt8(ascii: "\n") })
      }
    }
    return nil
  }

}
