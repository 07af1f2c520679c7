/// Whether Xcode extracts the localizable strings of a target's Swift sources into its
/// catalogs when it builds (the `SWIFT_EMIT_LOC_STRINGS` build setting), as far as lint knows.
///
/// It decides what a key missing from a catalog means: with extraction on, the next build adds
/// it with state `new` and no translation; with it off, nothing adds it and it is never
/// translated. Lint learns it from the project; without one it stays ``unknown``.
package struct StringExtraction: Hashable, Sendable {
  /// `true` when the setting is `YES`, `false` when it is anything else, `nil` when unknown.
  package var isOn: Bool?
  /// Where the setting was found (`SWIFT_EMIT_LOC_STRINGS in App.xcodeproj, target App`).
  package var origin: String?

  /// Creates a value.
  package init(isOn: Bool?, origin: String? = nil) {
    self.isOn = isOn
    self.origin = origin
  }

  /// No project says.
  package static let unknown = StringExtraction(isOn: nil)

  /// How a key missing from a catalog fares, for a message: `string extraction is on (…), so
  /// Xcode adds it with state 'new' and no translation`.
  var consequence: String {
    let place = origin.map { " (\($0))" } ?? ""
    switch isOn {
    case true?: return "string extraction is on\(place), so Xcode adds it with state 'new' and no translation"
    case false?: return "string extraction is off\(place), so it is never translated"
    case nil:
      return
        "if string extraction (SWIFT_EMIT_LOC_STRINGS) is on, Xcode adds it with state 'new' and no translation; if off, it is never translated"
    }
  }
}
