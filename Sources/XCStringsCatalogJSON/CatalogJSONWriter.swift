import Foundation
import XCStringsBase
import XCStringsModel

/// Writes a ``StringCatalog`` byte for byte as Xcode does.
///
/// Layout and escaping follow ``JSONOutput``; every object's keys, known or not, are sorted
/// with ``KeyOrdering``. Output goes through a ``ByteWriter``, so a large catalog can stream to
/// a file in bounded chunks.
public struct CatalogJSONWriter {
  private var json: JSONOutput
  // Objects usually repeat a few key sets (the same languages entry after entry, the same
  // plural forms): the orders last computed are reused when the keys are identical. Keeping
  // only one, a plural entry between two plain ones sorted the languages again each time.
  private var recentOrders: [(keys: [String], order: [Int])] = []
  private static let recentOrderLimit = 4

  private init(out: ByteWriter) { json = JSONOutput(out) }

  /// The catalog as Xcode would save it (UTF-8, no trailing newline).
  public static func data(for catalog: StringCatalog) -> [UInt8] {
    var writer = CatalogJSONWriter(out: ByteWriter(capacity: 1 << 16))
    // An in-memory ByteWriter has no sink, so nothing here can throw.
    try? writer.write(catalog)
    return writer.json.out.buffer
  }

  /// Streams the catalog into `sink` in chunks of about `chunkSize` bytes (a large catalog's
  /// entries are rendered in blocks, and a block larger than that goes as one chunk); each
  /// chunk is valid only during the call that receives it.
  package static func write(
    _ catalog: StringCatalog, chunkSize: Int = 1 << 20,
    to sink: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    var writer = CatalogJSONWriter(out: ByteWriter(flushThreshold: chunkSize, sink: sink))
    try writer.write(catalog)
    try writer.json.out.flush()
  }

  /// Whether `bytes` are exactly what ``write(_:chunkSize:to:)`` would produce for the catalog.
  ///
  /// The output is compared chunk by chunk as it is rendered and never held whole; rendering
  /// stops at the first difference.
  package static func matches(_ catalog: StringCatalog, bytes: [UInt8], chunkSize: Int = 1 << 20) -> Bool {
    bytes.withUnsafeBufferPointer { matches(catalog, buffer: $0, chunkSize: chunkSize) }
  }

  /// ``matches(_:bytes:chunkSize:)`` for bytes that need not be an array (a mapped file);
  /// `afterMatching` is given each range of `bytes` found equal, as it is found.
  package static func matches(
    _ catalog: StringCatalog, buffer bytes: UnsafeBufferPointer<UInt8>, chunkSize: Int = 1 << 20,
    afterMatching: ((Range<Int>) -> Void)? = nil
  ) -> Bool {
    struct Different: Error {}
    var matched = 0
    do {
      try write(catalog, chunkSize: chunkSize) { (chunk: UnsafeBufferPointer<UInt8>) throws in
        let count = chunk.count
        guard matched + count <= bytes.count else { throw Different() }
        let same = count == 0 || memcmp(chunk.baseAddress!, bytes.baseAddress! + matched, count) == 0
        guard same else { throw Different() }
        afterMatching?(matched..<(matched + count))
        matched += count
      }
    } catch {
      return false
    }
    return matched == bytes.count
  }

  private mutating func write(_ catalog: StringCatalog) throws {
    try members(CatalogFields.catalog, present: 0b111, unknown: catalog.unknownFields, indent: 0) { writer, field, level in
      switch field {
      case 0: writer.json.string(catalog.sourceLanguage.rawValue)
      case 1: try writer.writeStrings(catalog.strings, indent: level)
      default: writer.json.string(catalog.version)
      }
    }
  }

  private mutating func writeStrings(_ strings: KeyedList<CatalogEntry>, indent level: Int) throws {
    json.openObject()
    let order = KeyOrdering.sortedIndices(strings.keys)
    let lanes = min(Parallelism.processorCount, 4)
    if lanes > 1 && order.count >= Self.parallelThreshold {
      try writeEntriesInParallel(strings, order: order, lanes: lanes, indent: level)
    } else {
      var first = true
      try strings.forEachInPlace(in: order) { key, entry in
        json.separator(first: first)
        first = false
        json.memberName(key, indent: level + 1)
        try write(entry.pointee, indent: level + 1)
        try json.out.flushIfNeeded()
      }
    }
    json.closeObject(indent: level)
  }

  /// Below this many entries one thread writes everything.
  private static let parallelThreshold = 1024
  /// Entries per block; blocks are rendered on worker threads and emitted in key order, so
  /// the output is identical to a single-threaded write and memory stays bounded.
  // About 600 KB of output for a 40-language catalog: small enough that the first block is
  // ready soon and memory does not grow with the catalog, large enough to keep threads busy.
  private static let blockSize = 64

  /// Writes the entries block by block: `lanes` worker threads render blocks into separate
  /// buffers (entries are independent) a few blocks ahead, while this thread passes each
  /// finished block to the output in key order and waits for the next.
  private mutating func writeEntriesInParallel(
    _ entries: KeyedList<CatalogEntry>, order: [Int], lanes: Int, indent level: Int
  ) throws {
    let blocks = (order.count + Self.blockSize - 1) / Self.blockSize
    try OrderedHandoff.run(
      count: blocks, workers: lanes, window: 2 * lanes,
      produce: { block -> ByteWriter in
        let range = (block * Self.blockSize)..<min((block + 1) * Self.blockSize, order.count)
        var estimate = 0
        for index in range {
          estimate += 256 + 224 * entries.withValueInPlace(at: order[index]) { $0.pointee.localizations?.count ?? 0 }
        }
        var writer = CatalogJSONWriter(out: ByteWriter(capacity: estimate))
        entries.forEachInPlace(in: order[range]) { key, entry in
          writer.json.separator(first: block == 0 && writer.json.out.count == 0)
          writer.json.memberName(key, indent: level + 1)
          // An in-memory writer cannot throw.
          try? writer.write(entry.pointee, indent: level + 1)
        }
        return writer.json.out
      },
      consume: { _, rendered in try json.out.append(contentsOf: rendered) })
  }

  private mutating func write(_ entry: CatalogEntry, indent level: Int) throws {
    let present = Self.mask(
      entry.comment != nil, entry.extractionState != nil, entry.isCommentAutoGenerated != nil,
      entry.localizations != nil, entry.shouldTranslate != nil)
    try members(CatalogFields.entry, present: present, unknown: entry.unknownFields, indent: level) { writer, field, level in
      switch field {
      case 0: writer.json.string(entry.comment ?? "")
      case 1: writer.json.string(entry.extractionState?.rawValue ?? "")
      case 2: writer.json.bool(entry.isCommentAutoGenerated ?? false)
      case 3:
        try writer.keyed(entry.localizations ?? KeyedList(), indent: level) { writer, value, level in
          try writer.write(localizationAt: value, indent: level)
        }
      default: writer.json.bool(entry.shouldTranslate ?? true)
      }
    }
  }

  /// Writes the localization at `pointer`, read in place when it is a plain unit (nearly
  /// always): copying it whole went through its type's generic copy and retained every field,
  /// a fifteenth of the time `migrate` spends.
  private mutating func write(localizationAt pointer: UnsafePointer<Localization>, indent level: Int) throws {
    if pointer.pointee.isUnitOnly, let unit = pointer.pointee.stringUnit, unit.unknownFields.isEmpty {
      json.unitOnlyObject(state: unit.state.rawValue, value: unit.value, indent: level)
      return
    }
    try write(pointer.pointee, indent: level)
  }

  private mutating func write(_ localization: Localization, indent level: Int) throws {
    let present = Self.mask(
      localization.stringSet != nil, localization.stringUnit != nil,
      localization.substitutions != nil, localization.variations != nil)
    try members(CatalogFields.localization, present: present, unknown: localization.unknownFields, indent: level) {
      writer, field, level in
      switch field {
      case 0:
        if let set = localization.stringSet { try writer.write(set, indent: level) }
      case 1:
        if let unit = localization.stringUnit { try writer.write(unit, indent: level) }
      case 2:
        try writer.keyed(localization.substitutions ?? KeyedList(), indent: level) { writer, value, level in
          try writer.write(value.pointee, indent: level)
        }
      default:
        if let variations = localization.variations { try writer.write(variations, indent: level) }
      }
    }
  }

  private mutating func write(_ unit: StringUnit, indent level: Int) throws {
    if unit.unknownFields.isEmpty {
      // The most frequent object of a catalog, written without the generic machinery.
      json.openObject()
      json.memberName(CatalogFields.unit[0], indent: level + 1)
      json.string(unit.state.rawValue)
      json.out.append(",\n")
      json.memberName(CatalogFields.unit[1], indent: level + 1)
      json.string(unit.value)
      json.closeObject(indent: level)
      return
    }
    try members(CatalogFields.unit, present: 0b11, unknown: unit.unknownFields, indent: level) { writer, field, _ in
      writer.json.string(field == 0 ? unit.state.rawValue : unit.value)
    }
  }

  private mutating func write(_ set: StringSet, indent level: Int) throws {
    try members(CatalogFields.stringSet, present: 0b11, unknown: set.unknownFields, indent: level) { writer, field, level in
      if field == 0 {
        writer.json.string(set.state.rawValue)
      } else {
        writer.json.value(.array(set.values.map(JSONValue.string)), indent: level)
      }
    }
  }

  private mutating func write(_ variations: Variations, indent level: Int) throws {
    let present = Self.mask(variations.device != nil, variations.plural != nil)
    try members(CatalogFields.variations, present: present, unknown: variations.unknownFields, indent: level) {
      writer, field, level in
      let forms = (field == 0 ? variations.device : variations.plural) ?? KeyedList()
      try writer.keyed(forms, indent: level) { writer, value, level in
        try writer.write(value.pointee, indent: level)
      }
    }
  }

  private mutating func write(_ variation: Variation, indent level: Int) throws {
    // A form holding only a unit is laid out as a plain localization is.
    if variation.variations == nil && variation.unknownFields.isEmpty, let unit = variation.stringUnit,
      unit.unknownFields.isEmpty
    {
      json.unitOnlyObject(state: unit.state.rawValue, value: unit.value, indent: level)
      return
    }
    let present = Self.mask(variation.stringUnit != nil, variation.variations != nil)
    try members(CatalogFields.variation, present: present, unknown: variation.unknownFields, indent: level) {
      writer, field, level in
      if field == 0, let unit = variation.stringUnit {
        try writer.write(unit, indent: level)
      } else if let nested = variation.variations {
        try writer.write(nested, indent: level)
      }
    }
  }

  private mutating func write(_ substitution: Substitution, indent level: Int) throws {
    let present = Self.mask(
      substitution.argNum != nil, substitution.formatSpecifier != nil,
      substitution.variations != nil)
    try members(CatalogFields.substitution, present: present, unknown: substitution.unknownFields, indent: level) {
      writer, field, level in
      switch field {
      case 0: writer.json.integer(substitution.argNum ?? 0)
      case 1: writer.json.string(substitution.formatSpecifier ?? "")
      default:
        if let variations = substitution.variations { try writer.write(variations, indent: level) }
      }
    }
  }

  @inline(__always)
  private static func mask(_ a: Bool, _ b: Bool, _ c: Bool = false, _ d: Bool = false, _ e: Bool = false) -> UInt8 {
    (a ? 1 : 0) | (b ? 2 : 0) | (c ? 4 : 0) | (d ? 8 : 0) | (e ? 16 : 0)
  }

  /// Writes an object whose values share one type, keys in Xcode order.
  private mutating func keyed<Value>(
    _ list: KeyedList<Value>, indent level: Int,
    _ writeValue: (inout CatalogJSONWriter, UnsafePointer<Value>, Int) throws -> Void
  ) throws {
    json.openObject()
    var first = true
    // Keys and values are read in place: `pairs.map(\.key)` or `pairs[i].value` would copy
    // each whole pair (retaining everything a localization holds) on the way.
    try list.forEachInPlace(in: order(of: list)) { key, value in
      json.separator(first: first)
      first = false
      json.memberName(key, indent: level + 1)
      try writeValue(&self, value, level + 1)
    }
    json.closeObject(indent: level)
  }

  private mutating func order<Value>(of list: KeyedList<Value>) -> [Int] {
    guard list.count > 1 else { return Array(0..<list.count) }
    for index in recentOrders.indices.reversed() where list.hasKeys(identicalTo: recentOrders[index].keys) {
      return recentOrders[index].order
    }
    let keys = list.keys
    let order = KeyOrdering.sortedIndices(keys)
    if recentOrders.count == Self.recentOrderLimit { recentOrders.removeFirst() }
    recentOrders.append((keys, order))
    return order
  }

  /// Writes an object made of the known fields whose bits are set in `present` (`fields` is
  /// in Xcode's order) and the unknown ones.
  ///
  /// Without unknown fields the fixed order is used as is; otherwise all names are sorted
  /// together, so a field Xcode adds later lands where Xcode would put it.
  private mutating func members(
    _ fields: [StaticString], present: UInt8, unknown: KeyedList<JSONValue>, indent level: Int,
    _ writeKnown: (inout CatalogJSONWriter, Int, Int) throws -> Void
  ) throws {
    json.openObject()
    var first = true
    if unknown.isEmpty {
      for field in fields.indices where present & (1 << UInt8(field)) != 0 {
        json.separator(first: first)
        first = false
        json.memberName(fields[field], indent: level + 1)
        try writeKnown(&self, field, level + 1)
      }
    } else {
      var names: [String] = []
      var known: [String: Int] = [:]
      for field in fields.indices where present & (1 << UInt8(field)) != 0 {
        let name = fields[field].description
        names.append(name)
        known[name] = field
      }
      for name in KeyOrdering.sorted(names + unknown.keys) {
        json.separator(first: first)
        first = false
        json.memberName(name, indent: level + 1)
        if let value = unknown[name] {
          json.value(value, indent: level + 1)
        } else if let field = known[name] {
          try writeKnown(&self, field, level + 1)
        }
      }
    }
    json.closeObject(indent: level)
  }
}
