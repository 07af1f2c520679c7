import XCStringsBase

/// Reads binary property lists (`bplist00`) into a ``PlistNode`` tree, without Foundation.
///
/// Foundation's parser leaks an error object for every malformed file (see Fuzz/RESULTS.md),
/// and these bytes come from untrusted project files, so the format is read here, with every
/// offset, reference and count checked against the file before it is used.
///
/// Layout: the 8-byte header `bplist00`; the objects; a table of object offsets; and a 32-byte
/// trailer (5 unused bytes, a sort version, the width of an offset, the width of an object
/// reference, then the object count, the top object's index and the offset table's position,
/// each a big-endian 64-bit integer). Containers hold references (indices into the offset
/// table), so one object can be shared, and a hostile file can make a container contain itself
/// or share containers until the expanded tree is exponentially large. The reader refuses
/// both: a container met again while it is being read is a cycle, nesting is bounded by
/// ``XMLPlistScanner/maximumDepth``, and the expanded size of the tree is bounded by a multiple
/// of the file size.
///
/// Dictionaries keep the order their keys are stored in the file. Binary property lists have no
/// text positions; every node carries a `nil` offset and diagnostics point at line 1.
package struct BinaryPlistReader {
  /// Whether the bytes start with the binary property-list signature (any version).
  package static func isBinary(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: [0x62, 0x70, 0x6C, 0x69, 0x73, 0x74])  // "bplist"
  }

  /// The root value of a binary property list.
  package static func root(_ bytes: [UInt8]) throws(ParseFailure) -> PlistNode {
    var reader = try BinaryPlistReader(bytes)
    return try reader.node(reader.topObject)
  }

  package let bytes: [UInt8]
  /// Width in bytes of each entry of the offset table (1…8).
  private let offsetSize: Int
  /// Width in bytes of each object reference inside arrays and dictionaries (1…8).
  package let referenceSize: Int
  private let objectCount: Int
  private let topObject: Int
  /// Where the offset table starts; every object must end before it.
  package let objectsEnd: Int
  /// The containers being read, by object index, to recognize a container inside itself.
  private var open: [Bool]
  private var depth = 0
  /// What may still be built: one unit per node plus one per byte of string or data.
  package var budget: Int

  private init(_ bytes: [UInt8]) throws(ParseFailure) {
    self.bytes = bytes
    let header: [UInt8] = [0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30]  // "bplist00"
    guard bytes.count >= header.count + 32 else { throw ParseFailure(message: "file is too short", offset: 0) }
    guard bytes.starts(with: header) else { throw ParseFailure(message: "unsupported format (not bplist00)", offset: 0) }
    let trailer = bytes.count - 32
    offsetSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    guard (1...8).contains(offsetSize) else { throw ParseFailure(message: "invalid offset size in the trailer", offset: 0) }
    guard (1...8).contains(referenceSize) else { throw ParseFailure(message: "invalid reference size in the trailer", offset: 0) }
    let count = Self.unsigned(bytes, at: trailer + 8, size: 8)
    let top = Self.unsigned(bytes, at: trailer + 16, size: 8)
    let table = Self.unsigned(bytes, at: trailer + 24, size: 8)
    guard count > 0 else { throw ParseFailure(message: "no objects", offset: 0) }
    guard top < count else { throw ParseFailure(message: "top object out of range", offset: 0) }
    // The table lies between the first object (at least one byte after the header) and the
    // trailer; comparing before converting keeps 64-bit values from overflowing `Int`.
    guard table > UInt64(header.count), table <= UInt64(trailer),
      count <= UInt64((trailer - Int(table)) / offsetSize)
    else { throw ParseFailure(message: "offset table out of range", offset: 0) }
    objectCount = Int(count)
    topObject = Int(top)
    objectsEnd = Int(table)
    open = [Bool](repeating: false, count: objectCount)
    // Writers share only leaf values (repeated keys and rule names), so the expanded tree of a
    // real file is a small multiple of its size; sixteen times (at least 4 KiB) is generous,
    // and keeps the work for a hostile file linear in its size.
    let (scaled, overflow) = bytes.count.multipliedReportingOverflow(by: 16)
    budget = overflow ? Int.max : Swift.max(scaled, 1 << 12)
  }

  /// The big-endian unsigned integer of `size` (1…8) bytes at `offset`, which the caller has
  /// checked lies inside the file.
  package static func unsigned(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
    return value
  }

  // MARK: - Objects

  /// Where object `index` starts.
  private func offset(ofObject index: Int) throws(ParseFailure) -> Int {
    let entry = objectsEnd + index * offsetSize  // Both bounded by the file size in `init`.
    let offset = Self.unsigned(bytes, at: entry, size: offsetSize)
    guard offset >= 8, offset < UInt64(objectsEnd) else { throw ParseFailure(message: "object offset out of range", offset: 0) }
    return Int(offset)
  }

  /// Charges `units` against the expansion budget.
  package mutating func spend(_ units: Int) throws(ParseFailure) {
    guard units <= budget else { throw ParseFailure(message: "values expand far beyond the size of the file", offset: 0) }
    budget -= units
  }

  /// Checks that `count` items of `width` bytes from `start` end before the offset table, and
  /// returns where they end.
  package func end(from start: Int, count: Int, width: Int) throws(ParseFailure) -> Int {
    // Division instead of multiplication: a hostile count cannot overflow.
    guard start <= objectsEnd, count <= (objectsEnd - start) / width else {
      throw ParseFailure(message: "object data out of range", offset: 0)
    }
    return start + count * width
  }

  /// The object with the given index as a node.
  package mutating func node(_ index: Int) throws(ParseFailure) -> PlistNode {
    try spend(1)
    let start = try offset(ofObject: index)
    let marker = bytes[start]
    switch marker >> 4 {
    case 0x0:
      guard marker == 0x08 || marker == 0x09 else { throw Self.unsupported(marker) }
      return PlistNode(kind: .bool(marker == 0x09), offset: nil)
    case 0x1: return PlistNode(kind: .integer(try integerText(marker, at: start + 1)), offset: nil)
    case 0x2: return PlistNode(kind: .real(try realText(marker, at: start + 1)), offset: nil)
    case 0x3:
      guard marker == 0x33 else { throw Self.unsupported(marker) }
      return PlistNode(kind: .date(try dateText(at: start + 1)), offset: nil)
    case 0x4: return PlistNode(kind: .data(try dataText(marker, at: start)), offset: nil)
    case 0x5, 0x6: return PlistNode(kind: .string(try string(marker, at: start)), offset: nil)
    case 0x8: return try uid(marker, at: start + 1)
    case 0xA, 0xD: return try container(index, marker: marker, at: start)
    default: throw Self.unsupported(marker)
    }
  }

  package static func unsupported(_ marker: UInt8) -> ParseFailure {
    let hex = String(marker, radix: 16, uppercase: true)
    return ParseFailure(message: "unsupported object marker 0x\(hex.count == 1 ? "0" + hex : hex)", offset: 0)
  }

  /// The string object with the given index, for a dictionary key.
  private mutating func key(_ index: Int) throws(ParseFailure) -> String {
    try spend(1)
    let start = try offset(ofObject: index)
    let marker = bytes[start]
    guard marker >> 4 == 0x5 || marker >> 4 == 0x6 else {
      throw ParseFailure(message: "dictionary key is not a string", offset: 0)
    }
    return try string(marker, at: start)
  }

  /// An array or dictionary: its references are read, then each referenced object in turn.
  private mutating func container(_ index: Int, marker: UInt8, at start: Int) throws(ParseFailure) -> PlistNode {
    guard !open[index] else { throw ParseFailure(message: "a container contains itself", offset: 0) }
    depth += 1
    guard depth <= XMLPlistScanner.maximumDepth else {
      throw ParseFailure(message: "nesting deeper than \(XMLPlistScanner.maximumDepth) levels", offset: 0)
    }
    open[index] = true
    let (count, first) = try elementCount(marker, at: start)
    let isDictionary = marker >> 4 == 0xD
    // A dictionary stores all key references, then all value references.
    let references = isDictionary ? count * 2 : count  // `count` is below the file size.
    _ = try end(from: first, count: references, width: referenceSize)
    let kind: PlistNode.Kind
    if isDictionary {
      var members: [PlistNode.Member] = []
      members.reserveCapacity(count)
      for position in 0..<count {
        let name = try key(try reference(at: first + position * referenceSize))
        let value = try node(try reference(at: first + (count + position) * referenceSize))
        members.append(PlistNode.Member(key: name, keyOffset: nil, comment: nil, value: value))
      }
      kind = .dictionary(members)
    } else {
      var elements: [PlistNode] = []
      elements.reserveCapacity(count)
      for position in 0..<count {
        elements.append(try node(try reference(at: first + position * referenceSize)))
      }
      kind = .array(elements)
    }
    open[index] = false
    depth -= 1
    return PlistNode(kind: kind, offset: nil)
  }

  /// The object index stored at `position`, which the caller has checked lies in the file.
  private func reference(at position: Int) throws(ParseFailure) -> Int {
    let index = Self.unsigned(bytes, at: position, size: referenceSize)
    guard index < UInt64(objectCount) else { throw ParseFailure(message: "object reference out of range", offset: 0) }
    return Int(index)
  }

  /// The element count of the object at `start` and where its content begins. The low nibble of
  /// the marker is the count, or 0xF when an integer object with the count follows.
  package func elementCount(_ marker: UInt8, at start: Int) throws(ParseFailure) -> (count: Int, contentStart: Int) {
    let nibble = Int(marker & 0x0F)
    if nibble != 0x0F { return (nibble, start + 1) }
    guard start + 1 < objectsEnd, bytes[start + 1] >> 4 == 0x1, bytes[start + 1] & 0x0F <= 3 else {
      throw ParseFailure(message: "invalid count", offset: 0)
    }
    let size = 1 << Int(bytes[start + 1] & 0x0F)
    let valueStart = start + 2
    let contentStart = try end(from: valueStart, count: 1, width: size)
    let value = Self.unsigned(bytes, at: valueStart, size: size)
    // Counts are non-negative (the 8-byte form is signed) and every counted item takes at
    // least one byte, so a count past the objects' end is refused before anything is allocated.
    guard value < UInt64(objectsEnd) else { throw ParseFailure(message: "object data out of range", offset: 0) }
    return (Int(value), contentStart)
  }
}
