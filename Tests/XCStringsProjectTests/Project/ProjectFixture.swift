import Foundation

/// A project model written out the way Xcode writes `project.pbxproj`, for generated tests.
///
/// It is a writer of its own, independent of the library's editor: a test builds the model
/// before a migration, writes it, lets the planner edit the text, applies the rules to the
/// model by hand, writes that, and compares bytes.
struct ProjectFixture {
  enum Value {
    case text(String)
    case reference(String)
    case references([String])
    case texts([String])
    case settings([(String, String)])
  }

  struct Object {
    var id: String
    var isa: String
    var comment: String
    var fields: [(key: String, value: Value)]

    subscript(key: String) -> Value? {
      get { fields.first { $0.key == key }?.value }
      set {
        if let index = fields.firstIndex(where: { $0.key == key }) {
          if let newValue { fields[index].value = newValue } else { fields.remove(at: index) }
        } else if let newValue {
          fields.append((key, newValue))
        }
      }
    }
  }

  var objects: [String: Object] = [:]
  var objectVersion = 56
  var rootObject = ""
  var newline = "\n"
  private var serial: UInt64

  init(seed: UInt64) { serial = seed & 0xFFFF_FFFF_0000 }

  mutating func makeID() -> String {
    serial += 1
    let digits = String(serial, radix: 16, uppercase: true)
    return String(repeating: "0", count: 24 - digits.count) + digits
  }

  @discardableResult
  mutating func add(_ isa: String, _ comment: String, _ fields: [(String, Value)], id: String? = nil) -> String {
    let id = id ?? makeID()
    objects[id] = Object(id: id, isa: isa, comment: comment, fields: fields.map { (key: $0.0, value: $0.1) })
    return id
  }

  func comment(of id: String) -> String { objects[id]?.comment ?? "" }

  // MARK: - Writing

  static func literal(_ value: String) -> String {
    let bare =
      !value.isEmpty
      && value.unicodeScalars.allSatisfy { scalar in
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
          || scalar == "_" || scalar == "$" || scalar == "." || scalar == "/"
      }
    if bare { return value }
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  private func reference(_ id: String) -> String {
    let comment = comment(of: id)
    return comment.isEmpty ? Self.literal(id) : "\(Self.literal(id)) /* \(comment) */"
  }

  private func sortedFields(_ object: Object) -> [(key: String, value: Value)] {
    object.fields.filter { $0.key != "isa" }.sorted { $0.key < $1.key }
  }

  func text() -> String {
    let n = newline
    var out =
      "// !$*UTF8*$!\(n){\(n)\tarchiveVersion = 1;\(n)\tclasses = {\(n)\t};\(n)\tobjectVersion = \(objectVersion);\(n)\tobjects = {\(n)"
    let sections = Dictionary(grouping: objects.values, by: \.isa)
    for isa in sections.keys.sorted() {
      out += "\(n)/* Begin \(isa) section */\(n)"
      for object in sections[isa]!.sorted(by: { $0.id < $1.id }) { out += write(object) }
      out += "/* End \(isa) section */\(n)"
    }
    out += "\t};\(n)\trootObject = \(reference(rootObject));\(n)}\(n)"
    return out
  }

  private func write(_ object: Object) -> String {
    let n = newline
    let head = "\t\t\(reference(object.id)) = {"
    if object.isa == "PBXBuildFile" || object.isa == "PBXFileReference" {
      var line = head + "isa = \(object.isa); "
      for (key, value) in sortedFields(object) { line += "\(key) = \(inline(value)); " }
      return line + "};" + n
    }
    var out = head + n + "\t\t\tisa = \(object.isa);" + n
    for (key, value) in sortedFields(object) {
      switch value {
      case .references(let ids):
        out += "\t\t\t\(key) = (\(n)" + ids.map { "\t\t\t\t\(reference($0)),\(n)" }.joined() + "\t\t\t);\(n)"
      case .texts(let values):
        out += "\t\t\t\(key) = (\(n)" + values.map { "\t\t\t\t\(Self.literal($0)),\(n)" }.joined() + "\t\t\t);\(n)"
      case .settings(let settings):
        out += "\t\t\t\(key) = {\(n)"
        for (name, value) in settings.sorted(by: { $0.0 < $1.0 }) {
          out += "\t\t\t\t\(Self.literal(name)) = \(Self.literal(value));\(n)"
        }
        out += "\t\t\t};\(n)"
      default:
        out += "\t\t\t\(key) = \(inline(value));\(n)"
      }
    }
    return out + "\t\t};" + n
  }

  private func inline(_ value: Value) -> String {
    switch value {
    case .text(let text): Self.literal(text)
    case .reference(let id): reference(id)
    case .references(let ids): "(" + ids.map { reference($0) + ", " }.joined() + ")"
    case .texts(let values): "(" + values.map { Self.literal($0) + ", " }.joined() + ")"
    case .settings(let settings): "{" + settings.map { "\(Self.literal($0.0)) = \(Self.literal($0.1)); " }.joined() + "}"
    }
  }

  // MARK: - Editing the model

  mutating func remove(_ id: String) {
    objects[id] = nil
    for key in objects.keys {
      for index in objects[key]!.fields.indices {
        if case .references(let ids) = objects[key]!.fields[index].value, ids.contains(id) {
          objects[key]!.fields[index].value = .references(ids.filter { $0 != id })
        }
      }
    }
  }

  func references(_ key: String, of id: String) -> [String] {
    if case .references(let ids)? = objects[id]?[key] { return ids }
    return []
  }

  mutating func setReferences(_ key: String, of id: String, _ ids: [String]) { objects[id]?[key] = .references(ids) }
}
