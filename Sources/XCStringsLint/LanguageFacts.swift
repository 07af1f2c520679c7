import XCStringsSwiftSource

/// What one Swift file tells about the languages the app shows (see ``ChosenLanguages`` and
/// ``LanguagePickedText``).
struct LanguageFacts: Sendable {
  /// The language codes its literals spell, normalized (``ChosenLanguages/normalized(_:)``).
  var spelledCodes: [String] = []
  /// The line where its entry point sets the SwiftUI locale, if it is one and does.
  var localeOverrideLine: Int?
  /// Whether it takes the device's locale as a value (`return Locale.current`, `?? Locale
  /// .autoupdatingCurrent`, not `Locale.current.language`): where code can hand the device's
  /// locale on, an app that picks its language may still show any language the device has.
  var usesDeviceLocale = false
  /// The texts it picks by language.
  var picked: [(text: String, line: Int)] = []

  /// ``SourceReach/nameHash(_:)`` of `Locale`.
  static let localeHash = SourceReach.nameHash("Locale".utf8)

  init(_ file: SwiftSourceFile, bytes: [UInt8]) {
    for key in file.literalKeys where key.interpolations.isEmpty {
      // Code spells a language code in lower case (`"en"`, `"zh-Hans"`, `"pt_BR"`).
      guard key.text.utf8.count <= 16, let first = key.text.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
        ChosenLanguages.looksLikeLanguageCode(key.text)
      else { continue }
      spelledCodes.append(ChosenLanguages.normalized(key.text))
    }
    if file.reach.hasEntryPoint { localeOverrideLine = ChosenLanguages.localeOverrideLine(in: bytes) }
    // Only a file that names the type `Locale` can use `Locale.current` (one hash compared per
    // capitalised name the lexer already hashed, instead of a scan of every byte).
    if file.reach.nameHashes.contains(Self.localeHash) { usesDeviceLocale = ChosenLanguages.usesDeviceLocale(bytes) }
    picked = LanguagePickedText.branches(in: bytes)
  }
}
