import Foundation
import XCStringsKit
@testable import XCStringsCommand

/// Runs the tool in-process and captures what it prints.
///
/// Uses `NSLock` rather than `Mutex`, which needs macOS 15 while the package supports 13.
final class CommandHarness: @unchecked Sendable {
  private let lock = NSLock()
  private var output = ""
  private var errors = ""

  /// Standard output so far.
  var stdout: String { lock.withLock { output } }
  /// Standard error so far.
  var stderr: String { lock.withLock { errors } }

  /// Runs `xcstrings-convert` with `arguments`, returning the exit code.
  func run(_ arguments: [String], faults: FileTransaction.Faults = FileTransaction.Faults()) -> Int32 {
    let io = CommandIO(
      standardOutput: { text in self.lock.withLock { self.output += text } },
      standardError: { text in self.lock.withLock { self.errors += text } },
      faults: faults)
    return XCStringsCommand.run(arguments, io: io)
  }
}

/// The folder ``Scratch/root`` removes at exit (a C exit handler captures nothing).
nonisolated(unsafe) private var scratchRoot: String?

/// Temporary folders for command tests.
enum Scratch {
  /// The folder holding this test process's folders, removed when the process exits, so that
  /// test runs do not pile up folders in the system's temporary folder.
  static let root: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcstrings-cmd-\(getpid())")
    try? FileManager.default.removeItem(at: root)
    scratchRoot = root.path
    atexit { if let path = scratchRoot { try? FileManager.default.removeItem(atPath: path) } }
    return root
  }()

  static func directory() throws -> URL {
    let url = root.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  static func read(_ url: URL) throws -> String {
    String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }
}
