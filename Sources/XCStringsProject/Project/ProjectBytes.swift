import XCStringsBase

/// The text of a project file, in memory that lives as long as the parsed file: a mapping of
/// the file when it is large (see ``MappedFile``), else a copy.
///
/// A 5 MB project read into an array costs a copy and a fresh page for every 4 KB, which in a
/// short-lived process is a large part of reading it; the parser and every later read work on
/// the buffer in place.
package final class ProjectBytes: @unchecked Sendable {
  // Immutable after `init`; the buffer is only read.
  package let buffer: UnsafeBufferPointer<UInt8>
  private let mapped: MappedFile?
  private let allocated: UnsafeMutableBufferPointer<UInt8>?

  /// A copy of `bytes`.
  package init(copying bytes: [UInt8]) {
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
    _ = copy.initialize(from: bytes)
    allocated = copy
    mapped = nil
    buffer = UnsafeBufferPointer(rebasing: UnsafeBufferPointer(copy)[..<bytes.count])
  }

  /// The file at `path`, mapped or read.
  package init(contentsOf path: String) throws(Diagnostic) {
    let file = try MappedFile(path: path)
    mapped = file
    allocated = nil
    buffer = file.buffer
  }

  deinit { allocated?.deallocate() }

  /// The bytes as an array (a copy).
  package var array: [UInt8] { Array(buffer) }
}
