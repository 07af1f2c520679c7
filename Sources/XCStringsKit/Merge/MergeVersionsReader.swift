import Foundation

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
  static func read(_ inputs: [MergeInput?], ours index: Int) -> (catalogs: [StringCatalog?], diagnostics: [Diagnostic]) {
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
    // The others side by side, assembled from OURS where they can be, else decoded.
    let others = ConcurrentSlots<Read>(count: inputs.count)
    let shared = bytes
    DispatchQueue.concurrentPerform(iterations: inputs.count) { task in
      guard task != index, let version = shared[task], let input = inputs[task] else { return }
      if let reference, let catalog = assemble(version.buffer, sharingWith: reference) {
        others.store(.success((catalog, [])), at: task)
        return
      }
      others.store(Result(catching: { () throws(Diagnostic) in
        try CatalogJSONReader.readAllowingIdenticalRepeats(version.buffer, path: input.path)
      }), at: task)
    }
    for (task, result) in others.all().enumerated() where task != index { results[task] = result }
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
    return (catalogs, diagnostics)
  }

  /// OURS, decoded, and where its entries are written (`nil` when the others cannot share
  /// them: OURS did not read, or holds a key written twice, whose warning a version writing
  /// the same entry would then go without).
  private static func readReference(
    _ buffer: UnsafeBufferPointer<UInt8>, path: String
  ) -> (Read, (catalog: StringCatalog, skim: CatalogSkim.Reference)?) {
    let lanes = min(ProcessInfo.processInfo.activeProcessorCount, 4)
    // A large file is decoded on several threads, which note where each entry's key is.
    if lanes > 1, buffer.count >= CatalogJSONReader.parallelThreshold,
      let (catalog, offsets) = CatalogJSONReader.readInParallel(buffer, lanes: lanes)
    {
      let strings = catalog.strings
      let skim = CatalogSkim.Reference(buffer, keyOffsets: offsets.entries) { strings.position(of: $0, hint: $1) }
      return (.success((catalog, [])), skim.map { (catalog, $0) })
    }
    let result = Read(catching: { () throws(Diagnostic) in try CatalogJSONReader.readAllowingIdenticalRepeats(buffer, path: path) })
    guard case .success(let (catalog, warnings)) = result, warnings.isEmpty, let skim = CatalogSkim(buffer),
      skim.keys.count == catalog.strings.count
    else { return (result, nil) }
    let strings = catalog.strings
    return (result, (catalog, CatalogSkim.Reference(buffer, ranges: skim.ranges) { strings.position(of: $0, hint: $1) }))
  }

  /// A version whose entries written as OURS writes them are OURS' entries, the others
  /// decoded; `nil` when a key is written twice or anything does not read.
  private static func assemble(
    _ buffer: UnsafeBufferPointer<UInt8>, sharingWith reference: (catalog: StringCatalog, skim: CatalogSkim.Reference)
  ) -> StringCatalog? {
    guard let skim = CatalogSkim(buffer, reference: reference.skim) else { return nil }
    var strings = KeyedList<CatalogEntry>()
    strings.reserveCapacity(skim.keys.count)
    for (index, key) in skim.keys.enumerated() {
      guard let entry = skim.shared[index].map({ reference.catalog.strings.value(at: $0) })
        ?? CatalogSkim.entry(at: skim.ranges[index], in: buffer),
        strings.appendIfAbsent(key, entry) == nil
      else { return nil }
    }
    var catalog = skim.catalog
    catalog.strings = strings
    return catalog
  }
}
