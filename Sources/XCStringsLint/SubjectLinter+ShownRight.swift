import Foundation
import XCStringsBase
import XCStringsModel
import XCStringsSwiftSource

/// Text a user sees right without a translation: where a missing translation falls back to
/// text that is already what a translation would say, `untranslated` is a note.
extension SubjectLinter {
  /// The unit symbols written the same in every language (`3 min`, `64 MB`, `5 km/h`).
  static let unitSymbols: Set<String> = [
    "ms", "s", "min", "h", "d", "km", "m", "cm", "mm", "kg", "g", "mg", "l", "ml", "b", "kb", "mb", "gb", "tb",
    "kbps", "mbps", "gbps", "hz", "khz", "mhz", "ghz", "db", "dbm", "px", "pt", "fps", "kcal", "kwh", "w", "kw", "v", "mah",
  ]

  /// The Info.plist keys whose text the system shows: the bundle's names and copyright
  /// (besides every key ending in `UsageDescription`, a permission prompt).
  static let shownInfoPlistKeys: Set<String> = [
    "CFBundleDisplayName", "CFBundleName", "CFBundleSpokenName", "NSHumanReadableCopyright", "CFBundleGetInfoString",
  ]

  /// Whether `key` is spelled as an Info.plist key (a capitalised prefix such as `NS`, `CF` or
  /// `UI`, then a capitalised word: `CFBundleShortVersionString`) whose text the system never
  /// shows: a translation of it changes nothing. Text keys of an `InfoPlist` table (a Home
  /// Screen shortcut's title, `New Task`) are not spelled so.
  static func isInfoPlistKeyNeverShown(_ key: String) -> Bool {
    let bytes = Array(key.utf8)
    var prefix = 0
    while prefix < bytes.count, bytes[prefix] >= UInt8(ascii: "A"), bytes[prefix] <= UInt8(ascii: "Z") { prefix += 1 }
    // Two or more capitals, the last of which starts a lower-case word (`NSCamera…`, `CFBundle…`).
    guard prefix >= 3, prefix < bytes.count, bytes[prefix] >= UInt8(ascii: "a"), bytes[prefix] <= UInt8(ascii: "z"),
      bytes.allSatisfy({
        ($0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
      })
    else { return false }
    return !shownInfoPlistKeys.contains(key) && !ProjectLinter.isPermissionPrompt(key)
  }

  /// The names of the languages Apple's platforms offer, each in that language and
  /// lower-cased (`english`, `deutsch`, `português (brasil)`, `日本語`): a language picker lists
  /// each language so, the same in every language.
  static let languageNames: Set<String> = [
    "english", "deutsch", "français", "español", "español (méxico)", "español (latinoamérica)", "italiano",
    "português", "português (brasil)", "português (portugal)", "nederlands", "svenska", "dansk", "norsk", "norsk bokmål",
    "suomi", "polski", "čeština", "slovenčina", "magyar", "română", "hrvatski", "slovenščina", "srpski", "српски",
    "български", "русский", "українська", "беларуская", "македонски", "ελληνικά", "türkçe", "עברית", "العربية", "فارسی",
    "اردو", "हिन्दी", "বাংলা", "தமிழ்", "తెలుగు", "मराठी", "ગુજરાતી", "ಕನ್ನಡ", "മലയാളം", "ਪੰਜਾਬੀ", "नेपाली", "සිංහල",
    "ไทย", "tiếng việt", "bahasa indonesia", "bahasa melayu", "filipino", "日本語", "한국어", "中文", "简体中文", "繁體中文",
    "繁体中文", "中文（简体）", "中文（繁體）", "中文 (简体)", "中文 (繁體)", "català", "euskara", "galego", "eesti",
    "latviešu", "lietuvių", "íslenska", "қазақ тілі", "kiswahili", "afrikaans", "gaeilge", "cymraeg", "shqip",
    "ქართული", "հայերեն", "azərbaycan", "oʻzbek", "монгол", "ខ្មែរ", "ລາວ", "မြန်မာ", "esperanto", "latina",
  ]

  /// Names of protocols, file formats and technologies that languages write as they are
  /// (lower-cased), for ``isTechnicalName(_:)``; with Apple's own names of its technologies
  /// and systems, which Apple's localizations keep in every language (`AirPlay`, `CarPlay`).
  static let technicalNames: Set<String> = [
    "http", "https", "ftp", "ftps", "sftp", "smb", "afp", "nfs", "webdav", "ssh", "ssl", "tls", "vpn", "lan", "wan",
    "wlan", "wi-fi", "wifi", "usb", "usb-c", "nfc", "gps", "api", "url", "json", "xml", "csv", "pdf", "html", "css",
    "ipv4", "ipv6", "dns", "tcp", "udp", "bluetooth", "icloud", "markdown", "yaml", "svg", "png", "jpeg", "heic",
    "airplay", "airdrop", "carplay", "facetime", "imessage", "homekit", "healthkit", "siri", "face id", "touch id",
    "apple pay", "iphone", "ipad", "macos", "ios", "ipados", "watchos", "tvos", "visionos",
  ]

  /// Whether `text` is such a name alone, as a menu item or picker option may write it
  /// (`WebDAV…`, `SMB...`, `https`, `JSON`).
  static func isTechnicalName(_ text: String) -> Bool {
    var name = Substring(text)
    while let last = name.last, last == "…" || last == "." || last == ":" || last == " " { name = name.dropLast() }
    return name.utf8.count <= 10 && technicalNames.contains(name.lowercased())
  }

  /// Whether `text` is one word spelled as a product name or identifier, shown as typed:
  /// camel case with a capital inside (`OpenAI`, `StretchWatch`, `GitHub`), or a lower-case
  /// token of letters and digits joined by `-`, `:` or `.` with a digit beside a letter
  /// (`gpt-4o-mini`, `mistral:7b`). `camelCase` false leaves the first kind out.
  static func isProductName(_ text: String, camelCase: Bool = true) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count >= 3, bytes.count <= 40 else { return false }
    func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    let isDigit = SwiftByte.isDigit
    if bytes.allSatisfy({ isUpper($0) || isLower($0) }), isUpper(bytes[0]) {
      return camelCase && bytes.indices.dropFirst().contains { isUpper(bytes[$0]) && isLower(bytes[$0 - 1]) }
    }
    let separators: Set<UInt8> = [UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: ".")]
    guard bytes.allSatisfy({ isLower($0) || isDigit($0) || separators.contains($0) }), bytes.contains(where: separators.contains),
      isLower(bytes[0])
    else { return false }
    return bytes.indices.dropFirst().contains { index in
      (isDigit(bytes[index]) && isLower(bytes[index - 1])) || (isLower(bytes[index]) && isDigit(bytes[index - 1]))
    }
  }

  /// Whether `text` is a name every language writes as it is: a language's own name, a
  /// protocol, format or technology name, or a product name spelled in camel case.
  static func isNameWrittenAlike(_ text: String) -> Bool {
    guard text.utf8.count <= 40 else { return false }
    return languageNames.contains(text.lowercased()) || isTechnicalName(text) || isProductName(text)
  }

  /// Whether `language` is written in Traditional Chinese (`zh-Hant`, `zh-TW`, `zh-HK`, `zh-MO`).
  static func isTraditionalChinese(_ language: LanguageCode) -> Bool {
    // Asked for every untranslated unit: most languages are told apart by their first byte.
    guard let first = language.rawValue.utf8.first, first | 0x20 == UInt8(ascii: "z") else { return false }
    let parts = language.rawValue.lowercased().split { $0 == "-" || $0 == "_" }
    guard parts.first == "zh" else { return false }
    return parts.dropFirst().contains { $0 == "hant" || $0 == "tw" || $0 == "hk" || $0 == "mo" }
  }

  /// Whether `text` holds Chinese characters and none that Traditional Chinese writes
  /// otherwise (`巴基斯坦`, not `设置`), by ICU's Simplified-to-Traditional transform: a
  /// Traditional Chinese reader sees it right as it is.
  static func readsTheSameInTraditionalChinese(_ text: String) -> Bool {
    guard text.unicodeScalars.contains(where: { $0.properties.isIdeographic }) else { return false }
    return text.applyingTransform(StringTransform("Hans-Hant"), reverse: false) == text
  }

  /// The name of `language` where `text` is written in it as far as its script tells:
  /// Japanese with kana, Korean with Hangul, Simplified Chinese with Chinese characters, no
  /// kana or Hangul, and none that Simplified Chinese writes otherwise (`設定`); nil otherwise.
  static func keyLanguage(_ text: String, for language: LanguageCode) -> String? {
    // Kana, Hangul and Chinese characters take three or four UTF-8 bytes led by 0xE1 or more:
    // most keys (ASCII) are ruled out before the language's code is read.
    guard text.utf8.contains(where: { $0 >= 0xE1 }) else { return nil }
    let base = baseLanguage(language)
    guard base == "zh" || base == "ja" || base == "ko" else { return nil }
    var ideographs = false
    var kana = false
    var hangul = false
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x3040...0x30FF: kana = true
      case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: hangul = true
      default: if scalar.properties.isIdeographic { ideographs = true }
      }
    }
    switch base {
    case "ja": return kana ? "Japanese" : nil
    case "ko": return hangul ? "Korean" : nil
    default:
      guard ideographs, !kana, !hangul, !isTraditionalChinese(language) else { return nil }
      return text.applyingTransform(StringTransform("Hant-Hans"), reverse: false) == text ? "Chinese" : nil
    }
  }

  /// Why a user of `language` sees the right text although it has no translation of `key`,
  /// for the note's message; nil where the user sees text a translation would change.
  ///
  /// At run time a missing translation shows the source language's text, or the key where the
  /// source has none. That text is right when it has no letter a translator would change (a
  /// number with unit symbols, an address or URL), when a translation into another language
  /// keeps it word for word (a brand, a borrowed word such as `Original`), or when the user's
  /// language is English and the key shown is ASCII text under a source language that has no
  /// value for it (an English key in a Chinese-first catalog).
  func shownRightUntranslated(_ key: String, _ entry: CatalogEntry, profile: SourceProfile, language: LanguageCode) -> String? {
    if subject.isInfoPlistTable, Self.isInfoPlistKeyNeverShown(key) {
      return "the system shows no text of the Info.plist key '\(key)'"
    }
    guard profile.forms.count <= 1 else { return nil }
    let shown = profile.plainText ?? profile.fallback
    guard !shown.isEmpty else { return nil }
    if shown.isShownAsTyped { return "the text shown, '\(shown)', is an address or a name shown as typed" }
    // An Info.plist key stands for another value; a camel-case key shown for want of a source
    // value may be an identifier (`RemoveTrackingParameters`), so only a source value written
    // so is a name.
    // Both are short single words: longer text is asked nothing more (most untranslated text).
    if !subject.isInfoPlistTable, shown.utf8.count <= 40 {
      if Self.languageNames.contains(shown.lowercased()) {
        return "the text shown, '\(shown)', is a language's name in that language, as language pickers show it"
      }
      if Self.isTechnicalName(shown) {
        return "the text shown, '\(shown)', is a protocol, format or technology name, written the same in every language"
      }
      if Self.isProductName(shown, camelCase: profile.plainText != nil) {
        return "the text shown, '\(shown)', is a product name or identifier shown as typed"
      }
    }
    if Self.isTraditionalChinese(language), Self.readsTheSameInTraditionalChinese(shown) {
      return "the text shown, '\(shown)', is written the same in Traditional Chinese"
    }
    // Where the source language has no value the key itself is shown: a key written in the
    // user's own language (Chinese keys in an English-first catalog) reads right to them.
    if profile.forms.isEmpty, let written = Self.keyLanguage(shown, for: language) {
      return "the source language '\(source)' has no value, so the '\(language)' user sees the key, which is \(written) text"
    }
    if profile.forms.isEmpty, let position = targetIndex[language.rawValue], keysWrittenIn[position].contains(key) {
      return
        "the source language '\(source)' has no value, so the '\(language)' user sees the key, and this table's keys read as '\(language)' text, like its '\(language)' values"
    }
    if !subject.brands.isEmpty, subject.brands.contains(ProjectLinter.squeezed(shown)) {
      return "the text shown, '\(shown)', is the app's own name"
    }
    let words = LocalizationKey.pattern(ofCatalogKey: shown).split { !$0.isLetter }
    if !words.isEmpty, words.allSatisfy({ Self.unitSymbols.contains($0.lowercased()) }),
      shown.contains(where: { $0.isNumber }) || shown.contains("%")
    {
      return "the text shown, '\(shown)', is a number with unit symbols, written the same in every language"
    }
    let base = Self.baseLanguage(language)
    let sourceBase = Self.baseLanguage(source)
    // Kept by one translation among many may be chance (`Error: %@` in Spanish): at least half
    // of the other languages' translations must keep it.
    var kept: [String] = []
    var others = 0
    // Whether every other translation is one text (asked only of an Info.plist table), kept
    // as the first text and a flag rather than a set: hashing each translation of each
    // untranslated unit was a large share of lint's work on a big catalog (Performance.md).
    let comparesValues = profile.forms.isEmpty && subject.isInfoPlistTable
    var firstValue: String?
    var oneValue = true
    entry.localizations?.forEachInPlace { name, localization in
      guard let unit = localization.pointee.stringUnit, unit.state == .translated, localization.pointee.variations == nil
      else { return }
      let other = Self.baseLanguage(LanguageCode(rawValue: name))
      guard other != base, other != sourceBase else { return }
      // A sentence copied into another script is an English copy (see `checkCopiedSource`),
      // not a word its translator kept.
      if unit.value == shown, Self.writesAnotherScript(LanguageCode(rawValue: name)), !Self.writesAnotherScript(source),
        Self.isEnglishSentence(shown)
      {
        return
      }
      others += 1
      if comparesValues {
        if let firstValue { oneValue = oneValue && firstValue == unit.value } else { firstValue = unit.value }
      }
      if unit.value == shown { kept.append(name) }
    }
    if !kept.isEmpty, kept.count * 2 >= others {
      return "the '\(kept[0])' translation keeps the text shown, '\(shown)', word for word (a name or a borrowed word)"
    }
    // An Info.plist table shows the Info.plist's value where it has no source file: where
    // every translation has one text (a name such as `Redford`), that is the text.
    if comparesValues, others >= 2, oneValue, let value = firstValue {
      return "every other translation of this Info.plist key is '\(value)', a name kept in every language"
    }
    // Only under a source language of another script is an ASCII key likely English: under
    // German or Spanish it is most likely the source language's own text (`Hoch`, `NO`).
    if base == "en", sourceBase != "en", profile.forms.isEmpty, Self.writesAnotherScript(source),
      key.unicodeScalars.contains(where: { $0.properties.isAlphabetic }),
      key.unicodeScalars.allSatisfy({ $0.isASCII || !$0.properties.isAlphabetic })
    {
      return "the source language '\(source)' has no value, so the 'en' user sees the key, which is English text"
    }
    return nil
  }

  /// The language of a code without script or region, lower-case (`zh` for `zh-Hant-HK`).
  static func baseLanguage(_ code: LanguageCode) -> String {
    String(normalized(code).split(separator: "-").first ?? "")
  }
}
