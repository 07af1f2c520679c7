import Foundation

/// What a command's output says it did to files, read from its standard output.
struct Announcements: Sendable, Equatable {
  /// Files it says it wrote (`wrote`, `merged into`, and a migration's project `updated (`).
  var wrote: [String] = []
  /// Files it says it changed (import's `updated`, `formatted`): they must differ after.
  var changed: [String] = []
  /// Legacy files it says it deleted (`deleted N legacy files`).
  var deleted = 0
  /// Export's `wrote N files under DIR`.
  var exported: [(count: Int, folder: String)] = []

  static func == (lhs: Announcements, rhs: Announcements) -> Bool {
    lhs.wrote == rhs.wrote && lhs.changed == rhs.changed && lhs.deleted == rhs.deleted
      && lhs.exported.map(\.count) == rhs.exported.map(\.count) && lhs.exported.map(\.folder) == rhs.exported.map(\.folder)
  }

  /// Whether anything is said to have been written or deleted.
  var claimsWriting: Bool { !wrote.isEmpty || !changed.isEmpty || deleted > 0 || exported.contains { $0.count > 0 } }

  /// Reads `output` (paths are absolute, as the harness passes them).
  init(_ output: String) {
    for line in output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
      if let path = Self.after(": wrote ", in: line) ?? Self.after(": merged into ", in: line) {
        wrote.append(path)
      } else if line.hasPrefix("/"), let range = line.range(of: ": updated (") {
        wrote.append(String(line[..<range.lowerBound]))
      } else if let path = Self.after(": updated ", in: line) {
        changed.append(path)
      } else if line.hasPrefix("formatted /") {
        changed.append(String(line.dropFirst("formatted ".count)))
      } else if line.hasPrefix("  deleted "), let count = Int(line.dropFirst("  deleted ".count).prefix { $0.isNumber }) {
        deleted += count
      } else if line.hasPrefix("wrote "), let count = Int(line.dropFirst("wrote ".count).prefix { $0.isNumber }),
        let under = line.range(of: " under /")
      {
        let folder = line[line.index(after: under.lowerBound)...].dropFirst("under ".count)
        exported.append((count, String(folder.prefix { $0 != " " })))
      }
    }
  }

  /// The absolute path after `marker` in `line`, if `line` has one there.
  private static func after(_ marker: String, in line: String) -> String? {
    guard let range = line.range(of: marker), line[range.upperBound...].hasPrefix("/") else { return nil }
    return String(line[range.upperBound...])
  }
}
