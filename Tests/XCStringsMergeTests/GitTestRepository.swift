import Foundation
import XCStringsTestSupport

@testable import XCStringsMerge

/// A git repository in a temporary folder, with its own identity and no global or system
/// configuration (so that the machine's settings cannot change what a test sees).
struct GitTestRepository {
  let root: String
  /// Where `HOME` points for every git this repository runs (its global config and
  /// attributes file live there).
  let home: String

  /// Whether git can be run here.
  static let isAvailable: Bool = (try? GitCommand(directory: "/").run(["--version"]).status) == 0

  var environment: [String: String] {
    ["HOME": home, "XDG_CONFIG_HOME": home + "/.config", "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": home + "/.gitconfig"]
  }

  init() throws {
    let folder = try TestPaths.temporaryDirectory()
    root = folder.appendingPathComponent("repo").path
    home = folder.appendingPathComponent("home").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    try git("init", "-q", "-b", "main")
    try git("config", "user.name", "Test")
    try git("config", "user.email", "test@example.com")
  }

  /// Runs git in the repository; a failure throws with git's message.
  @discardableResult
  func git(_ arguments: String...) throws -> String {
    let output = try GitCommand(directory: root, environment: environment).run(arguments)
    guard output.status == 0 else {
      throw GitFailure(message: "git \(arguments.joined(separator: " ")): \(output.standardError)")
    }
    return output.text
  }

  /// Runs git and gives back its exit status, whatever it is.
  func status(_ arguments: String...) throws -> Int32 {
    try GitCommand(directory: root, environment: environment).run(arguments).status
  }

  func write(_ bytes: [UInt8], to path: String) throws {
    let url = URL(fileURLWithPath: root).appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  func read(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: root).appendingPathComponent(path)))
  }

  /// Commits every change with a message.
  func commit(_ message: String) throws {
    try git("add", "-A")
    try git("commit", "-q", "-m", message)
  }

  struct GitFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
