/// A catalog's keys in unit-id order, and where each entry's source-language localization is:
/// what every language's document of an export shares, worked out once.
///
/// Most units are an entry's only unit, whose id is its key, in every language; their order is
/// this one. A language's document sorts only its other units and merges them in (see
/// ``XLIFFExporter/Plan``).
struct XLIFFKeyOrder: Sendable {
  /// Every key's UTF-8, one after another.
  let keyBytes: [UInt8]
  /// Where the key of entry `i` (in catalog order) starts in ``keyBytes`` (and, at `i + 1`, ends).
  let keyBounds: [Int]
  /// The entries' positions, sorted by key as unit ids sort (``XLIFFUnitOrder``).
  let order: [Int]
  /// Per entry, where the source language is among its localizations, or `-1`.
  let sourcePositions: [Int]
  /// Per entry, whether its source localization is absent or a plain string (no variations,
  /// substitutions or string set), so that the entry may be one plain unit.
  let sourceIsPlain: [Bool]

  init(_ catalog: StringCatalog) {
    var bytes: [UInt8] = []
    var bounds = [0]
    var positions: [Int] = []
    var plain: [Bool] = []
    bounds.reserveCapacity(catalog.strings.count + 1)
    positions.reserveCapacity(catalog.strings.count)
    plain.reserveCapacity(catalog.strings.count)
    var hint = -1
    PairKeys.forEach(catalog.strings.pairs) { key, entry in
      if key.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil { bytes.append(contentsOf: key.utf8) }
      bounds.append(bytes.count)
      guard let pairs = entry.pointee.localizations?.pairs,
        let position = PairKeys.position(of: catalog.sourceLanguage.rawValue, in: pairs, hint: hint)
      else {
        positions.append(-1)
        plain.append(true)
        return
      }
      hint = position
      positions.append(position)
      plain.append(PairKeys.withValue(pairs, at: position) { $0.pointee.isUnitOnly })
    }
    var order = Array(0..<positions.count)
    bytes.withUnsafeBufferPointer { keys in
      func key(_ index: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: keys[bounds[index]..<bounds[index + 1]]) }
      order.sort { XLIFFUnitOrder.compare(key($0), key($1), ignoringCase: false) < 0 }
    }
    keyBytes = bytes
    keyBounds = bounds
    self.order = order
    sourcePositions = positions
    sourceIsPlain = plain
  }
}
