import Foundation

/// The immutable state of a parsed project file, shared by the file and every object view.
///
/// Objects are numbered by their position in the `objects` dictionary (their ordinal). Their
/// identifiers are the only strings built while reading; every other string is decoded from
/// its byte range when asked for.
final class ProjectStorage: @unchecked Sendable {
  // Every stored property is set once in `init`, except the line table, which `lock` guards.
  let path: String
  let bytes: [UInt8]
  let syntax: ProjectSyntax
  /// The `objects` dictionary's node.
  let objectsNode: Int32
  /// Identifiers in file order.
  let identifiers: [String]
  /// Ordinal of each identifier.
  let ordinals: [String: Int]
  /// Each object's dictionary node, by ordinal.
  let objectNodes: [Int32]
  /// Each object's class, by ordinal.
  let classes: [ProjectISA]

  private let lock = NSLock()
  private var lineTable: LineTable?

  init(
    path: String, bytes: [UInt8], syntax: ProjectSyntax, objectsNode: Int32, identifiers: [String],
    ordinals: [String: Int], objectNodes: [Int32], classes: [ProjectISA]
  ) {
    self.path = path
    self.bytes = bytes
    self.syntax = syntax
    self.objectsNode = objectsNode
    self.identifiers = identifiers
    self.ordinals = ordinals
    self.objectNodes = objectNodes
    self.classes = classes
  }

  /// The line and column of a byte offset; the table is built on the first call.
  func location(ofOffset offset: Int) -> SourceLocation {
    lock.lock()
    defer { lock.unlock() }
    if lineTable == nil { lineTable = LineTable(utf8: bytes) }
    return lineTable!.location(ofOffset: offset, path: path)
  }

  // MARK: - Reading nodes

  @inline(__always)
  func node(_ index: Int32) -> ProjectSyntax.Node { syntax.nodes[Int(index)] }

  /// The text of a string node; `nil` for a container or data.
  func string(_ index: Int32) -> String? {
    let item = node(index)
    guard item.isString else { return nil }
    return bytes.withUnsafeBufferPointer { ProjectText.string(of: item, in: $0) }
  }

  /// Whether a node is a string whose text is `literal`.
  func node(_ index: Int32, equals literal: String) -> Bool {
    let item = node(index)
    guard item.isString else { return false }
    return bytes.withUnsafeBufferPointer { ProjectText.equals(item, literal, in: $0) }
  }

  /// The entry of `key` in a dictionary node, if there is one.
  func entry(_ key: String, in dictionary: Int32) -> ProjectSyntax.Entry? {
    guard node(dictionary).kind == .dictionary else { return nil }
    for index in syntax.entries(of: dictionary) where node(syntax.entries[index].key, equals: key) {
      return syntax.entries[index]
    }
    return nil
  }

  /// The value node of `key` in a dictionary node.
  func value(_ key: String, in dictionary: Int32) -> Int32? { entry(key, in: dictionary)?.value }

  /// The strings of an array node (ids in `children` or `files`); other elements are skipped.
  func strings(inArray array: Int32) -> [String] {
    guard node(array).kind == .array else { return [] }
    return syntax.entries(of: array).compactMap { string(syntax.entries[$0].value) }
  }

  /// The node as a value tree.
  func value(of index: Int32) -> ProjectValue {
    let item = node(index)
    switch item.kind {
    case .word, .quoted, .escaped:
      return .string(string(index) ?? "")
    case .data:
      return .data(Self.dataBytes(bytes[Int(item.start + 1)..<Int(item.end - 1)]))
    case .array:
      return .array(syntax.entries(of: index).map { value(of: syntax.entries[$0].value) })
    case .dictionary:
      var list = KeyedList<ProjectValue>()
      for entry in syntax.entries(of: index) {
        list[string(syntax.entries[entry].key) ?? ""] = value(of: syntax.entries[entry].value)
      }
      return .dictionary(list)
    }
  }

  private static func dataBytes(_ text: ArraySlice<UInt8>) -> [UInt8] {
    var result: [UInt8] = []
    var high: UInt8?
    for byte in text {
      let nibble: UInt8
      switch byte {
      case 0x30...0x39: nibble = byte - 0x30
      case 0x41...0x46: nibble = byte - 0x41 + 10
      case 0x61...0x66: nibble = byte - 0x61 + 10
      default: continue
      }
      if let value = high {
        result.append(value << 4 | nibble)
        high = nil
      } else {
        high = nibble
      }
    }
    return result
  }
}
