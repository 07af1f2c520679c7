import Foundation

/// Reads binary property lists (`bplist00`) through Foundation into a ``PlistNode`` tree.
///
/// Binary `.stringsdict` files are rare (Xcode can compile them that way); writing a second
/// binary parser is not worth it. Foundation returns dictionaries without their file order,
/// so keys are sorted by their UTF-8 bytes to keep the result deterministic, and there are no
/// offsets: every diagnostic points at line 1.
enum BinaryPlistReader {
  /// Whether the bytes start with the binary property-list signature.
  static func isBinary(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: [0x62, 0x70, 0x6C, 0x69, 0x73, 0x74])  // "bplist"
  }

  struct Failure: Error {
    var message: String
  }

  /// The root value of a binary property list.
  static func root(_ bytes: [UInt8]) throws(Failure) -> PlistNode {
    let value: Any
    var format = PropertyListSerialization.PropertyListFormat.binary
    do {
      value = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format)
    } catch {
      throw Failure(message: "invalid binary property list")
    }
    // Foundation falls back to the OpenStep text format when the binary parse fails, which
    // would read a damaged file as one long string.
    guard format == .binary else { throw Failure(message: "invalid binary property list") }
    return try node(value, depth: 0)
  }

  private static func node(_ value: Any, depth: Int) throws(Failure) -> PlistNode {
    guard depth <= XMLPlistScanner.maximumDepth else {
      throw Failure(message: "nesting deeper than \(XMLPlistScanner.maximumDepth) levels")
    }
    if let text = value as? String { return PlistNode(kind: .string(text), offset: nil) }
    // Foundation hands booleans back as Swift `Bool`; testing the dynamic type keeps the
    // integers 0 and 1 from being taken for booleans.
    if type(of: value) == Bool.self, let flag = value as? Bool {
      return PlistNode(kind: .bool(flag), offset: nil)
    }
    if let number = value as? NSNumber {
      let type = String(cString: number.objCType)
      if type == "d" || type == "f" {
        return PlistNode(kind: .real("\(number.doubleValue)"), offset: nil)
      }
      if type == "Q" { return PlistNode(kind: .integer("\(number.uint64Value)"), offset: nil) }
      return PlistNode(kind: .integer("\(number.int64Value)"), offset: nil)
    }
    if let data = value as? Data { return PlistNode(kind: .data(data.base64EncodedString()), offset: nil) }
    if let date = value as? Date {
      let formatter = ISO8601DateFormatter()
      formatter.timeZone = TimeZone(identifier: "UTC")
      return PlistNode(kind: .date(formatter.string(from: date)), offset: nil)
    }
    if let elements = value as? [Any] {
      var nodes: [PlistNode] = []
      for element in elements { nodes.append(try node(element, depth: depth + 1)) }
      return PlistNode(kind: .array(nodes), offset: nil)
    }
    if let dictionary = value as? [AnyHashable: Any] {
      var members: [PlistNode.Member] = []
      for (key, element) in dictionary {
        guard let name = key.base as? String else { throw Failure(message: "dictionary key is not a string") }
        members.append(PlistNode.Member(key: name, keyOffset: nil, comment: nil, value: try node(element, depth: depth + 1)))
      }
      members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      return PlistNode(kind: .dictionary(members), offset: nil)
    }
    throw Failure(message: "unsupported value of type \(type(of: value)) in binary property list")
  }
}
