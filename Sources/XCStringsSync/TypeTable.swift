import XCStringsSwiftSource

/// The declared types sync looks an interpolated name up in, nearest first: the file, the
/// target's other files, its Core Data models, then the rest of the tree (other modules).
struct TypeTable: Sendable {
  /// The target's Swift declarations, every file's merged.
  var target = SwiftDeclarations()
  /// The Core Data attributes' Swift types, by attribute name.
  var coreData: [String: [String]] = [:]
  /// Declarations of the tree's other modules.
  var others = SwiftDeclarations()

  /// The type of a hint, looked up in `file` first; `nil` when nothing tells.
  func type(of hint: ValueHint, in file: SwiftDeclarations, depth: Int = 0) -> String? {
    guard depth < 8 else { return nil }
    switch hint {
    case .specifier: return nil
    case .type(let name): return name
    case .name(let name):
      if let found = Self.pick(file.types[name]) { return found }
      if let value = file.valueHints[name]?.first, let found = type(of: value, in: file, depth: depth + 1) { return found }
      if let found = Self.pick(target.types[name]) { return found }
      if let value = target.valueHints[name]?.first, let found = type(of: value, in: file, depth: depth + 1) { return found }
      return Self.pick(coreData[name]) ?? Self.pick(others.types[name])
    case .call(let name):
      return Self.pick(file.results[name]) ?? Self.pick(target.results[name]) ?? Self.pick(others.results[name])
    case .firstOf(let hints):
      for hint in hints { if let found = type(of: hint, in: file, depth: depth + 1) { return found } }
      return nil
    case .unknown: return nil
    }
  }

  /// The given specifier of a hint, if it (or the first of its alternatives) names one.
  static func givenSpecifier(_ hint: ValueHint) -> String? {
    if case .specifier(let given) = hint { return given }
    return nil
  }

  /// The type most declarations of a name agree on (the first on a tie).
  static func pick(_ types: [String]?) -> String? {
    guard let types, let first = types.first else { return nil }
    if types.count == 1 { return first }
    var counts: [String: Int] = [:]
    for type in types { counts[type, default: 0] += 1 }
    var best = first
    for type in types where counts[type]! > counts[best]! { best = type }
    return best
  }

  /// The specifier the compiler writes for a value of a type: `%lld` for `Int`, `%lf` for
  /// `Double`, `%@` for a string or any object.
  static func specifier(forType type: String) -> String {
    switch type {
    case "Int", "Int64": "%lld"
    case "Int8", "Int16", "Int32": "%d"
    case "UInt", "UInt64": "%llu"
    case "UInt8", "UInt16", "UInt32": "%u"
    case "Float", "Float32": "%f"
    case "Double", "CGFloat", "TimeInterval", "Float64": "%lf"
    default: "%@"
    }
  }
}
