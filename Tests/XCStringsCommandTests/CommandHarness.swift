import Foundation
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

/// Runs the tool in-process and captures what it prints.
final class CommandHarness: Sendable {
  private let output = CollectedOutput()

  /// Standard output so far.
  var stdout: String { output.standardOutput }
  /// Standard error so far.
  var stderr: String { output.standardError }

  /// Runs `xcstrings-convert` with `arguments`, returning the exit code.
  func run(_ arguments: [String], faults: FileTransaction.Faults = FileTransaction.Faults()) -> Int32 {
    XCStringsCommand.run(arguments, io: output.io(faults: faults))
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
