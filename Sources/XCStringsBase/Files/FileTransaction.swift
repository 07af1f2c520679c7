import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An all-or-nothing set of file writes and deletions.
///
/// Each output is first written completely to a temporary file in its destination folder.
/// ``commit()`` then checks every destination, renames the temporary files into place and
/// performs deletions; if any step fails, the steps already done are undone from backups kept
/// until the end, so the disk holds either every old file or every new one. A crash at any
/// moment leaves each destination either old or complete, never partial.
///
/// A destination that is a symlink is written through to its target when the target lies
/// inside one of `roots`, and refused otherwise. An existing file keeps its permission bits.
public final class FileTransaction {
  /// Points where tests can make the file layer fail, to check that nothing is lost.
  public struct Faults: Sendable {
    /// Called before a temporary file is written; `true` makes the write fail.
    public var failWrite: @Sendable (String) -> Bool = { _ in false }
    /// Called before a staged file is renamed into place; `true` makes the rename fail.
    public var failRename: @Sendable (String) -> Bool = { _ in false }
    /// Creates a fault plan that fails nothing.
    public init() {}
  }

  private struct Staged {
    package var destination: String
    package var temporary: String
  }

  private struct Done {
    package var destination: String
    package var backup: String?
    package var restoresByRename: Bool
  }

  private let roots: [String]
  /// The roots as the caller spelled them, for telling links inside them from links above.
  private let givenRoots: [String]
  private let faults: Faults
  private var staged: [Staged] = []
  private var deletions: [String] = []
  private var createdDirectories: [String] = []
  /// The folders whose stale temporaries this transaction has removed.
  private var cleanedDirectories: Set<String> = []
  private var counter = 0
  private var finished = false

  /// Creates a transaction whose writes must stay inside `roots` (folders or files the user
  /// named); an empty list allows any destination.
  public init(roots: [String] = [], faults: Faults = Faults()) {
    self.roots = roots.map { FileTransaction.canonical($0) }
    givenRoots = roots
    self.faults = faults
  }

  deinit {
    if !finished { discard() }
  }

  /// The destinations staged so far.
  package var stagedPaths: [String] { staged.map(\.destination) }
  /// The destinations written by ``commit()``, in the order they were staged.
  package private(set) var committedPaths: [String] = []

  /// Stages `bytes` to be written to `path`.
  public func stage(_ path: String, bytes: [UInt8]) throws(Diagnostic) {
    try stage(path) { write in try bytes.withUnsafeBufferPointer { try write($0) } }
  }

  /// Stages a file whose content `produce` streams through the `write` function it is given.
  package func stage(
    _ path: String,
    producing produce: (_ write: (UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Void
  ) throws(Diagnostic) {
    var staging = try prepare(path, alsoStaged: [])
    try Self.writeTemporary(&staging, produce)
    staged.append(Staged(destination: staging.destination, temporary: staging.temporary))
  }

  /// Stages several files, in order. Their temporary files are written and flushed to disk
  /// on several threads at once: waiting for the disk is most of the time of writing many
  /// small files, and the waits overlap. If any file fails, none of them is staged.
  package func stage(_ files: [(path: String, bytes: [UInt8])]) throws(Diagnostic) {
    var prepared: [Staging] = []
    for file in files {
      prepared.append(try prepare(file.path, alsoStaged: prepared.map(\.destination)))
    }
    let failures = ConcurrentSlots<Diagnostic>(count: files.count)
    let next = WorkCounter()
    let shared = prepared
    // More threads than cores: they mostly wait for the disk.
    let threads = min(files.count, 8)
    let group = DispatchGroup()
    for _ in 0..<threads {
      group.enter()
      Thread.detachNewThread {
        while case let index = next.take(), index < files.count {
          var staging = shared[index]
          do throws(Diagnostic) {
            try Self.writeTemporary(&staging) { write in try files[index].bytes.withUnsafeBufferPointer { try write($0) } }
          } catch {
            failures.store(error, at: index)
          }
        }
        group.leave()
      }
    }
    group.wait()
    let results = failures.all()
    if let failure = results.lazy.compactMap({ $0 }).first {
      // A failed write has removed its own temporary file already.
      for (index, staging) in prepared.enumerated() where results[index] == nil { unlink(staging.temporary) }
      throw failure
    }
    for staging in prepared { staged.append(Staged(destination: staging.destination, temporary: staging.temporary)) }
  }

  /// A file about to be written: where it goes, its temporary name and permission bits.
  private struct Staging: Sendable {
    package var path: String
    package var destination: String
    package var temporary: String
    package var mode: mode_t
  }

  /// Removes the temporary files that an earlier run killed before its commit (`kill -9`, a
  /// power cut) left in `directory`, where this run writes: `.<name>.<pid>.<n>.tmp`, as
  /// ``prepare(_:alsoStaged:)`` names them, whose process is gone. They were never renamed into
  /// place, so nothing holds them, and one can weigh as much as the largest catalog. Backups
  /// (`.bak`, `.del`) are left: they may be all that is left of a file.
  static func removeStaleTemporaries(in directory: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    for candidate in names where candidate.hasPrefix(".") && candidate.hasSuffix(".tmp") {
      let parts = candidate.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count >= 4, let pid = pid_t(parts[parts.count - 2]), pid > 0, pid != getpid(),
        Int(parts[parts.count - 1]) != nil
      else { continue }
      // Another run still alive keeps its own files.
      guard kill(pid, 0) != 0, errno == ESRCH else { continue }
      unlink(directory + "/" + candidate)
    }
  }

  /// Checks a destination and creates its folders; the temporary file is not created yet.
  private func prepare(_ path: String, alsoStaged pending: [String]) throws(Diagnostic) -> Staging {
    let destination = try resolveDestination(path)
    if staged.contains(where: { $0.destination == destination }) || pending.contains(destination) {
      throw Diagnostic(.error, "two outputs would be written to the same file", path: path)
    }
    let directory = FileTransaction.directory(of: destination)
    try makeDirectories(directory, for: path)
    var existing = stat()
    let mode: mode_t = lstat(destination, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
    if lstat(destination, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFDIR {
      throw Diagnostic(.error, "cannot write: is a directory", path: path)
    }
    counter += 1
    let name = FileTransaction.baseName(of: destination)
    if cleanedDirectories.insert(directory).inserted { FileTransaction.removeStaleTemporaries(in: directory) }
    let temporary = "\(directory)/.\(name).\(getpid()).\(counter).tmp"
    if faults.failWrite(destination) {
      throw Diagnostic(.error, "cannot write: injected failure", path: path)
    }
    return Staging(path: path, destination: destination, temporary: temporary, mode: mode)
  }

  /// Writes and flushes a temporary file; on failure it is removed again.
  private static func writeTemporary(
    _ staging: inout Staging, _ produce: (_ write: (UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Void
  ) throws(Diagnostic) {
    let path = staging.path
    let descriptor = open(staging.temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, staging.mode)
    guard descriptor >= 0 else { throw FileIO.failure(path, errno, "cannot write") }
    var failure: Diagnostic?
    let writeback = EarlyWriteback(descriptor: descriptor)
    do {
      try produce { (chunk: UnsafeBufferPointer<UInt8>) throws in
        try FileTransaction.writeAll(descriptor, chunk, path: path)
        writeback.wrote(chunk.count)
      }
      // A failed background flush may not be reported again by the final one.
      let flushFailure = writeback.finish()
      if flushFailure != 0 {
        failure = FileIO.failure(path, flushFailure, "cannot write")
      } else if fchmod(descriptor, staging.mode) != 0 || fsync(descriptor) != 0 {
        failure = FileIO.failure(path, errno, "cannot write")
      }
    } catch let error as Diagnostic {
      failure = error
    } catch {
      failure = Diagnostic(.error, "cannot write: \(error)", path: path)
    }
    // The helper must not flush a closed (or reused) descriptor.
    _ = writeback.finish()
    close(descriptor)
    if let failure {
      unlink(staging.temporary)
      throw failure
    }
  }

  /// Stages the deletion of an existing file.
  public func stageDeletion(_ path: String) throws(Diagnostic) {
    guard FileIO.exists(path) else { throw Diagnostic(.error, "cannot delete: no such file", path: path) }
    if let real = FileTransaction.linkedFolderOutside(path, given: givenRoots) {
      throw Diagnostic(
        .error, "refusing to delete through a symlinked folder to '\(real)', outside the given paths", path: path)
    }
    deletions.append(path)
  }

  /// Moves every staged file into place and performs deletions, or changes nothing.
  public func commit() throws(Diagnostic) {
    defer { finished = true }
    for item in staged {
      var status = stat()
      if stat(item.destination, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
        discard()
        throw Diagnostic(.error, "cannot write: is a directory", path: item.destination)
      }
    }
    var done: [Done] = []
    var failure: Diagnostic?
    for item in staged {
      var backup: String?
      if FileIO.exists(item.destination) {
        let candidate = item.temporary + ".bak"
        guard link(item.destination, candidate) == 0 else {
          failure = FileIO.failure(item.destination, errno, "cannot back up before writing")
          break
        }
        backup = candidate
      }
      if faults.failRename(item.destination) {
        if let backup { unlink(backup) }
        failure = Diagnostic(.error, "cannot write: injected rename failure", path: item.destination)
        break
      }
      guard rename(item.temporary, item.destination) == 0 else {
        let code = errno
        if let backup { unlink(backup) }
        failure = FileIO.failure(item.destination, code, "cannot write")
        break
      }
      done.append(Done(destination: item.destination, backup: backup, restoresByRename: true))
    }
    if failure == nil {
      for path in deletions {
        counter += 1
        let backup = "\(FileTransaction.directory(of: path))/.\(FileTransaction.baseName(of: path)).\(getpid()).\(counter).del"
        guard !faults.failRename(path), rename(path, backup) == 0 else {
          failure = Diagnostic(.error, "cannot delete", path: path)
          break
        }
        done.append(Done(destination: path, backup: backup, restoresByRename: true))
      }
    }
    if let failure {
      rollBack(done)
      discard()
      throw failure
    }
    // Removing a replaced file frees its pages, which for a large export costs more than the
    // renames: the backups are removed on several threads when there are many.
    let backups = done.compactMap(\.backup)
    if backups.count >= 16 {
      let lanes = min(Parallelism.processorCount, 4)
      DispatchQueue.concurrentPerform(iterations: lanes) { lane in
        for index in stride(from: lane, to: backups.count, by: lanes) { unlink(backups[index]) }
      }
    } else {
      for backup in backups { unlink(backup) }
    }
    committedPaths += staged.map(\.destination)
    staged.removeAll()
    deletions.removeAll()
  }

  /// Removes every temporary file and every folder this transaction created; nothing is written.
  public func discard() {
    for item in staged { unlink(item.temporary) }
    staged.removeAll()
    deletions.removeAll()
    for directory in createdDirectories.reversed() { rmdir(directory) }
    createdDirectories.removeAll()
    finished = true
  }

  private func rollBack(_ done: [Done]) {
    for item in done.reversed() {
      if let backup = item.backup {
        rename(backup, item.destination)
      } else {
        unlink(item.destination)
      }
    }
  }

  // MARK: - Paths

  private func resolveDestination(_ path: String) throws(Diagnostic) -> String {
    if let real = FileTransaction.linkedFolderOutside(path, given: givenRoots) {
      throw Diagnostic(
        .error, "refusing to write through a symlinked folder to '\(real)', outside the given paths", path: path)
    }
    var status = stat()
    guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return path }
    guard let target = FileTransaction.realPath(path) else {
      throw Diagnostic(.error, "cannot write through a broken or looping symlink", path: path)
    }
    guard isInsideRoots(target) else {
      throw Diagnostic(
        .error, "refusing to write through a symlink to '\(target)', outside the given paths", path: path)
    }
    return target
  }

  private func isInsideRoots(_ target: String) -> Bool {
    FileTransaction.isInside(target, roots: roots)
  }

  /// Whether the real path `target` is one of the real paths `roots` or inside one; an empty
  /// list holds everything.
  package static func isInside(_ target: String, roots: [String]) -> Bool {
    if roots.isEmpty { return true }
    return roots.contains { root in target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/") }
  }

  /// The real folder that `path`'s folder leads to when a symlinked folder inside one of the
  /// `given` paths (as the user spelled them) takes it outside all of them; `nil` when the
  /// path is under no given path, or no link on its way inside one leads out.
  ///
  /// A path through `App/de.lproj -> ../../shared/de.lproj` names a file of `App` but writes
  /// or deletes one of `shared`, which the user never gave. The folder is checked, not the
  /// file: a symlinked file is handled by the caller (written through, or removed as a link).
  /// Links above the given paths (a current folder reached through one) are the user's own.
  package static func linkedFolderOutside(_ path: String, given: [String]) -> String? {
    guard !given.isEmpty else { return nil }
    var folder = absolute(directory(of: path))
    // A folder still to be created is as safe as the nearest one that exists.
    while !FileIO.exists(folder), folder != "/" { folder = directory(of: folder) }
    let roots = given.map { absolute($0) }
    guard roots.contains(where: { isInside(folder, roots: [$0]) }), let real = realPath(folder) else { return nil }
    let realRoots = given.map { realPath($0) ?? absolute($0) }
    return isInside(real, roots: realRoots) ? nil : real
  }

  private func makeDirectories(_ directory: String, for path: String) throws(Diagnostic) {
    var missing: [String] = []
    var current = directory
    while !current.isEmpty, current != "/", current != ".", !FileIO.exists(current) {
      missing.append(current)
      current = FileTransaction.directory(of: current)
    }
    for folder in missing.reversed() {
      guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
        throw FileIO.failure(path, errno, "cannot create folder '\(folder)'")
      }
      createdDirectories.append(folder)
    }
    if !FileIO.isDirectory(directory) {
      throw Diagnostic(.error, "cannot write: '\(directory)' is not a folder", path: path)
    }
  }

  private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeBufferPointer<UInt8>, path: String) throws {
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw FileIO.failure(path, errno, "cannot write")
      }
      offset += written
    }
  }
}

/// Hands out 0, 1, 2, … to threads taking work items from a shared list.
private final class WorkCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  package func take() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value - 1
  }
}
