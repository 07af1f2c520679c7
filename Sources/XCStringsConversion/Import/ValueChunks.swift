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
  /// One chunk's slots, in memory of its own, so that threads converting different keys of
  /// a chunk can each take their slots without touching a shared array.
  private struct Chunk {
    var base: UnsafeMutablePointer<Slot?>?
    var count: Int
  }
  // languageCount x chunkCount chunks, language-major.
  private let chunks: UnsafeMutablePointer<Chunk>

  /// Moves the values out of `columns` (one per language position, `nil` for a language with
  /// no `.strings` file), which are left empty; the values are moved, not copied.
  init(moving columns: inout [[Slot?]?], keyCount: Int, chunkSize: Int) {
    self.chunkSize = max(chunkSize, 1)
    chunkCount = max((keyCount + self.chunkSize - 1) / self.chunkSize, 1)
    languageCount = columns.count
    chunks = .allocate(capacity: languageCount * chunkCount)
    chunks.initialize(repeating: Chunk(base: nil, count: 0), count: languageCount * chunkCount)
    for position in 0..<languageCount {
      guard var column = columns[position].take() else { continue }
      let size = self.chunkSize
      column.withUnsafeMutableBufferPointer { source in
        var start = 0
        var chunk = 0
        while start < source.count {
          let count = min(size, source.count - start)
          let base = UnsafeMutablePointer<Slot?>.allocate(capacity: count)
          base.moveInitialize(from: source.baseAddress! + start, count: count)
          chunks[position * chunkCount + chunk] = Chunk(base: base, count: count)
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
    for chunk in 0..<chunkCount { release(chunk: chunk) }
    chunks.deinitialize(count: languageCount * chunkCount)
    chunks.deallocate()
  }

  /// Where the slot of key `number` in the language at `position` is, if its chunk holds it.
  private func address(_ position: Int, _ number: Int) -> UnsafeMutablePointer<Slot?>? {
    let chunk = chunks[position * chunkCount + number / chunkSize]
    let index = number % chunkSize
    guard let base = chunk.base, index < chunk.count else { return nil }
    return base + index
  }

  /// The value of key `number` in the language at `position`, if it has one and its chunk has
  /// not been released; read without taking it (conversion takes, tests read).
  func slot(_ position: Int, _ number: Int) -> Slot? {
    address(position, number)?.pointee
  }

  /// Takes the value of key `number` in the language at `position` out of its chunk, leaving
  /// none. Moved, not copied: converting a key need not touch its strings (a copy writes the
  /// reference count of each, memory not seen since the files were parsed). Threads may take
  /// different keys' slots at once.
  func take(_ position: Int, _ number: Int) -> Slot? {
    guard let address = address(position, number) else { return nil }
    let slot = address.move()
    address.initialize(to: nil)
    return slot
  }

  /// Lets go of the values of chunk `chunk` in every language. Each chunk must be released by
  /// one thread only, once the keys it holds are converted.
  func release(chunk: Int) {
    guard chunk >= 0 && chunk < chunkCount else { return }
    for position in 0..<languageCount {
      let item = chunks[position * chunkCount + chunk]
      guard let base = item.base else { continue }
      base.deinitialize(count: item.count)
      base.deallocate()
      chunks[position * chunkCount + chunk] = Chunk(base: nil, count: 0)
    }
  }
}
