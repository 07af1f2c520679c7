import Foundation

/// Writes a deterministic app project of Swift sources and one catalog, for timing `lint` on
/// a codebase rather than on a large catalog.
///
/// `App/Localizable.xcstrings` (`en` source, `de` and `ja`) holds the keys the sources use,
/// about 5,000.
/// The sources are spread over folders of 50 files (`App/Feature017/Screen042.swift`), each a
/// SwiftUI view of about 200 lines: doc and block comments (some quoting calls), properties,
/// computed strings, string literals of every form (escapes, raw, multi-line, interpolations
/// nested in interpolations) and about twenty localization calls (`Text`,
/// `String(localized:)`, `NSLocalizedString`, `LocalizedStringResource`, with tables, default
/// values and interpolated keys). About one call in a hundred uses a key the catalog lacks,
/// so the run also reports findings. The same seed always gives the same bytes.
struct SourceWorkloadGenerator {
  var random: SplitMix64
  let files: Int
  /// Keys of the catalog, in the order they were made.
  private(set) var keys: [String] = []

  init(files: Int, seed: UInt64 = 7) {
    self.files = files
    random = SplitMix64(seed: seed)
  }

  /// Writes the project under `folder` and returns the bytes written.
  mutating func write(to folder: String) throws -> Int {
    var bytes = 0
    let app = folder + "/App"
    for index in 0..<files {
      let feature = app + String(format: "/Feature%03d", index / 50)
      if index % 50 == 0 { try FileManager.default.createDirectory(atPath: feature, withIntermediateDirectories: true) }
      let text = sourceFile(index)
      try text.write(toFile: feature + String(format: "/Screen%03d.swift", index % 50), atomically: false, encoding: .utf8)
      bytes += text.utf8.count
    }
    let catalog = catalogText()
    try catalog.write(toFile: app + "/Localizable.xcstrings", atomically: false, encoding: .utf8)
    return bytes + catalog.utf8.count
  }

  private static let words = [
    "account", "profile", "settings", "order", "cart", "photo", "album", "message", "friend", "event", "ticket",
    "review", "payment", "address", "delivery", "coupon", "history", "search", "filter", "playlist",
  ]

  private mutating func word() -> String { Self.words[Int(random.next() % UInt64(Self.words.count))] }

  /// A key of the catalog, drawn from a pool of ``keyPool`` keys of each kind (screens share
  /// keys, as in an app), or now and then one it lacks.
  private mutating func key(_ sentence: Bool) -> String {
    let number = Int(random.next() % UInt64(Self.keyPool))
    let first = Self.words[number % Self.words.count]
    let second = Self.words[(number / Self.words.count) % Self.words.count]
    let made = sentence ? "\(first.capitalized) \(second) \(number)" : "\(first).\(second).title\(number)"
    if random.next() % 100 == 0 { return made + " (missing)" }
    if used.insert(made).inserted { keys.append(made) }
    return made
  }

  /// Distinct keys of each kind (sentence, identifier): 5,000 keys in all.
  static let keyPool = 2500
  private var used = Set<String>()

  private mutating func sourceFile(_ index: Int) -> String {
    var lines: [String] = [
      "import SwiftUI", "",
      "/// Screen \(index): shows the \(word())s of the current \(word()).",
      "///",
      "/// Uses `Text(\"…\")` for labels; see `String(localized:)` in the /* docs */.",
      "struct Screen\(index)View: View {",
      "  @State private var count = \(index % 7)",
      "  @State private var name = \"\(word())\"",
      "  var items: [String] = [\"a\", \"b\\tc\", #\"raw \\(not) \"quoted\"\"#]",
      "",
    ]
    for block in 0..<10 {
      let sentenceKey = key(true)
      let identifierKey = key(false)
      lines += [
        "  /* Block \(block): Text(\"not a call\") /* nested */ */",
        "  var label\(block): String {",
        "    // NSLocalizedString(\"commented\", comment: \"\")",
        "    let prefix = \"\\(name.uppercased()) — \\(items.count) \\(items.map { \"\\($0)!\" }.joined())\"",
        "    return prefix + String(localized: \"\(identifierKey)\", defaultValue: \"\(word().capitalized)\", table: \"Localizable\")",
        "  }",
        "",
        "  var text\(block): some View {",
        "    VStack(alignment: .leading, spacing: \(block)) {",
        "      Text(\"\(sentenceKey)\")",
        "      Text(\"Total: \\(count) \\(name)\", comment: \"A summary line\")",
        "      Button(NSLocalizedString(\"\(key(false))\", value: \"\(word().capitalized)\", comment: \"\")) { count += 1 }",
        "    }",
        "  }",
        "",
      ]
    }
    lines += [
      "  var body: some View {",
      "    let help = \"\"\"",
      "      Tap \"Edit\" to change \\(name).",
      "        Indented line with a \\\\ backslash.",
      "      \"\"\"",
      "    let resource = LocalizedStringResource(\"\(key(true))\", defaultValue: \"\(word())\")",
      "    return ScrollView {",
      "      text0",
      "      Text(help)",
      "      Text(resource)",
      "    }",
      "  }",
      "}",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The catalog of every key made, in Xcode's layout.
  private func catalogText() -> String {
    var entries: [String] = []
    for key in keys.sorted() {
      let value = key.contains(".") ? key.split(separator: ".").first.map(String.init)?.capitalized ?? key : key
      entries.append(
        """
            "\(key)" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "\(value) (de)" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "\(value)" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "\(value)（日本語）" } }
              }
            }
        """)
    }
    for summary in ["Total: %lld %@"] {
      entries.append(
        """
            "\(summary)" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Summe: %lld %@" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "\(summary)" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "合計：%lld %@" } }
              }
            }
        """)
    }
    return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n")
      + "\n  },\n  \"version\" : \"1.0\"\n}"
  }
}
