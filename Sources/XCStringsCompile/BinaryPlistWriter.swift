/// Writes a ``CompiledPlist`` as a binary property list (`bplist00`).
///
/// Apple's tool writes a binary dictionary in its hash table's order, which cannot be
/// reproduced, so binary output is equal to Apple's by value, not by bytes. Foundation's
/// `PropertyListSerialization` took 10 s for the 80 files of a 40 × 5,000 catalog on Linux;
/// this writer lays the objects out directly: every string once per occurrence (no sharing),
/// ASCII strings as ASCII, others as UTF-16 big-endian, keys sorted as in the XML.
package enum BinaryPlistWriter {
  /// The file's bytes.
  package static func data(for value: CompiledPlist) -> [UInt8] {
    let count = objectCount(value)
    let referenceSize = bytesNeeded(for: UInt64(count))
    var out: [UInt8] = Array("bplist00".utf8)
    var offsets: [Int] = []
    offsets.reserveCapacity(count)
    var next = 1
    write(value, index: 0, next: &next, referenceSize: referenceSize, out: &out, offsets: &offsets)
    let tableOffset = out.count
    let offsetSize = bytesNeeded(for: UInt64(tableOffset))
    // Objects are written depth first but numbered a dictionary's children at a time;
    // `offsets` is indexed by number, which is the offset table's order.
    for offset in offsets { append(UInt64(offset), size: offsetSize, to: &out) }
    out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
    append(UInt64(count), size: 8, to: &out)
    append(0, size: 8, to: &out)
    append(UInt64(tableOffset), size: 8, to: &out)
    return out
  }

  static func objectCount(_ value: CompiledPlist) -> Int {
    switch value {
    case .string: return 1
    case .dictionary(let pairs): return 1 + pairs.reduce(0) { $0 + 1 + objectCount($1.value) }
    }
  }

  /// Writes `value` as object `index`; its children take the numbers from `next` on.
  private static func write(
    _ value: CompiledPlist, index: Int, next: inout Int, referenceSize: Int, out: inout [UInt8], offsets: inout [Int]
  ) {
    if offsets.count <= index { offsets += [Int](repeating: 0, count: index + 1 - offsets.count) }
    offsets[index] = out.count
    switch value {
    case .string(let text):
      if text.utf8.allSatisfy({ $0 < 0x80 }) {
        marker(0x50, count: text.utf8.count, to: &out)
        out += text.utf8
      } else {
        let units = Array(text.utf16)
        marker(0x60, count: units.count, to: &out)
        for unit in units { out += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
      }
    case .dictionary(let pairs):
      let order = CompiledPlistWriter.sortedIndices(pairs)
      marker(0xD0, count: pairs.count, to: &out)
      let keyNumbers = (0..<pairs.count).map { next + $0 }
      let valueNumbers = (0..<pairs.count).map { next + pairs.count + $0 }
      next += 2 * pairs.count
      for number in keyNumbers + valueNumbers { append(UInt64(number), size: referenceSize, to: &out) }
      for (slot, position) in order.enumerated() {
        write(
          .string(pairs[position].key), index: keyNumbers[slot], next: &next, referenceSize: referenceSize, out: &out,
          offsets: &offsets)
      }
      for (slot, position) in order.enumerated() {
        write(
          pairs[position].value, index: valueNumbers[slot], next: &next, referenceSize: referenceSize, out: &out,
          offsets: &offsets)
      }
    }
  }

  /// A type marker with its count: in the low nibble below 15, else 0xF and an integer object.
  private static func marker(_ type: UInt8, count: Int, to out: inout [UInt8]) {
    if count < 15 {
      out.append(type | UInt8(count))
      return
    }
    out.append(type | 0x0F)
    let size = bytesNeeded(for: UInt64(count))
    let power: UInt8 = size == 1 ? 0 : size == 2 ? 1 : size == 4 ? 2 : 3
    out.append(0x10 | power)
    append(UInt64(count), size: size, to: &out)
  }

  /// 1, 2, 4 or 8: the bytes an unsigned number needs.
  static func bytesNeeded(for value: UInt64) -> Int {
    value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
  }

  private static func append(_ value: UInt64, size: Int, to out: inout [UInt8]) {
    for shift in stride(from: (size - 1) * 8, through: 0, by: -8) { out.append(UInt8((value >> UInt64(shift)) & 0xFF)) }
  }
}
