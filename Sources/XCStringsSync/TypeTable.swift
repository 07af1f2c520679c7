import XCStringsSwiftSource

/// The declared types sync looks an interpolated name up in, nearest first: the file, the
/// target's other files, its Core Data models, then the rest of the tree (other modules).
///
/// A name's type over many declarations is chosen once, when the table is made (the type
/// most of them agree on), so that a lookup costs one hash.
struct TypeTable: Sendable {
  /// The target's names and function results, each with its chosen type.
  private var targetTypes: [String: String] = [:]
  private var targetResults: [String: String] = [:]
  private var targetValues: [String: ValueHint] = [:]
  /// The Core Data attributes' Swift types, by attribute name.
  private var coreData: [String: String] = [:]
  /// The target's and the other modules' members of each type, each with its chosen type.
  private var targetMembers: [String: [String: String]] = [:]
  private var otherMembers: [String: [String: String]] = [:]
  /// The target's and the other modules' properties by name alone, over every type that
  /// declares one: a member of a value whose type is unknown.
  private var targetAnyMember: [String: String] = [:]
  private var otherAnyMember: [String: String] = [:]
  /// The property names the target's types declare with different types.
  private var targetAmbiguous: Set<String> = []
  /// The other modules' names and function results.
  private var otherTypes: [String: String] = [:]
  private var otherResults: [String: String] = [:]
  /// The enum cases' associated value types, the target's before the other modules'.
  private var targetAssociated: [AssociatedValue: String] = [:]
  private var otherAssociated: [AssociatedValue: String] = [:]

  /// An empty table.
  init() {}

  /// A table over a target's declarations, its Core Data attributes and everything else.
  init(target: SwiftDeclarations, coreData: [String: [String]], others: SwiftDeclarations) {
    targetTypes = target.types.compactMapValues(Self.pick)
    targetResults = target.results.compactMapValues(Self.pick)
    targetValues = target.valueHints.compactMapValues(\.first)
    self.coreData = coreData.compactMapValues(Self.pick)
    otherTypes = others.types.compactMapValues(Self.pick)
    otherResults = others.results.compactMapValues(Self.pick)
    targetMembers = target.members.mapValues { $0.compactMapValues(Self.pick) }
    otherMembers = others.members.mapValues { $0.compactMapValues(Self.pick) }
    (targetAnyMember, targetAmbiguous) = Self.byName(target.members)
    otherAnyMember = Self.byName(others.members).types
    targetAssociated = target.associatedTypes.compactMapValues(Self.pick)
    otherAssociated = others.associatedTypes.compactMapValues(Self.pick)
  }

  /// The type of a hint, looked up in `file` first; `nil` when nothing tells. At `offset`
  /// (a byte offset of the file), a name the file binds again there takes that binding's
  /// type when it shows one.
  func type(of hint: ValueHint, in file: SwiftDeclarations, at offset: Int? = nil, depth: Int = 0) -> String? {
    guard depth < 8 else { return nil }
    switch hint {
    case .specifier: return nil
    case .type(let name): return name
    case .name(let name):
      if let offset, let bindings = file.scopedBindings[name],
        let binding = ScopedBinding.applying(at: offset, in: bindings)
      {
        if let type = binding.type { return type }
        // `if let ratio = ratio`: the value is read where the binding starts. A binding whose
        // value shows no type still hides every other declaration of the name: a property of
        // another type named alike tells nothing about it.
        return binding.hint.flatMap { type(of: $0, in: file, at: binding.start, depth: depth + 1) }
      }
      if let found = Self.pick(file.types[name]) { return found }
      if let value = file.valueHints[name]?.first, let found = type(of: value, in: file, depth: depth + 1) { return found }
      if let found = targetTypes[name] { return found }
      if let value = targetValues[name], let found = type(of: value, in: file, depth: depth + 1) { return found }
      return coreData[name] ?? otherTypes[name]
    case .member(let name):
      // A member of another value: an entity's attribute (its type only in the Core Data
      // model) before a property of that name some type declares. Never a parameter or a
      // local: `components.day` is no `day: Date` parameter of another function.
      // Types that declare the name with different types leave it unknown: which one the
      // value is cannot be told.
      if let found = coreData[name] { return found }
      var inFile: [String] = []
      for declared in file.members.values { if let types = declared[name] { inFile += types } }
      if let first = inFile.first { return inFile.allSatisfy { $0 == first } ? first : nil }
      if let found = targetAnyMember[name] { return found }
      return targetAmbiguous.contains(name) ? nil : otherAnyMember[name]
    case .memberOf(let base, let name):
      // The member's type in the value's declared type (`result: Entry` → `Entry.total`), or
      // in the type itself when the base names one (`Locations.sats`).
      let baseType =
        type(of: .name(base), in: file, at: offset, depth: depth + 1)
        ?? (base.utf8.first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } == true ? base : nil)
      if let baseType,
        let found = Self.pick(file.members[baseType]?[name]) ?? targetMembers[baseType]?[name]
          ?? otherMembers[baseType]?[name]
      {
        return found
      }
      return type(of: .member(name), in: file, at: offset, depth: depth + 1)
    case .call(let name):
      return Self.pick(file.results[name]) ?? targetResults[name] ?? otherResults[name]
    case .associatedValue(let value):
      return Self.pick(file.associatedTypes[value]) ?? targetAssociated[value] ?? otherAssociated[value]
    case .firstOf(let hints):
      for hint in hints { if let found = type(of: hint, in: file, at: offset, depth: depth + 1) { return found } }
      return nil
    case .unknown: return nil
    }
  }

  /// The given specifier of a hint, if it names one.
  static func givenSpecifier(_ hint: ValueHint) -> String? {
    if case .specifier(let given) = hint { return given }
    return nil
  }

  /// Each property name's type where every type that declares it agrees, and the names
  /// they disagree on.
  static func byName(_ members: [String: [String: [String]]]) -> (types: [String: String], ambiguous: Set<String>) {
    var agreed: [String: String] = [:]
    var ambiguous: Set<String> = []
    for declared in members.values {
      for (name, types) in declared {
        for type in types where !ambiguous.contains(name) {
          if let seen = agreed[name], seen != type {
            agreed[name] = nil
            ambiguous.insert(name)
          } else {
            agreed[name] = type
          }
        }
      }
    }
    return (agreed, ambiguous)
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
