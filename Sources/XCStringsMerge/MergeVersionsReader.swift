import Foundation
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsModel

/// Reads the three versions of a merge: OURS decoded whole, and each entry of BASE and THEIRS
/// that is written byte for byte as OURS writes it taken from OURS instead of decoded again.
///
/// An entry's bytes decide its value, and the versions of one catalog write most entries
/// alike: decoding three 50 MB catalogs was four fifths of a merge's instructions, and
/// comparing an entry's bytes costs a fraction of decoding them, or of skipping them
/// (``CatalogSkim``). Shared entries also share their storage, which makes comparing them
/// during the merge immediate. Anything out of the way (a version that does not skim, a key
/// written twice, an entry that does not decode) sends that version to the reader's
/// front-to-back decoding, whose diagnostics are the ones reported.
enum MergeVersionsReader {
  /// One version's bytes, alive while the value is.
  private final class Bytes: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>
    private let file: MappedFile?

    init(_ input: MergeInput) throws(Diagnostic) {
      switch input.source {
      case .file(let path):
        let file = try MappedFile(path: path)
        self.file = file
        buffer = file.buffer
      case .bytes(let bytes):
        let owned = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = owned.initialize(from: bytes)
        file = nil
        buffer = UnsafeBufferPointer(owned)
      }
    }

    deinit {
      if file == nil { UnsafeMutableBufferPointer(mutating: buffer).deallocate() }
    }
  }

  private typealias Read = Result<(StringCatalog, [Diagnostic]), Diagnostic>

  /// The versions in the order given (`nil` where there is none or it could not be read), and
  /// what reading them found; `ours` is the position of the version read first and whole.
  static func read(
    _ inputs: [MergeInput?], ours index: Int
  ) -> (catalogs: [StringCatalog?], diagnostics: [Diagnostic], largest: Int) {
    var diagnostics: [Diagnostic] = []
    var bytes: [Bytes?] = []
    for input in inputs {
      do throws(Diagnostic) {
        bytes.append(try input.map { (input) throws(Diagnostic) in try Bytes(input) })
      } catch {
        bytes.append(nil)
        diagnostics.append(input!.naming(error))
      }
    }
    var results = [Read?](repeating: nil, count: inputs.count)
    let first = bytes[index].flatMap { ours in inputs[index].map { readReference(ours.buffer, path: $0.path) } }
    results[index] = first?.0
    let reference = first?.1
    let others = inputs.indices.filter { $0 != index && bytes[$0] != nil }
    let assembled = reference.flatMap { assemble(others.map { bytes[$0]!.buffer }, sharingWith: $0) }
    if let assembled {
      for (task, catalog) in zip(others, assembled) { results[task] = .success((catalog, [])) }
    } else {
      // Read front to back, side by side, with the reader's own diagnostics.
      let slots = ConcurrentSlots<Read>(count: inputs.count)
      let shared = bytes
      DispatchQueue.concurrentPerform(iterations: others.count) { task in
        let version = others[task]
        slots.store(
          Read(catching: { () throws(Diagnostic) in
            try CatalogJSONReader.readAllowingIdenticalRepeats(shared[version]!.buffer, path: inputs[version]!.path)
          }), at: version)
      }
      let read = slots.all()
      for version in others { results[version] = read[version] }
    }
    var catalogs: [StringCatalog?] = []
    for (input, result) in zip(inputs, results) {
      switch result {
      case .success(let (catalog, warnings))?:
        catalogs.append(catalog)
        diagnostics += warnings.map { input!.naming($0) }
      case .failure(let error)?:
        catalogs.append(nil)
        diagnostics.append(input!.naming(error))
      case nil:
        catalogs.append(nil)
      }
    }
    return (catalogs, diagnostics, bytes.map { $0?.buffer.count ?? 0 }.max() ?? 0)
  }

  /// OURS, decoded, and where its entries are written (`nil` when the others cannot share
  /// them: OURS did not read, or holds a key written twice, whose warning a version writing
  /// the same entry would then go without).
  private static func readReference(
    _ buffer: UnsafeBufferPointer<UInt8>, path: String
  ) -> (Read, (catalog: StringCatalog, skim: CatalogSkim.Reference)?) {
    let lanes = min(Parallelism.processorCount, 4)
    // A large file is decoded on several threads, which note where each entry's key is.
    if lanes > 1, buffer.count >= CatalogJSONReader.parallelThreshold,
      let (catalog, offsets) = CatalogJSONReader.readInParallel(buffer, lanes: lanes)
    {
      let strings = catalog.strings
      let skim = CatalogSkim.Reference(buffer, keyOffsets: offsets.entries) { strings.position(of: $0, hint: $1) }
      return (.success((catalog, [])), skim.map { (catalog, $0) })
    }
    let result = Read(catching: { () throws(Diagnostic) in
      try CatalogJSONReader.readAllowingIdenticalRepeats(buffer, path: path)
    })
    guard case .success(let (catalog, warnings)) = result, warnings.isEmpty, let skim = CatalogSkim(buffer),
      skim.keys.count == catalog.strings.count
    else { return (result, nil) }
    let strings = catalog.strings
    return (result, (catalog, CatalogSkim.Reference(buffer, ranges: skim.ranges) { strings.position(of: $0, hint: $1) }))
  }

  /// Where an entry of a version comes from.
  private enum Source {
    /// OURS' entry at a position.
    case ours(Int)
    /// An earlier version's entry, written with the same bytes.
    case earlier(version: Int, entry: Int)
    /// Its own bytes, decoded.
    case decoded
  }

  /// The versions other than OURS: an entry written as OURS writes it is OURS' entry, one
  /// written as an earlier of these versions writes it is that version's (THEIRS shares what
  /// BASE and THEIRS have and OURS changed), the rest are decoded on every core; `nil` when a
  /// version does not skim, writes a key twice or holds an entry that does not decode.
  private static func assemble(
    _ buffers: [UnsafeBufferPointer<UInt8>], sharingWith reference: (catalog: StringCatalog, skim: CatalogSkim.Reference)
  ) -> [StringCatalog]? {
    let skimmed = ConcurrentSlots<CatalogSkim>(count: buffers.count)
    let shared = SharedBuffers(buffers: buffers)
    DispatchQueue.concurrentPerform(iterations: buffers.count) { version in
      if let skim = CatalogSkim(shared.buffers[version], reference: reference.skim) { skimmed.store(skim, at: version) }
    }
    let found = skimmed.all()
    guard !found.contains(where: { $0 == nil }) else { return nil }
    let skims = found.map { $0! }
    var sources: [[Source]] = []
    var indexes: [[ExactKey: Int]] = []
    var pending: [(version: Int, entry: Int)] = []
    for (version, skim) in skims.enumerated() {
      var list: [Source] = []
      list.reserveCapacity(skim.keys.count)
      for (entry, key) in skim.keys.enumerated() {
        if let position = skim.shared[entry] {
          list.append(.ours(position))
          continue
        }
        let range = skim.ranges[entry]
        let earlier = (0..<version).first { other in
          guard let position = indexes[other][ExactKey(key)] else { return false }
          let known = skims[other].ranges[position]
          return known.count == range.count
            && memcmp(
              buffers[other].baseAddress! + known.lowerBound, buffers[version].baseAddress! + range.lowerBound, range.count) == 0
        }
        if let earlier {
          list.append(.earlier(version: earlier, entry: indexes[earlier][ExactKey(key)]!))
        } else {
          list.append(.decoded)
          pending.append((version, entry))
        }
      }
      sources.append(list)
      var index: [ExactKey: Int] = [:]
      index.reserveCapacity(skim.keys.count)
      for (entry, key) in skim.keys.enumerated() { index[ExactKey(key)] = entry }
      indexes.append(index)
    }
    // The entries to decode, in slices spread over the cores.
    let slice = 64
    let decoded = ConcurrentSlots<[CatalogEntry?]>(count: (pending.count + slice - 1) / slice)
    DispatchQueue.concurrentPerform(iterations: (pending.count + slice - 1) / slice) { [pending] part in
      let work = pending[(part * slice)..<min(pending.count, (part + 1) * slice)]
      decoded.store(
        work.map { CatalogSkim.entry(at: skims[$0.version].ranges[$0.entry], in: shared.buffers[$0.version]) }, at: part)
    }
    var fresh = decoded.all().flatMap { $0 ?? [] }.makeIterator()
    var catalogs: [StringCatalog] = []
    for (version, skim) in skims.enumerated() {
      var strings = KeyedList<CatalogEntry>()
      strings.reserveCapacity(skim.keys.count)
      for (entry, key) in skim.keys.enumerated() {
        let value: CatalogEntry?
        switch sources[version][entry] {
        case .ours(let position): value = reference.catalog.strings.value(at: position)
        case .earlier(let other, let position): value = catalogs[other].strings.value(at: position)
        case .decoded: value = fresh.next() ?? nil
        }
        guard let value, strings.appendIfAbsent(key, value) == nil else { return nil }
      }
      var catalog = skim.catalog
      catalog.strings = strings
      catalogs.append(catalog)
    }
    return catalogs
  }
}

/// The versions' bytes, read (never written) by every thread while the reader keeps them alive.
private struct SharedBuffers: @unchecked Sendable {
  let buffers: [UnsafeBufferPointer<UInt8>]
}
