#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's bytes, mapped read-only into memory when the file is large and regular, read into
/// an array otherwise.
///
/// Reading a 50 MB catalog into an array costs a kernel copy and a fault plus zeroing for every
/// fresh page, about 60 ms on a small virtual machine, all of it before decoding can start on
/// several threads; mapping the page cache costs about 5 ms. The mapping is private and
/// read-only. A file truncated by another process while it is mapped would fault on access, so
/// only files of at least ``mappingThreshold`` bytes are mapped; small ones, pipes and special
/// files are read as before.
package final class MappedFile: @unchecked Sendable {
  /// The file's bytes; valid while this object is alive.
  package let buffer: UnsafeBufferPointer<UInt8>
  /// Whether `buffer` is a mapping (else memory this object allocated).
  private let isMapped: Bool

  /// Files smaller than this are read: mapping them saves nothing measurable.
  package static let mappingThreshold = 1 << 20

  /// Maps or reads the file at `path`; failures are ``Diagnostic``s naming it, as for
  /// ``FileIO/read(_:)``.
  package init(path: String) throws(Diagnostic) {
    if let mapped = Self.map(path) {
      buffer = mapped
      isMapped = true
      return
    }
    // Small files: a copy the object owns, so that the buffer has one lifetime either way.
    let bytes = try FileIO.read(path)
    let owned = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = owned.initialize(from: bytes)
    buffer = UnsafeBufferPointer(owned)
    isMapped = false
  }

  /// Lets the resident pages wholly inside `range` go, on Linux, where the file is mapped:
  /// they stop counting toward the process's memory, and reading them again faults them back
  /// in from the file. Elsewhere, and for files that were read, it does nothing.
  package func releasePages(in range: Range<Int>) {
    #if os(Linux)
      guard isMapped, let base = buffer.baseAddress, !range.isEmpty, range.upperBound <= buffer.count else { return }
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      let address = Int(bitPattern: base)
      let lower = (address + range.lowerBound + page - 1) / page * page
      let upper = (address + range.upperBound) / page * page
      guard upper > lower, let start = UnsafeMutableRawPointer(bitPattern: lower) else { return }
      madvise(start, upper - lower, MADV_DONTNEED)
    #endif
  }

  deinit {
    if isMapped {
      munmap(UnsafeMutableRawPointer(mutating: buffer.baseAddress), buffer.count)
    } else {
      UnsafeMutableBufferPointer(mutating: buffer).deallocate()
    }
  }

  /// A mapping of a large regular file, or `nil` to read it instead (any failure included:
  /// reading then reports the error).
  private static func map(_ path: String) -> UnsafeBufferPointer<UInt8>? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
      status.st_size >= mappingThreshold, status.st_size <= Int.max
    else { return nil }
    let count = Int(status.st_size)
    guard let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else { return nil }
    return UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: count)
  }
}
