/// The declared types a file gives names, as far as its tokens show them: `let total: Int`,
/// a parameter `count: Int32`, `var name = "x"`, `func sum() -> Double`; and the parameters of
/// its functions and initializers that take a localizable type.
///
/// Sync reads them to choose an interpolation's specifier by type without a type checker.
package struct SwiftDeclarations: Equatable, Sendable {
  /// Each name's declared types, in source order (a name may be declared more than once).
  package var types: [String: [String]] = [:]
  /// The stored and computed properties each type declares in its own body, with their
  /// declared types: `result.total` takes the type `total` has in the type of `result`.
  package var members: [String: [String: [String]]] = [:]
  /// Each function's result type.
  package var results: [String: [String]] = [:]
  /// The parameters typed `LocalizedStringKey`, `LocalizedStringResource` or
  /// `String.LocalizationValue`.
  package var keyParameters: [KeyParameter] = []
  /// The variables and properties declared with a localizable type, to which a literal
  /// assigned (`title = "Done"`) is extracted.
  package var localizableNames: Set<String> = []
  /// The declared types of each enum case's associated values (`case ratio(Int, Double)`).
  package var associatedTypes: [AssociatedValue: [String]] = [:]
  /// What the value of `let name = …` shows of its type, for names declared without one.
  package var valueHints: [String: [ValueHint]] = [:]
  /// The file's bindings of each name with where each applies (byte offsets of this file
  /// only, so never merged with another file's).
  package var scopedBindings: [String: [ScopedBinding]] = [:]

  /// No declarations.
  package init() {}

  /// Adds another file's declarations after these (not its scoped bindings, whose offsets
  /// are its own).
  package mutating func merge(_ other: SwiftDeclarations) {
    for (name, list) in other.types { types[name, default: []] += list }
    for (name, list) in other.results { results[name, default: []] += list }
    for (type, declared) in other.members {
      for (name, list) in declared { members[type, default: [:]][name, default: []] += list }
    }
    keyParameters += other.keyParameters
    localizableNames.formUnion(other.localizableNames)
    for (name, list) in other.valueHints { valueHints[name, default: []] += list }
    for (value, list) in other.associatedTypes { associatedTypes[value, default: []] += list }
  }
}
