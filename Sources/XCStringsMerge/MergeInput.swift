import XCStringsBase

/// One of the three versions a merge reads: a file, or bytes (a blob from git's index), with
/// the name diagnostics give it.
public struct MergeInput: Sendable {
  enum Source: Sendable {
    case file(String)
    case bytes([UInt8])
  }

  let source: Source
  /// The path diagnostics about this version name.
  public var path: String
  /// Which version this is (`base`, `ours`, `theirs`), added to diagnostics when several
  /// versions go by one name (git's `%P`).
  public var role: String?

  /// The file at `path`, named `name` in diagnostics when given.
  public static func file(_ path: String, named name: String? = nil, role: String? = nil) -> MergeInput {
    MergeInput(source: .file(path), path: name ?? path, role: role)
  }

  /// Bytes read elsewhere, named `path` in diagnostics.
  public static func bytes(_ bytes: [UInt8], path: String, role: String? = nil) -> MergeInput {
    MergeInput(source: .bytes(bytes), path: path, role: role)
  }

  /// A diagnostic about this version, with its role added to the message when there is one.
  func naming(_ diagnostic: Diagnostic) -> Diagnostic {
    guard let role else { return diagnostic }
    var named = diagnostic
    named.message += " (in \(role))"
    return named
  }
}
