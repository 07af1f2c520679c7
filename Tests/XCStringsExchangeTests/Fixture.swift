/// The catalog the exchange workflows' tests start from: one key, English and German.
enum Fixture {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "greeting" : {
          "comment" : "Shown at launch",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hallo"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hello"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """
}
