/// A parameter, declared in the target's own code, whose type makes a literal argument
/// localizable (`LocalizedStringKey`, `LocalizedStringResource`, `String.LocalizationValue`):
/// `init(title: LocalizedStringKey)` makes `Row(title: "Name")` extract `Name`.
package struct KeyParameter: Hashable, Sendable {
  /// The function's name, or the type's name for an initializer.
  package var function: String
  /// The argument label (`nil` for `_`).
  package var label: String?
  /// The position among the parameters, from 0.
  package var position: Int

  /// A parameter.
  package init(function: String, label: String?, position: Int) {
    self.function = function
    self.label = label
    self.position = position
  }
}
