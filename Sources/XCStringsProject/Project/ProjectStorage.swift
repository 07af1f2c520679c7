import Foundation
import XCStringsBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The immutable state of a parsed project file, shared by the file and every object view.
///
/// Objects are numbered by their position in the `objects` dictionary (their ordinal). Their
/// identifiers are the only strings built while reading; every other string is decoded from
/// its byte range when asked for.
package final class ProjectStorage: @unchecked Sendable {
  // Every stored property is set once in `init`, except the line table, which `lock` guards.
  package let path: String
  /// The file's text; kept alive by ``text``.
  package let buffer: UnsafeBufferPointer<UInt8>
  package let text: ProjectBytes
  package let syntax: ProjectSyntax
  /// The `objects` dictionary's node.
  package let objectsNode: Int32
  /// The index of the `objects` dictionary's first entry: object `n` is entry `firstObject + n`.
  package let firstObject: Int
  /// The number of objects.
  package let count: Int
  /// Identifier bytes to ordinal.
  package let index: ProjectIdentifierIndex
  /// Each object's class, as an index into ``classNames``.
  package let classIndex: [UInt16]
  /// The distinct classes, in order of first appearance.
  package let classNames: [ProjectISA]

  private let lock = NSLock()
  private var lineTable: LineTable?

  package init(
    path: String, text: ProjectBytes, syntax: ProjectSyntax, objectsNode: Int32, index: ProjectIdentifierIndex,
    classIndex: [UInt16], classNames: [ProjectISA]
  ) {
    self.path = path
    self.text = text
    buffer = text.buffer
    self.syntax = syntax
    self.objectsNode = objectsNode
    firstObject = Int(syntax.nodes[Int(objectsNode)].firstEntry)
    count = Int(syntax.nodes[Int(objectsNode)].entryCount)
    self.index = index
    self.classIndex = classIndex
    self.classNames = classNames
  }

  /// The line and column of a byte offset; the table is built on the first call.
  package func location(ofOffset offset: Int) -> SourceLocation {
    lock.lock()
    defer { lock.unlock() }
    if lineTable == nil { lineTable = LineTable(utf8: text.array) }
    return lineTable!.location(ofOffset: offset, path: path)
  }

  // MARK: - Objects

  /// The identifier node of an object.
  @inline(__always)
  package func keyNode(_ ordinal: Int) -> Int32 { syntax.entries[firstObject + ordinal].key }

  /// The dictionary node of an object.
  @inline(__always)
  package func objectNode(_ ordinal: Int) -> Int32 { syntax.entries[firstObject + ordinal].value }

  /// An object's class.
  @inline(__always)
  package func isa(_ ordinal: Int) -> ProjectISA { classNames[Int(classIndex[ordinal])] }

  /// An object's identifier.
  package func identifier(_ ordinal: Int) -> String {
    index.identifier(ordinal, in: buffer)
  }

  /// Whether an object's identifier sorts after `id` in plain string order (compared as
  /// bytes, which for UTF-8 is the order of scalars), without building the identifier.
  package func identifier(_ ordinal: Int, sortsAfter id: String) -> Bool {
    let key = node(keyNode(ordinal))
    guard let range = ProjectText.plainRange(of: key) else { return identifier(ordinal) > id }
    var id = id
    return id.withUTF8 { other in
      let common = min(range.count, other.count)
      let order = common == 0 ? 0 : memcmp(buffer.baseAddress! + range.lowerBound, other.baseAddress!, common)
      return order != 0 ? order > 0 : range.count > other.count
    }
  }

  /// The ordinal of the object with an identifier.
  package func ordinal(of id: String) -> Int? {
    var id = id
    return id.withUTF8 { text in index.find(text, in: buffer) }
  }

  /// The ordinal of the object a string node names.
  package func ordinal(named node: Int32) -> Int? {
    index.find(syntax.nodes[Int(node)], in: buffer)
  }

  /// The ordinals of the objects an array node names, in order (elements naming no object are skipped).
  package func ordinals(inArray array: Int32) -> [Int] {
    guard node(array).kind == .array else { return [] }
    return syntax.entries(of: array).compactMap { index.find(syntax.nodes[Int(syntax.entries[$0].value)], in: buffer) }
  }

  /// The ordinal of the object named by the string at `key` of an object.
  package func reference(_ key: String, of ordinal: Int) -> Int? {
    value(key, in: objectNode(ordinal)).flatMap { self.ordinal(named: $0) }
  }

  /// The ordinals named by the array at `key` of an object.
  package func references(_ key: String, of ordinal: Int) -> [Int] {
    value(key, in: objectNode(ordinal)).map(ordinals(inArray:)) ?? []
  }

  /// Whether the string at `key` of an object ends with `suffix`, checked on its bytes.
  package func string(_ key: String, of ordinal: Int, hasSuffix suffix: String) -> Bool {
    guard let value = value(key, in: objectNode(ordinal)) else { return false }
    let item = node(value)
    guard let range = ProjectText.plainRange(of: item) else { return string(value)?.hasSuffix(suffix) ?? false }
    var suffix = suffix
    return suffix.withUTF8 { tail in
      guard tail.count <= range.count else { return false }
      return memcmp(buffer.baseAddress! + range.upperBound - tail.count, tail.baseAddress!, tail.count) == 0
    }
  }

  // MARK: - Reading nodes

  @inline(__always)
  package func node(_ index: Int32) -> ProjectSyntax.Node { syntax.nodes[Int(index)] }

  /// The text of a string node; `nil` for a container or data.
  package func string(_ index: Int32) -> String? {
    let item = node(index)
    guard item.isString else { return nil }
    return ProjectText.string(of: item, in: buffer)
  }

  /// Whether a node is a string whose text is `literal`.
  package func node(_ index: Int32, equals literal: String) -> Bool {
    let item = node(index)
    guard item.isString else { return false }
    return ProjectText.equals(item, literal, in: buffer)
  }

  /// The entry of `key` in a dictionary node, if there is one.
  package func entry(_ key: String, in dictionary: Int32) -> ProjectSyntax.Entry? {
    guard node(dictionary).kind == .dictionary else { return nil }
    for index in syntax.entries(of: dictionary) where node(syntax.entries[index].key, equals: key) {
      return syntax.entries[index]
    }
    return nil
  }

  /// The value node of `key` in a dictionary node.
  package func value(_ key: String, in dictionary: Int32) -> Int32? { entry(key, in: dictionary)?.value }

  /// The strings of an array node (ids in `children` or `files`); other elements are skipped.
  package func strings(inArray array: Int32) -> [String] {
    guard node(array).kind == .array else { return [] }
    return syntax.entries(of: array).compactMap { string(syntax.entries[$0].value) }
  }

  /// The node as a value tree.
  package func value(of index: Int32) -> ProjectValue {
    let item = node(index)
    switch item.kind {
    case .word, .quoted, .escaped:
      return .string(string(index) ?? "")
    case .data:
      return .data(Self.dataBytes(buffer[Int(item.start + 1)..<Int(item.end - 1)]))
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

  private static func dataBytes(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> [UInt8] {
    var result: [UInt8] = []
    var high: UInt8?
    for byte in text {
      guard let nibble = HexDigit.value(byte) else { continue }
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
