/// An output buffer that appends bytes and hands them to a sink in bounded chunks.
///
/// Writers of large files (catalogs reach hundreds of megabytes) never hold a second full copy
/// of their output: once the buffer passes `flushThreshold`, ``flushIfNeeded()`` passes it to the
/// sink and starts over. Without a sink the buffer simply collects everything.
public struct ByteWriter {
  /// Bytes not yet handed to the sink.
  public private(set) var buffer: [UInt8]
  private let sink: ((borrowing [UInt8]) throws -> Void)?
  private let flushThreshold: Int

  /// A writer that keeps everything in memory; read the result from ``buffer``.
  public init(capacity: Int = 4096) {
    buffer = []
    buffer.reserveCapacity(capacity)
    sink = nil
    flushThreshold = .max
  }

  /// A writer that passes chunks of about `flushThreshold` bytes to `sink`.
  public init(flushThreshold: Int = 1 << 20, sink: @escaping (borrowing [UInt8]) throws -> Void) {
    buffer = []
    buffer.reserveCapacity(flushThreshold + 4096)
    self.sink = sink
    self.flushThreshold = flushThreshold
  }

  /// Appends one byte.
  @inline(__always)
  public mutating func append(_ byte: UInt8) { buffer.append(byte) }

  /// Appends bytes.
  @inline(__always)
  public mutating func append(contentsOf bytes: some Sequence<UInt8>) {
    buffer.append(contentsOf: bytes)
  }

  /// Appends a static ASCII or UTF-8 literal.
  @inline(__always)
  public mutating func append(_ literal: StaticString) {
    literal.withUTF8Buffer { buffer.append(contentsOf: $0) }
  }

  /// Appends `count` copies of a byte.
  @inline(__always)
  public mutating func append(repeating byte: UInt8, count: Int) {
    guard count > 0 else { return }
    // Indentation is the common case: copy spaces from a ready-made block (the generic
    // `repeatElement` append costs several instructions per byte).
    if byte == 0x20 && count <= Self.spaces.count {
      Self.spaces.withUnsafeBufferPointer { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<count])) }
    } else {
      buffer.append(contentsOf: repeatElement(byte, count: count))
    }
  }

  private static let spaces = [UInt8](repeating: 0x20, count: 256)

  /// Passes the buffer to the sink if it has grown past the threshold.
  @inline(__always)
  public mutating func flushIfNeeded() throws {
    if buffer.count >= flushThreshold { try flush() }
  }

  /// Passes everything buffered to the sink.
  public mutating func flush() throws {
    guard let sink, !buffer.isEmpty else { return }
    try sink(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
