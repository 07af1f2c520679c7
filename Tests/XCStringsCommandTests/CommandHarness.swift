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

/// Files of command tests (their folders: ``TestPaths/temporaryDirectory()``).
enum Scratch {
  static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  static func read(_ url: URL) throws -> String {
    String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }
}
