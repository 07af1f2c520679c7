/// A name a block binds (`let x = …`, `if let x = …`, `guard let x = …`, `var x: T`), with the
/// part of the file where that binding is the one the name means: a name bound again in an
/// inner block (`if let distance = formattedDistance`) has that binding's type there only.
package struct ScopedBinding: Hashable, Sendable {
  /// The byte offset from which the binding applies.
  package var start: Int
  /// The byte offset at which it stops applying (its block's closing brace).
  package var end: Int
  /// The type written in the binding, if any.
  package var type: String?
  /// What the bound value shows of its type, when no type is written.
  package var hint: ValueHint?

  /// A binding of `start..<end` with a written `type` or a value `hint`.
  package init(start: Int, end: Int, type: String? = nil, hint: ValueHint? = nil) {
    self.start = start
    self.end = end
    self.type = type
    self.hint = hint
  }

  /// The binding of a name that applies at `offset`: the innermost (latest starting) whose
  /// range holds it.
  package static func applying(at offset: Int, in bindings: [ScopedBinding]) -> ScopedBinding? {
    var found: ScopedBinding?
    for binding in bindings where binding.start < offset && offset < binding.end {
      if found.map({ binding.start > $0.start }) ?? true { found = binding }
    }
    return found
  }
}
