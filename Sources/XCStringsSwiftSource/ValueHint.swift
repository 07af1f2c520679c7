/// What the tokens of an interpolated expression tell of its type, for choosing the format
/// specifier the compiler writes (`\(count)` → `%lld` when `count` is an `Int`).
///
/// A lexer sees no types: a hint is either certain (a given `specifier:`, a literal, a
/// conversion such as `Int(x)`, a `.count`) or a name whose declaration is looked up later, in
/// the same file first and then in the rest of the target.
package indirect enum ValueHint: Hashable, Sendable {
  /// A specifier written with `specifier:` (or `format:`).
  case specifier(String)
  /// A type the expression itself shows: `Int` for `42` or `items.count`, `String` for a
  /// literal, `Double` for `1.5`, `T` for `T(…)`.
  case type(String)
  /// The last name of the expression (`model.total` → `total`), whose declared type decides.
  case name(String)
  /// The last name of a member chain on another value (`message.user?.hopsAway` →
  /// `hopsAway`): a member of some other type, which may be a Core Data attribute.
  case member(String)
  /// A member of a named value (`result.total`, `entry?.size`): the member's type in the
  /// declared type of the value, when both are known; else as ``member(_:)``.
  case memberOf(base: String, name: String)
  /// The result of calling a function of this name (`total()`, `model.sum(of: x)`).
  case call(String)
  /// A name an enum case pattern binds (`case .daysPerWeek(let n)`): the type of that
  /// associated value in the case's declaration.
  case associatedValue(AssociatedValue)
  /// The first of these hints that resolves (`a ?? 0`, `c ? a : b`, `n + 1`).
  case firstOf([ValueHint])
  /// Nothing to go on: an object, a closure, a subscript.
  case unknown
}
