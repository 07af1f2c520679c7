import XCStringsBase
import XCStringsModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension XLIFFExporter {
  /// The units of one catalog in one language and their order.
  ///
  /// An entry that is a plain string in the source language and in this one is one unit whose
  /// id is its key: its place comes from the catalog's key order, shared by every language
  /// (``XLIFFSharedPlan``). Only the other units (plural, device and substitution forms, string
  /// sets) are sorted here, then merged in; ties keep the units' order, as a stable sort of all
  /// of them would. Ids are read as UTF-8 in place, through index arrays: sorting the units
  /// themselves, or comparing id strings, retained and released their strings at every step.
  struct Plan {
    /// Each unit with the position of its entry in the catalog: for a plain entry, where its
    /// two languages are (the unit is made as it is written); for any other, the unit.
    var units: [(entry: Int, plain: (source: Int, own: Int), unit: XLIFFEntryUnits.Unit?)] = []
    /// The ids of the units that are not plain entries, one after another.
    var ids: [UInt8] = []
    /// Where each unit's id is: in the shared key bytes for a plain entry, else in ``ids``.
    var idRanges: [(isKey: Bool, range: Range<Int>)] = []
    /// The positions in ``units`` in id order.
    var order: [Int] = []
    /// The catalog's keys in order, shared by the documents of an export.
    let keys: XLIFFSharedPlan

    init(
      _ source: XLIFFSourceCatalog, language: LanguageCode, locate: KeyLocator?, orders: XLIFFSharedPlanCache?
    ) throws(Diagnostic) {
      let catalog = source.catalog
      keys = orders?.sharedPlan(for: source) ?? XLIFFSharedPlan(catalog)
      units.reserveCapacity(catalog.strings.count + catalog.strings.count / 4)
      idRanges.reserveCapacity(catalog.strings.count + catalog.strings.count / 4)
      let isSource = language == catalog.sourceLanguage
      let required = XLIFFEntryUnits.requiredCategories(of: language)
      var unitOfEntry = [Int](repeating: -1, count: catalog.strings.count)
      var others: [Int] = []
      var failure: Diagnostic?
      var entryIndex = 0
      var hint = -1
      catalog.strings.forEachInPlace { [keys] key, entry in
        defer { entryIndex += 1 }
        guard failure == nil else { return }
        if keys.sourceIsPlain[entryIndex] {
          var own = -1
          if !isSource, let localizations = entry.pointee.localizations,
            let position = localizations.position(of: language.rawValue, hint: hint)
          {
            own = localizations.withValueInPlace(at: position) { $0.pointee.isUnitOnly } ? position : -2
            hint = position
          }
          if own != -2 {
            unitOfEntry[entryIndex] = units.count
            units.append((entryIndex, (keys.sourcePositions[entryIndex], own), nil))
            idRanges.append((true, keys.keyBounds[entryIndex]..<keys.keyBounds[entryIndex + 1]))
            return
          }
        }
        let planner = XLIFFEntryUnits(
          key: key, entry: entry.pointee, language: language, sourceLanguage: catalog.sourceLanguage, required: required)
        do throws(XLIFFEntryUnits.Overlap) {
          for unit in try planner.units() {
            others.append(units.count)
            units.append((entryIndex, (-1, -1), unit))
            let start = ids.count
            unit.id.appendText(to: &ids)
            idRanges.append((false, start..<ids.count))
          }
        } catch {
          failure = Diagnostic.error(
            "key '\(key)' \(error.message); XLIFF cannot hold both", at: location(of: key, in: source, locate: locate))
        }
      }
      if let failure { throw failure }
      order.reserveCapacity(units.count)
      withIDs { id in
        others.sort { XLIFFUnitOrder.compare(id($0), id($1), ignoringCase: false) < 0 }
        var next = 0
        for entry in keys.order where unitOfEntry[entry] >= 0 {
          let plain = unitOfEntry[entry]
          while next < others.count {
            let difference = XLIFFUnitOrder.compare(id(others[next]), id(plain), ignoringCase: false)
            guard difference < 0 || (difference == 0 && others[next] < plain) else { break }
            order.append(others[next])
            next += 1
          }
          order.append(plain)
        }
        order.append(contentsOf: others[next...])
        for (previous, next) in zip(order, order.dropFirst()) where Self.same(id(previous), id(next)) {
          failure = collision(unitID(of: previous, in: catalog), unitID(of: next, in: catalog), in: source, locate: locate)
          break
        }
      }
      if let failure { throw failure }
    }

    /// Calls `body` with a function that gives each unit's id as UTF-8, read in place.
    func withIDs<Result>(_ body: ((Int) -> UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
      try keys.keyBytes.withUnsafeBufferPointer { keyBytes in
        try ids.withUnsafeBufferPointer { ids in
          try idRanges.withUnsafeBufferPointer { ranges in
            try body { index in
              let (isKey, range) = ranges[index]
              return UnsafeBufferPointer(rebasing: (isKey ? keyBytes : ids)[range])
            }
          }
        }
      }
    }

    /// Whether two ids are the same bytes.
    private static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
      a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }

    /// The id of unit `index` (a plain entry's is its key).
    private func unitID(of index: Int, in catalog: StringCatalog) -> XLIFFUnitID {
      units[index].unit?.id ?? XLIFFUnitID(key: catalog.strings.keys[units[index].entry])
    }

    /// The error for two units with one id: the key written literally is the one to rename.
    private func collision(
      _ first: XLIFFUnitID, _ second: XLIFFUnitID, in source: XLIFFSourceCatalog, locate: KeyLocator?
    ) -> Diagnostic {
      let (literal, variation) = first.isRoot || first.key.utf8.count > second.key.utf8.count ? (first, second) : (second, first)
      return Diagnostic.error(
        "key '\(literal.key)' has the same XLIFF unit id as a variation of key '\(variation.key)'; Xcode cannot export both",
        at: location(of: literal.key, in: source, locate: locate))
    }
  }
}
