import XCStringsModel

/// Maps `.lproj` folder names to the language codes String Catalogs use.
///
/// Rules, in order:
/// - `Base` and `mul` are never languages (`Base` holds the development-language layout;
///   `mul` holds catalogs).
/// - Apple's legacy English names (`English`, `Japanese`, …) become ISO codes.
/// - `zh_CN`/`zh-CN` become `zh-Hans` and `zh_TW`/`zh-TW` become `zh-Hant`, the script codes
///   Xcode uses for Chinese in catalogs; other regions (`zh_HK` → `zh-HK`) keep their region.
/// - Underscores become hyphens (`pt_BR` → `pt-BR`) and BCP 47 case is applied: language in
///   lower case, a four-letter script in title case, a two-letter region in upper case
///   (`zh-hans` → `zh-Hans`, `sr-latn` → `sr-Latn`, `es-419` unchanged).
package enum LprojLanguage {
  /// Apple's legacy folder names and their ISO 639 codes.
  package static let legacyNames: [String: String] = [
    "English": "en", "Japanese": "ja", "German": "de", "French": "fr", "Spanish": "es",
    "Italian": "it", "Dutch": "nl", "Portuguese": "pt", "Swedish": "sv", "Danish": "da",
    "Finnish": "fi", "Norwegian": "nb", "Korean": "ko", "Russian": "ru", "Polish": "pl",
    "Chinese": "zh-Hans", "Turkish": "tr", "Greek": "el", "Hungarian": "hu", "Czech": "cs",
    "Arabic": "ar", "Hebrew": "he", "Thai": "th", "Ukrainian": "uk", "Catalan": "ca",
    "Croatian": "hr", "Romanian": "ro", "Slovak": "sk", "Vietnamese": "vi", "Indonesian": "id",
    "Malay": "ms", "Hindi": "hi",
  ]

  /// The language a folder holds, or `nil` for `Base`, `mul` and names that are not languages.
  ///
  /// - Parameter folderName: the folder's name without `.lproj`.
  package static func language(forFolderName folderName: String, overrides: [String: String] = [:]) -> LanguageCode? {
    if let override = overrides[folderName] { return LanguageCode(rawValue: override) }
    if folderName == "Base" || folderName == "mul" || folderName.isEmpty { return nil }
    if let legacy = legacyNames[folderName] { return LanguageCode(rawValue: legacy) }
    let parts = folderName.replacingUnderscores().split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    guard let first = parts.first, (2...3).contains(first.count) || first.count == 8,
      first.utf8.allSatisfy(isASCIILetter), parts.dropFirst().allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(isAlphanumeric) })
    else { return nil }
    var result = [first.lowercased()]
    for part in parts.dropFirst() {
      if part.count == 4, part.utf8.allSatisfy(isASCIILetter) {
        result.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
      } else if part.count == 2, part.utf8.allSatisfy(isASCIILetter) {
        result.append(part.uppercased())
      } else {
        result.append(part)
      }
    }
    let code = result.joined(separator: "-")
    switch code {
    case "zh-CN": return "zh-Hans"
    case "zh-TW": return "zh-Hant"
    default: return LanguageCode(rawValue: code)
    }
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
  private static func isAlphanumeric(_ byte: UInt8) -> Bool { isASCIILetter(byte) || (byte >= 0x30 && byte <= 0x39) }
}

extension String {
  fileprivate func replacingUnderscores() -> String {
    String(decoding: utf8.map { $0 == 0x5F ? 0x2D : $0 }, as: UTF8.self)
  }
}
