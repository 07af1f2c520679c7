import Foundation
import Testing

@testable import XCStringsBase
@testable import XCStringsLegacy

/// Helpers shared by the stringsdict suites.
enum StringsdictFixture {
  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

  /// A complete file: the header (3 lines), `body`, then `</plist>`. Line 4 is the body's first line.
  static func file(_ body: String) -> String { header + body + "\n</plist>\n" }

  /// Parses an XML text as `test.stringsdict`.
  static func parse(_ text: String) throws(Diagnostic) -> StringsdictTable {
    try StringsdictTable(parsing: Array(text.utf8), path: "test.stringsdict")
  }

  /// The diagnostics printed in the compiler's layout.
  static func messages(_ table: StringsdictTable) -> [String] { table.diagnostics.map(\.description) }

  /// The error thrown for `text`, printed, or `nil` when parsing succeeds.
  static func error(_ text: String) -> String? { error(bytes: Array(text.utf8)) }

  static func error(bytes: [UInt8]) -> String? {
    do {
      _ = try StringsdictTable(parsing: bytes, path: "test.stringsdict")
      return nil
    } catch {
      return error.description
    }
  }
}

/// A plain property-list tree that both our model and Foundation's objects convert to, so the
/// two readers can be compared value for value.
indirect enum PlainValue: Equatable, CustomStringConvertible {
  case string(String)
  case integer(String)
  case real(Double)
  case bool(Bool)
  case array([PlainValue])
  case dictionary([String: PlainValue])

  var description: String {
    switch self {
    case .string(let text): return "\"\(text)\""
    case .integer(let text): return text
    case .real(let value): return "\(value)"
    case .bool(let flag): return "\(flag)"
    case .array(let elements): return "[" + elements.map(\.description).joined(separator: ", ") + "]"
    case .dictionary(let members):
      return "{" + members.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
    }
  }

  /// Converts a Foundation property-list object (dates and data as our reader spells them).
  init(foundation value: Any) {
    if let text = value as? String {
      self = .string(text)
    } else if type(of: value) == Bool.self, let flag = value as? Bool {
      self = .bool(flag)
    } else if let number = value as? NSNumber {
      let type = String(cString: number.objCType)
      self = type == "d" || type == "f" ? .real(number.doubleValue) : .integer(number.stringValue)
    } else if let data = value as? Data {
      self = .string(data.base64EncodedString())
    } else if let date = value as? Date {
      self = .string(ISO8601DateFormatter().string(from: date))
    } else if let elements = value as? [Any] {
      self = .array(elements.map(PlainValue.init(foundation:)))
    } else if let members = value as? [AnyHashable: Any] {
      var result: [String: PlainValue] = [:]
      for (key, element) in members { result["\(key.base)"] = PlainValue(foundation: element) }
      self = .dictionary(result)
    } else {
      self = .string("<unsupported \(type(of: value))>")
    }
  }

  init(_ value: JSONValue) {
    switch value {
    case .string(let text): self = .string(text)
    case .number(let text):
      let digits = text.drop { $0 == "-" || $0 == "+" }
      if !digits.isEmpty, digits.allSatisfy(\.isNumber) {
        self = .integer(text)
      } else {
        self = .real(Double(text) ?? .nan)
      }
    case .bool(let flag): self = .bool(flag)
    case .null: self = .string("")
    case .array(let elements): self = .array(elements.map(PlainValue.init))
    case .object(let members): self = .dictionary(PlainValue.members(members.pairs.map { ($0.key, PlainValue($0.value)) }))
    }
  }

  init(_ rule: StringsdictRule) {
    switch rule {
    case .format(let format):
      var pairs: [(String, PlainValue)] = [("NSStringLocalizedFormatKey", .string(format.format))]
      for (name, variable) in format.variables { pairs.append((name, PlainValue(variable))) }
      for (name, value) in format.extraFields { pairs.append((name, PlainValue(value))) }
      self = .dictionary(PlainValue.members(pairs))
    case .device(let devices):
      let inner = devices.pairs.map { pair -> (String, PlainValue) in
        switch pair.value {
        case .string(let text): return (pair.key, .string(text))
        case .rule(let nested): return (pair.key, PlainValue(nested))
        }
      }
      self = .dictionary(["NSStringDeviceSpecificRuleType": .dictionary(PlainValue.members(inner))])
    case .width(let widths):
      let inner = widths.pairs.map { ($0.key, PlainValue.string($0.value)) }
      self = .dictionary(["NSStringVariableWidthRuleType": .dictionary(PlainValue.members(inner))])
    case .unrecognized(let value):
      self = PlainValue(value)
    }
  }

  init(_ variable: FormatVariable) {
    var pairs: [(String, PlainValue)] = [("NSStringFormatSpecTypeKey", .string(variable.specType))]
    if let valueType = variable.valueType { pairs.append(("NSStringFormatValueTypeKey", .string(valueType))) }
    for (category, text) in variable.forms { pairs.append((category, .string(text))) }
    for (name, value) in variable.extraFields { pairs.append((name, PlainValue(value))) }
    self = .dictionary(PlainValue.members(pairs))
  }

  /// The whole table as Foundation would see it: skipped entries included, later duplicates winning.
  init(_ table: StringsdictTable) {
    var pairs: [(String, PlainValue)] = []
    for entry in table.entries { pairs.append((entry.key, PlainValue(entry.rule))) }
    for skipped in table.skipped { pairs.append((skipped.key, PlainValue(skipped.value))) }
    self = .dictionary(PlainValue.members(pairs))
  }

  private static func members(_ pairs: [(String, PlainValue)]) -> [String: PlainValue] {
    var result: [String: PlainValue] = [:]
    for (key, value) in pairs { result[key] = value }
    return result
  }
}
