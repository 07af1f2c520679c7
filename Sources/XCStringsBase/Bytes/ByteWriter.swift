/// An output buffer that appends bytes and hands them to a sink in bounded chunks.
///
/// Writers of large files (catalogs reach hundreds of megabytes) never hold a second full copy
/// of their output: once the buffer passes `flushThreshold`, ``flushIfNeeded()`` passes it to the
/// sink and starts over. Without a sink the buffer simply collects everything.
@usableFromInline package struct ByteWriter {
  /// Manually managed bytes: appends are plain `memcpy`s (the generic `Array` append of a
  /// buffer copies element by element, which showed up at several percent of a format run).
  @usableFromInline
  final class Storage {
    /// The buffer's state, behind a pointer: the writer's appends are inlined into other
    /// modules, where stored properties of a class would be checked for exclusive access at
    /// run time on every append. One writer is used by one thread at a time, and no access to
    /// the state overlaps another.
    @usableFromInline
    struct State {
      @usableFromInline
      var base: UnsafeMutablePointer<UInt8>
      @usableFromInline
      var count: Int
      @usableFromInline
      var capacity: Int

      @inlinable
      init(base: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int) {
        self.base = base
        self.count = count
        self.capacity = capacity
      }
    }

    @usableFromInline
    let state: UnsafeMutablePointer<State>

    @inlinable
    package init(capacity: Int) {
      let capacity = max(capacity, 64)
      state = .allocate(capacity: 1)
      state.initialize(to: State(base: .allocate(capacity: capacity), count: 0, capacity: capacity))
    }

    deinit {
      state.pointee.base.deallocate()
      state.deinitialize(count: 1)
      state.deallocate()
    }

    /// The first byte of the buffer.
    @inlinable
    package var base: UnsafeMutablePointer<UInt8> {
      get { state.pointee.base }
      set { state.pointee.base = newValue }
    }

    /// The number of bytes in the buffer.
    @inlinable
    package var count: Int {
      get { state.pointee.count }
      set { state.pointee.count = newValue }
    }

    /// The number of bytes the buffer has room for.
    @inlinable
    package var capacity: Int {
      get { state.pointee.capacity }
      set { state.pointee.capacity = newValue }
    }

    @inline(__always)
    @inlinable
    package func reserve(_ extra: Int) {
      guard count + extra > capacity else { return }
      var newCapacity = capacity * 2
      while newCapacity < count + extra { newCapacity *= 2 }
      let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
      newBase.update(from: base, count: count)
      base.deallocate()
      base = newBase
      capacity = newCapacity
    }
  }

  @usableFromInline
  let storage: Storage
  @usableFromInline
  let sink: ((UnsafeBufferPointer<UInt8>) throws -> Void)?
  @usableFromInline
  let flushThreshold: Int

  /// A writer that keeps everything in memory; read the result from ``buffer``.
  @inlinable
  package init(capacity: Int = 4096) {
    storage = Storage(capacity: capacity)
    sink = nil
    flushThreshold = .max
  }

  /// A writer that passes chunks of about `flushThreshold` bytes to `sink`, which reads each
  /// chunk in place during the call.
  @inlinable
  package init(flushThreshold: Int = 1 << 20, sink: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void) {
    storage = Storage(capacity: flushThreshold + 4096)
    self.sink = sink
    self.flushThreshold = flushThreshold
  }

  /// Bytes not yet handed to the sink (everything, for an in-memory writer).
  @inlinable
  package var buffer: [UInt8] { Array(UnsafeBufferPointer(start: storage.base, count: storage.count)) }

  /// The number of bytes not yet handed to the sink.
  @inlinable
  package var count: Int { storage.count }

  /// Forgets the bytes written, keeping the memory for the next ones.
  @inlinable
  package mutating func removeAll() { storage.count = 0 }

  /// Calls `body` with the bytes not yet handed to the sink, without copying them.
  @inlinable
  package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
  }

  /// Appends one byte.
  @inline(__always)
  @inlinable
  package mutating func append(_ byte: UInt8) {
    storage.reserve(1)
    storage.base[storage.count] = byte
    storage.count += 1
  }

  /// Appends the bytes of a buffer.
  @inline(__always)
  @inlinable
  package mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    storage.reserve(bytes.count)
    (storage.base + storage.count).update(from: source, count: bytes.count)
    storage.count += bytes.count
  }

  /// Appends bytes.
  @inline(__always)
  @inlinable
  package mutating func append(contentsOf bytes: some Sequence<UInt8>) {
    let done: Void? = bytes.withContiguousStorageIfAvailable { append(contentsOf: $0) }
    if done == nil { for byte in bytes { append(byte) } }
  }

  /// Appends a static ASCII or UTF-8 literal.
  @inline(__always)
  @inlinable
  package mutating func append(_ literal: StaticString) {
    append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// Appends `count` copies of a byte.
  @inline(__always)
  @inlinable
  package mutating func append(repeating byte: UInt8, count: Int) {
    guard count > 0 else { return }
    storage.reserve(count)
    (storage.base + storage.count).initialize(repeating: byte, count: count)
    storage.count += count
  }

  /// Passes the buffer to the sink if it has grown past the threshold.
  @inline(__always)
  @inlinable
  package mutating func flushIfNeeded() throws {
    if storage.count >= flushThreshold { try flush() }
  }

  /// Passes everything buffered to the sink.
  @inlinable
  package mutating func flush() throws {
    guard let sink, storage.count > 0 else { return }
    try sink(UnsafeBufferPointer(start: storage.base, count: storage.count))
    storage.count = 0
  }

  /// Appends everything another writer holds (not a copy of this one). With a sink, bytes
  /// of at least a chunk go to the sink directly, after what is buffered, instead of being
  /// copied; fewer are buffered as usual.
  @inlinable
  package mutating func append(contentsOf other: borrowing ByteWriter) throws {
    precondition(other.storage !== storage, "a writer cannot append itself")
    guard let sink, other.count >= flushThreshold else {
      other.withBytes { append(contentsOf: $0) }
      try flushIfNeeded()
      return
    }
    try flush()
    try other.withBytes { try sink($0) }
  }
}
