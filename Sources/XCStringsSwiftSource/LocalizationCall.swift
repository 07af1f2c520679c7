import XCStringsBase

/// A call in Swift source that looks up a localized string by a literal key:
/// `String(localized:)`, `NSLocalizedString`, `LocalizedStringResource`, SwiftUI's `Text`, or
/// another SwiftUI place whose literal is a `LocalizedStringKey` (`Button("Save")`).
public struct LocalizationCall: Hashable, Sendable {
  /// The API called.
  public enum Function: String, Hashable, Sendable, CaseIterable {
    /// `String(localized: "…", defaultValue:, table:, bundle:, locale:, comment:)`.
    case stringLocalized = "String(localized:)"
    /// `NSLocalizedString("…", tableName:, bundle:, value:, comment:)`.
    case nsLocalizedString = "NSLocalizedString"
    /// `LocalizedStringResource("…", defaultValue:, table:, locale:, bundle:, comment:)`.
    case localizedStringResource = "LocalizedStringResource"
    /// SwiftUI's `Text("…", tableName:, bundle:, comment:)`, whose literal is a
    /// `LocalizedStringKey`.
    case text = "Text"
    /// Any other place a literal is a `LocalizedStringKey`, which Xcode extracts and SwiftUI
    /// looks up in `Localizable`: a view's title (`Button("…")`, `Label("…", systemImage:)`,
    /// `Picker`, `Toggle`, …), a modifier's (`.navigationTitle("…")`,
    /// `.accessibilityLabel("…")`, …), and the value of a property, parameter or function
    /// declared `LocalizedStringKey`.
    case localizedStringKey = "LocalizedStringKey"

    /// Whether the literal is a SwiftUI `LocalizedStringKey` (no default value; the compiler
    /// extracts an interpolated literal with specifiers).
    package var isSwiftUI: Bool { self == .text || self == .localizedStringKey }

    /// The label of the argument that names the table.
    var tableLabel: String { self == .stringLocalized || self == .localizedStringResource ? "table" : "tableName" }

    /// The label of the argument that gives the source text, if the API has one.
    package var defaultValueLabel: String? {
      switch self {
      case .stringLocalized, .localizedStringResource: "defaultValue"
      case .nsLocalizedString: "value"
      case .text, .localizedStringKey: nil
      }
    }
  }

  /// The API called.
  public var function: Function
  /// The key looked up.
  public var key: LocalizationKey
  /// The table: `Localizable` when the call names none (or passes `nil`), `nil` when it names
  /// one by an expression other than a string literal.
  public var table: String?
  /// Whether the call passes a non-empty default value (`defaultValue:`, or `value:` of
  /// `NSLocalizedString`).
  public var hasDefaultValue: Bool
  /// The `bundle:` argument as written (`.module`, `Bundle(for: Self.self)`), if any.
  public var bundle: String?
  /// Where the key's literal starts (its opening quote, or first `#`).
  public var location: SourceLocation
  /// Whether the looked-up text is joined with other text: an operand of `+`
  /// (`String(localized: "Total: ") + price`, `Text("a") + Text("b")`), or in another
  /// literal's interpolation. Its edge spaces then show.
  package var isJoined: Bool = false

  /// Creates a call.
  package init(
    function: Function, key: LocalizationKey, table: String? = "Localizable", hasDefaultValue: Bool = false,
    bundle: String? = nil, location: SourceLocation
  ) {
    self.function = function
    self.key = key
    self.table = table
    self.hasDefaultValue = hasDefaultValue
    self.bundle = bundle
    self.location = location
  }

  /// The table a call uses when it names none.
  package static let defaultTable = "Localizable"
}
