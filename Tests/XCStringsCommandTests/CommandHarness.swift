import Foundation
import Synchronization
import XCStringsKit
@testable import XCStringsCommand

/// Runs the tool in-process and captures what it prints.
final class CommandHarness: Sendable {
  private let output = Mutex("")
  private let errors = Mutex("")

  /// Standard output so far.
  var stdout: String { output.withLock { $0 } }
  /// Standard error so far.
  var stderr: String { errors.withLock { $0 } }

  /// Runs `xcstrings-convert` with `arguments`, returning the exit code.
  func run(_ arguments: [String], faults: FileTransaction.Faults = FileTransaction.Faults()) -> Int32 {
    let io = CommandIO(
      standardOutput: { text in self.output.withLock { $0 += text } },
      standardError: { text in self.errors.withLock { $0 += text } },
      faults: faults)
    return XCStringsCommand.run(arguments, io: io)
  }
}

/// Temporary folders for command tests.
enum Scratch {
  static func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("xcstrings-cmd-\(UUID().uuidString)")
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
