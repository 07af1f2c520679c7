/// Large catalogs as JSON text, for the readers' parallel and mapped paths and the key locator.
public enum GeneratedCatalog {
  /// A catalog of `count` entries, each with a comment every few entries, twelve languages,
  /// escapes, non-ASCII text, an unknown field and, every tenth entry, a plural.
  public static func text(entries count: Int, seed: UInt64 = 7) -> String {
    var random = SeededGenerator(seed: seed)
    let languages = ["ar", "de", "en", "en-GB", "es", "fr", "ja", "ko", "pt-BR", "ru", "zh-HK", "zh-Hans"]
    let words = ["tab\\there", "quote \\\"x\\\"", "naïve", "日本語", "emoji 🎉", "slash /", "\\u00e9t\\u00e9", "line\\nbreak"]
    var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
    for index in 0..<count {
      if index > 0 { text += ",\n" }
      text += "    \"key.\(index).\(words[Int(random.next() % 8)])\" : {\n"
      if index % 3 == 0 { text += "      \"comment\" : \"Comment \(index)\",\n" }
      if index % 50 == 0 { text += "      \"futureField\" : [1, 2.5, null, {\"b\" : true}],\n" }
      text += "      \"localizations\" : {\n"
      for (position, language) in languages.enumerated() {
        if position > 0 { text += ",\n" }
        let value = words[Int(random.next() % 8)] + " \(index)"
        if index % 10 == 0 {
          text +=
            "        \"\(language)\" : { \"variations\" : { \"plural\" : { \"one\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld \(value)\" } }, \"other\" : { \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"%lld \(value)s\" } } } } }"
        } else {
          text += "        \"\(language)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }"
        }
      }
      text += "\n      }\n    }"
    }
    text += "\n  },\n  \"version\" : \"1.1\"\n}"
    return text
  }
}
