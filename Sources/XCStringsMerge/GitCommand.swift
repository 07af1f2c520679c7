import Foundation
import XCStringsBase

/// Runs `git` in a folder and collects what it prints: the merge workflows read git's index
/// and configuration through git itself, never by parsing its files.
struct GitCommand: Sendable {
  /// The folder git runs in.
  var directory: String
  /// Variables added to the environment (tests point `HOME` and git's global files elsewhere).
  var environment: [String: String] = [:]

  /// What one run gave back.
  struct Output {
    var status: Int32
    var standardOutput: [UInt8]
    var standardError: String

    /// Standard output as text, without its final line break.
    var text: String {
      var text = String(decoding: standardOutput, as: UTF8.self)
      while text.hasSuffix("\n") { text.removeLast() }
      return text
    }
  }

  /// Runs `git arguments…`; a git that cannot be started is an error naming the folder.
  func run(_ arguments: [String]) throws(Diagnostic) -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw Diagnostic(.error, "cannot run git: \(error.localizedDescription.lowercased())", path: directory)
    }
    // Both pipes are drained before waiting, so that a large blob cannot fill one and stall git.
    let errorData = Locked(Data())
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errorData.withLock { $0 = errors.fileHandleForReading.readDataToEndOfFile() }
      group.leave()
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    let message = errorData.withLock { String(decoding: $0, as: UTF8.self) }
    return Output(status: process.terminationStatus, standardOutput: Array(data), standardError: message)
  }

  /// Runs git and gives back its output, or an error quoting git's message when it fails.
  func succeeding(_ arguments: [String], path: String) throws(Diagnostic) -> Output {
    let output = try run(arguments)
    guard output.status == 0 else {
      let reason = output.standardError.split(separator: "\n").first.map(String.init) ?? "exit \(output.status)"
      throw Diagnostic(.error, "git \(arguments.prefix(2).joined(separator: " ")) failed: \(reason.lowercased())", path: path)
    }
    return output
  }
}
