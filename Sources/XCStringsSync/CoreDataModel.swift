/// The attribute types of a Core Data model (`*.xcdatamodel/contents`), as the Swift types of
/// the properties Xcode generates for them: the only place an attribute's type is written.
enum CoreDataModel {
  /// Each attribute's Swift type, by attribute name.
  static func attributeTypes(in text: String) -> [String: [String]] {
    var types: [String: [String]] = [:]
    var rest = Substring(text)
    while let start = rest.range(of: "<attribute ") {
      // From the space before the first attribute, so that every one is found after a space.
      rest = rest[rest.index(before: start.upperBound)...]
      guard let end = rest.firstIndex(of: ">") else { break }
      let element = rest[..<end]
      if let name = value(of: "name", in: element), let type = value(of: "attributeType", in: element),
        let swift = swiftType(type)
      {
        types[name, default: []].append(swift)
      }
      rest = rest[end...]
    }
    return types
  }

  private static func value(of attribute: String, in element: Substring) -> String? {
    guard let start = element.range(of: " \(attribute)=\"") else { return nil }
    let rest = element[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<end])
  }

  /// The Swift type Xcode generates for a scalar attribute type.
  private static func swiftType(_ type: String) -> String? {
    switch type {
    case "Integer 16": "Int16"
    case "Integer 32": "Int32"
    case "Integer 64": "Int64"
    case "Double": "Double"
    case "Float": "Float"
    case "Boolean": "Bool"
    case "String": "String"
    case "Date": "Date"
    case "Decimal": "Decimal"
    default: nil
    }
  }
}
