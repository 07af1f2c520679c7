/// A table's `.strings` values while its keys are converted, cut into one chunk per language
/// per slice of keys, so that each slice lets its own values go as soon as it has converted
/// them.
///
/// The catalog grows while slices convert; with whole columns the values of every key stay
/// until the last slice ends, at the very moment the catalog is largest (80 MB of columns on
/// the 40 x 50,000 benchmark). Slices own disjoint chunks, so releasing them needs no lock.
final class ValueChunks: @unchecked Sendable {
  typealias Slot = ImportTables.Slot

  /// Keys per chunk: the slice size the conversion uses.
  let chunkSize: Int
  private let chunkCount: Int
  private let languageCount: Int
  // languageCount x chunkCount arrays, language-major.
  private let chunks: UnsafeMutablePointer<[Slot?]>

  /// Moves the values out of `columns` (one per language position, `nil` for a language with
  /// no `.strings` file), which are left empty; the values are moved, not copied.
  init(moving columns: inout [[Slot?]?], keyCount: Int, chunkSize: Int) {
    self.chunkSize = max(chunkSize, 1)
    chunkCount = max((keyCount + self.chunkSize - 1) / self.chunkSize, 1)
    languageCount = columns.count
    chunks = .allocate(capacity: languageCount * chunkCount)
    chunks.initialize(repeating: [], count: languageCount * chunkCount)
    for position in 0..<languageCount {
      guard var column = columns[position].take() else { continue }
      let size = self.chunkSize
      column.withUnsafeMutableBufferPointer { source in
        var start = 0
        var chunk = 0
        while start < source.count {
          let count = min(size, source.count - start)
          chunks[position * chunkCount + chunk] = Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: source.baseAddress! + start, count: count)
            initialized = count
          }
          // The moved-from slots hold nothing to release: a trivial `nil` goes back in.
          (source.baseAddress! + start).initialize(repeating: nil, count: count)
          start += count
          chunk += 1
        }
      }
    }
    columns = []
  }

  deinit {
    chunks.deinitialize(count: languageCount * chunkCount)
    chunks.deallocate()
  }

  /// The value of key `number` in the language at `position`, if it has one and its chunk has
  /// not been released.
  func slot(_ position: Int, _ number: Int) -> Slot? {
    let chunk = chunks[position * chunkCount + number / chunkSize]
    let index = number % chunkSize
    return index < chunk.count ? chunk[index] : nil
  }

  /// Lets go of the values of chunk `chunk` in every language. Each chunk must be released by
  /// one thread only, once the keys it holds are converted.
  func release(chunk: Int) {
    guard chunk >= 0 && chunk < chunkCount else { return }
    for position in 0..<languageCount { chunks[position * chunkCount + chunk] = [] }
  }
}
