#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

private let systemRead = read

/// Reading whole files as bytes, with errors that name the file and say what went wrong.
package enum FileIO {
  /// Reads a regular file completely.
  ///
  /// A directory, a missing file or a read failure is a ``Diagnostic`` naming the path.
  package static func read(_ path: String) throws(Diagnostic) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path, errno, "cannot read") }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(path, errno, "cannot read") }
    if (status.st_mode & S_IFMT) == S_IFDIR {
      throw Diagnostic(.error, "cannot read: is a directory", path: path)
    }
    // Read straight into the array, sized from fstat (one copy, no intermediate chunk). The
    // spare byte tells a file that grew since fstat from one that ended where expected.
    let expected = max(Int(status.st_size), 0)
    var readError: Int32 = 0
    var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
      guard let base = buffer.baseAddress else { return }
      while count < buffer.count {
        let result = systemRead(descriptor, base + count, buffer.count - count)
        if result < 0 {
          if errno == EINTR { continue }
          readError = errno
          return
        }
        if result == 0 { return }
        count += result
      }
    }
    if readError != 0 { throw failure(path, readError, "cannot read") }
    guard bytes.count > expected else { return bytes }
    // The file is longer than fstat said (it is being written, or it is not a regular file):
    // read the rest in chunks.
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(path, errno, "cannot read")
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return bytes
  }

  package static func failure(_ path: String, _ code: Int32, _ action: String) -> Diagnostic {
    Diagnostic(.error, "\(action): \(describe(errno: code))", path: path)
  }

  /// A lower-case description of a POSIX error number.
  package static func describe(errno code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    let message = String(cString: text)
    guard let first = message.first else { return message }
    return first.lowercased() + message.dropFirst()
  }

  /// Whether two byte arrays are equal, compared with `memcmp` (an array's `==` goes element
  /// by element: a few instructions per byte where files of megabytes are compared).
  package static func sameBytes(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    lhs.withUnsafeBufferPointer { left in rhs.withUnsafeBufferPointer { right in sameBytes(left, right) } }
  }

  /// Whether two buffers hold the same bytes, compared with `memcmp`.
  package static func sameBytes(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
    lhs.count == rhs.count && (lhs.isEmpty || memcmp(lhs.baseAddress!, rhs.baseAddress!, lhs.count) == 0)
  }

  /// Whether a path exists (without following a final symlink).
  package static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// The refusal to replace a read-only file (no write bit at all, or one this process may
  /// not write), or `nil` when it is writable or absent. A replacement is renamed over the
  /// file, which its permission bits do not stop: without this check a file its owner made
  /// read-only (0444) would be replaced silently. Symlinks are followed to the file replaced.
  package static func readOnlyRefusal(_ path: String, noun: String) -> Diagnostic? {
    var status = stat()
    guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    // `access` answers yes to root whatever the bits say; the bits answer for everyone.
    let noWriteBit = status.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) == 0
    guard noWriteBit || (access(path, W_OK) != 0 && errno == EACCES) else { return nil }
    return Diagnostic(.error, "\(noun) is read-only", path: path, code: .fileIsReadOnly)
  }

  /// Whether a path is a directory (following symlinks).
  package static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
