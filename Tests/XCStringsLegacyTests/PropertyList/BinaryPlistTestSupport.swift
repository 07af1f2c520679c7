import Foundation

@testable import XCStringsBase
@testable import XCStringsLegacy

/// Builds binary property lists byte by byte, for layouts Foundation's writer never makes
/// (stored key order, shared containers, cycles, damaged trailers).
struct BinaryPlistBuilder {
  /// The encoded objects, in offset-table order; references are indices into this list.
  var objects: [[UInt8]]
  var offsetSize: UInt8 = 1
  var referenceSize: UInt8 = 1
  var topObject: UInt64 = 0
  /// Replaces the object count written in the trailer.
  var objectCount: UInt64?
  /// Replaces the offset-table position written in the trailer.
  var tableOffset: UInt64?
  /// Replaces single entries of the offset table: object index → offset.
  var offsets: [Int: UInt64] = [:]

  init(_ objects: [[UInt8]]) { self.objects = objects }

  /// The file: header, objects, offset table, trailer.
  var bytes: [UInt8] {
    var out = Array("bplist00".utf8)
    var table: [UInt64] = []
    for object in objects {
      table.append(UInt64(out.count))
      out += object
    }
    let tablePosition = UInt64(out.count)
    for (index, offset) in table.enumerated() {
      out += Self.bigEndian(offsets[index] ?? offset, Int(offsetSize))
    }
    out += [0, 0, 0, 0, 0, 0, offsetSize, referenceSize]
    out += Self.bigEndian(objectCount ?? UInt64(objects.count), 8) + Self.bigEndian(topObject, 8)
    out += Self.bigEndian(tableOffset ?? tablePosition, 8)
    return out
  }

  static func bigEndian(_ value: UInt64, _ size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
  }

  // MARK: - Objects (one-byte references)

  /// A marker with a count: in the low nibble below 15, else nibble 0xF and an integer object.
  static func counted(_ high: UInt8, _ count: Int) -> [UInt8] {
    count < 15 ? [high << 4 | UInt8(count)] : [high << 4 | 0x0F, 0x13] + bigEndian(UInt64(count), 8)
  }

  static func ascii(_ text: String) -> [UInt8] { counted(0x5, text.utf8.count) + Array(text.utf8) }

  static func utf16(_ units: [UInt16]) -> [UInt8] {
    counted(0x6, units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
  }

  static func array(_ references: [UInt8]) -> [UInt8] { counted(0xA, references.count) + references }

  static func dictionary(keys: [UInt8], values: [UInt8]) -> [UInt8] {
    counted(0xD, keys.count) + keys + values
  }

  static func integer(_ value: Int64) -> [UInt8] { [0x13] + bigEndian(UInt64(bitPattern: value), 8) }
}

/// A compact rendering of a node tree in stored order, for exact comparisons:
/// `{k: "v", n: [1, real 2.5, true, date 2001-01-01T00:00:00Z, data AA==]}`.
func render(_ node: PlistNode) -> String {
  switch node.kind {
  case .string(let text): "\"\(text)\""
  case .integer(let text): text
  case .real(let text): "real \(text)"
  case .bool(let value): "\(value)"
  case .date(let text): "date \(text)"
  case .data(let text): "data \(text)"
  case .array(let elements): "[" + elements.map(render).joined(separator: ", ") + "]"
  case .dictionary(let members):
    "{" + members.map { "\($0.key): \(render($0.value))" }.joined(separator: ", ") + "}"
  }
}

/// `value` written by Foundation's binary writer (the reference for valid files; writing is not
/// what leaked), read back by the reader and rendered.
func renderWrittenByFoundation(_ value: Any) throws -> String {
  let bytes = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
  return render(try BinaryPlistReader.root(Array(bytes)))
}

/// The message of the reader's failure for `bytes`, or `nil` when they are read.
func binaryPlistError(_ bytes: [UInt8]) -> String? {
  do {
    _ = try BinaryPlistReader.root(bytes)
    return nil
  } catch {
    return error.message
  }
}
