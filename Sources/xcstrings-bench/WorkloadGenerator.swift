import Foundation
import XCStringsKit

/// Writes a deterministic, realistic legacy localization project: N languages × K keys.
///
/// Each `<lang>.lproj` holds `Localizable.strings` (about 95 % of the keys, comments of every
/// style, escapes, text in the language's script, emoji, format specifiers; one language in
/// four in UTF-16LE with a BOM), `Localizable.stringsdict` (about 5 % of the keys, one in five
/// with two plural variables, half of those positional and reordered in some languages) and
/// `InfoPlist.strings` (8 keys, unquoted in one language in three). About 1 % of the keys are
/// missing in each non-source language. The same seed always gives the same bytes.
struct WorkloadGenerator {
  struct Language {
    var code: String
    var script: Script
    var categories: [String]
  }

  enum Script: CaseIterable {
    case latin, cjk, hangul, arabic, hebrew, cyrillic, greek, thai, devanagari
  }

  static let languages: [Language] = {
    let oneOther = ["one", "other"]
    let other = ["other"]
    let oneManyOther = ["one", "many", "other"]
    let slavic = ["one", "few", "many", "other"]
    let table: [(String, Script, [String])] = [
      ("en", .latin, oneOther), ("ja", .cjk, other), ("zh-Hans", .cjk, other),
      ("ar", .arabic, ["zero", "one", "two", "few", "many", "other"]), ("ru", .cyrillic, slavic),
      ("pt-BR", .latin, oneManyOther), ("de", .latin, oneOther), ("fr", .latin, oneManyOther),
      ("es", .latin, oneManyOther), ("ko", .hangul, other), ("he", .hebrew, ["one", "two", "other"]),
      ("uk", .cyrillic, slavic), ("el", .greek, oneOther), ("th", .thai, other), ("hi", .devanagari, oneOther),
      ("it", .latin, oneManyOther), ("nl", .latin, oneOther), ("sv", .latin, oneOther), ("da", .latin, oneOther),
      ("fi", .latin, oneOther), ("nb", .latin, oneOther), ("pl", .latin, slavic),
      ("cs", .latin, ["one", "few", "many", "other"]),
      ("sk", .latin, ["one", "few", "many", "other"]), ("hu", .latin, oneOther), ("ro", .latin, ["one", "few", "other"]),
      ("tr", .latin, oneOther), ("vi", .latin, other), ("id", .latin, other), ("ms", .latin, other),
      ("ca", .latin, oneManyOther), ("hr", .latin, ["one", "few", "other"]), ("bg", .cyrillic, oneOther),
      ("zh-Hant", .cjk, other), ("fa", .arabic, oneOther), ("pt-PT", .latin, oneManyOther),
      ("en-GB", .latin, oneOther), ("en-AU", .latin, oneOther), ("fr-CA", .latin, oneManyOther),
      ("es-419", .latin, oneManyOther),
    ]
    return table.map { Language(code: $0.0, script: $0.1, categories: $0.2) }
  }()

  static let words: [Script: [String]] = [
    .latin: [
      "workout", "set", "mañana", "größe", "café", "naïve", "résumé", "søster", "čas", "łódź", "ağaç", "progress",
      "history", "weight", "timer", "rest", "goal", "week", "début", "über", "şey", "jõud", "ciência", "dziś",
    ],
    .cjk: ["記録", "設定", "開始", "履歴", "目標", "週間", "休憩", "完了", "保存", "重量", "训练", "进度", "時間"],
    .hangul: ["운동", "기록", "설정", "시작", "목표", "휴식", "완료", "저장"],
    .arabic: ["تمرين", "سجل", "إعدادات", "بدء", "هدف", "راحة", "حفظ", "أسبوع"],
    .hebrew: ["אימון", "היסטוריה", "הגדרות", "התחל", "מטרה", "מנוחה", "שמור"],
    .cyrillic: ["тренировка", "история", "настройки", "начать", "цель", "отдых", "сохранить", "неделя"],
    .greek: ["προπόνηση", "ιστορικό", "ρυθμίσεις", "έναρξη", "στόχος", "ξεκούραση"],
    .thai: ["การออกกำลังกาย", "ประวัติ", "ตั้งค่า", "เริ่ม", "เป้าหมาย", "พัก"],
    .devanagari: ["व्यायाम", "इतिहास", "सेटिंग्स", "शुरू", "लक्ष्य", "आराम"],
  ]

  static let emoji = ["💪", "🏋️‍♀️", "🔥", "🇯🇵", "👨‍👩‍👧", "✅", "⏱️"]
  static let specifiers = ["%@", "%d", "%lld", "%.2f", "%%"]

  var random: SplitMix64
  let languageCount: Int
  let keyCount: Int

  init(languages: Int, keys: Int, seed: UInt64 = 1) {
    random = SplitMix64(seed: seed)
    languageCount = min(languages, Self.languages.count)
    keyCount = keys
  }

  /// Writes the project into `folder` and returns the total number of bytes written.
  mutating func write(to folder: String) throws -> Int {
    let manager = FileManager.default
    var total = 0
    let keys = (0..<keyCount).map(Self.key)
    let pluralKeys = Set(keys.indices.filter { $0 % 20 == 7 })
    for (languageIndex, language) in Self.languages.prefix(languageCount).enumerated() {
      var languageRandom = SplitMix64(seed: 1000 + UInt64(languageIndex))
      let lproj = "\(folder)/\(language.code).lproj"
      try manager.createDirectory(atPath: lproj, withIntermediateDirectories: true)
      var strings = ""
      var dict =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n"
      for (index, key) in keys.enumerated() {
        if languageIndex > 0, languageRandom.next() % 100 == 0 { continue }
        if pluralKeys.contains(index) {
          dict += pluralEntry(key: key, index: index, language: language, random: &languageRandom)
          if index % 60 == 7 { strings += "\"\(key)\" = \"\(sentence(language.script, &languageRandom))\";\n\n" }
          continue
        }
        strings += comment(index: index, random: &languageRandom)
        strings += "\"\(escape(key))\" = \"\(value(index: index, language: language, random: &languageRandom))\";\n\n"
      }
      dict += "</dict>\n</plist>\n"
      let utf16 = languageIndex % 4 == 3
      total += try save(strings, to: "\(lproj)/Localizable.strings", utf16: utf16)
      total += try save(dict, to: "\(lproj)/Localizable.stringsdict", utf16: false)
      var info = "/* InfoPlist.strings */\n"
      let infoKeys = [
        "CFBundleDisplayName", "CFBundleName", "NSCameraUsageDescription", "NSPhotoLibraryUsageDescription",
        "NSHealthShareUsageDescription", "NSHealthUpdateUsageDescription", "NSLocationWhenInUseUsageDescription",
        "NSHumanReadableCopyright",
      ]
      for infoKey in infoKeys {
        let quotedKey = languageIndex % 3 == 2 ? infoKey : "\"\(infoKey)\""
        info += "/* \(infoKey) */\n\(quotedKey) = \"\(sentence(language.script, &languageRandom))\";\n"
      }
      total += try save(info, to: "\(lproj)/InfoPlist.strings", utf16: utf16)
    }
    return total
  }

  /// The key of entry `index`: a dotted identifier, an English sentence, or snake case.
  static func key(_ index: Int) -> String {
    switch index % 3 {
    case 0: return "screen\(index % 97).section\(index % 13).item\(index)"
    case 1: return "Tap %@ to continue with step \(index)"
    default: return "settings_\(index)_title \(Self.words[.latin]![index % 24])"
    }
  }

  private func comment(index: Int, random: inout SplitMix64) -> String {
    switch index % 7 {
    case 0: return ""
    case 1: return "// Shown in section \(index % 13)\n"
    case 2: return "/* Button title on screen \(index % 97);\n   keep it short */\n"
    default: return "/* Label for item \(index) */\n"
    }
  }

  private mutating func value(index: Int, language: Language, random: inout SplitMix64) -> String {
    var text = sentence(language.script, &random)
    switch index % 11 {
    case 1: text += " \\n" + sentence(language.script, &random)
    case 2: text = "\\\"" + text + "\\\""
    case 3: text += " \\\\ " + Self.emoji[Int(random.next() % UInt64(Self.emoji.count))]
    case 4: text += "\\t\\U2026"
    case 5: text += " \\UD83D\\UDE00"
    case 6: text += " " + Self.specifiers[Int(random.next() % UInt64(Self.specifiers.count))]
    case 7: text = "%1$@ " + text + " %2$lld"
    default: break
    }
    if index % 3 == 1 { text += " %@" }
    return text
  }

  private mutating func sentence(_ script: Script, _ random: inout SplitMix64) -> String {
    let pool = Self.words[script]!
    let count = 4 + Int(random.next() % 9)
    var words: [String] = []
    for _ in 0..<count { words.append(pool[Int(random.next() % UInt64(pool.count))]) }
    return words.joined(separator: script == .cjk || script == .thai ? "" : " ")
  }

  private mutating func pluralEntry(key: String, index: Int, language: Language, random: inout SplitMix64) -> String {
    func variable(_ name: String, _ spec: String) -> String {
      var text =
        "\t\t<key>\(name)</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>lld</string>\n"
      for category in language.categories {
        text += "\t\t\t<key>\(category)</key>\n\t\t\t<string>\(spec) \(xmlEscape(sentence(language.script, &random)))</string>\n"
      }
      return text + "\t\t</dict>\n"
    }
    let twoVariables = index % 100 == 7
    var entry = "\t<key>\(xmlEscape(key))</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n"
    if twoVariables {
      let positional = index % 200 == 7
      let reordered = positional && language.code != "en" && language.script != .latin
      let format = reordered ? "%2$#@minutes@ / %1$#@sets@" : positional ? "%1$#@sets@ / %2$#@minutes@" : "%#@sets@ / %#@minutes@"
      entry += "\t\t<string>\(format)</string>\n"
      entry += variable("sets", positional ? "%1$lld" : "%lld") + variable("minutes", positional ? "%2$lld" : "%lld")
    } else {
      entry += "\t\t<string>%#@count@</string>\n" + variable("count", "%lld")
    }
    return entry + "\t</dict>\n"
  }

  private func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }

  private func xmlEscape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
  }

  private func save(_ text: String, to path: String, utf16: Bool) throws -> Int {
    var bytes: [UInt8]
    if utf16 {
      bytes = [0xFF, 0xFE]
      for unit in text.utf16 {
        bytes.append(UInt8(unit & 0xFF))
        bytes.append(UInt8(unit >> 8))
      }
    } else {
      bytes = Array(text.utf8)
    }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return bytes.count
  }
}

/// SplitMix64: a small, fast, seedable generator, so workloads are reproducible.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
