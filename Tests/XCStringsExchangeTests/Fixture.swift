import XCStringsTestSupport

/// The catalog the exchange workflows' tests start from: one key, English and German, as Xcode
/// saves a hand-added key.
enum Fixture {
  static let catalog = catalogText(
    [(key: "greeting", comment: "Shown at launch", units: [("de", "Hallo"), ("en", "Hello")])], extractionState: nil)
}
