import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileTransaction {
  /// How ``absolute(_:from:_:)`` makes a path absolute. Both resolve `.`, `..` (none above the
  /// root), repeated and final slashes, and keep symlinks as spelled; they differ in two corners.
  package enum Resolution: Sendable, Equatable {
    /// On the text alone, against the folder given (or the current one); a relative folder
    /// given is taken from the root.
    case lexical
    /// As Foundation's `URL(fileURLWithPath:).standardizedFileURL` does, which also expands a
    /// leading `~` or `~user` to a home folder, and takes a final `..` after a symlinked folder
    /// to the parent of the link's target (on Linux).
    case foundation
  }

  /// `path` made absolute against `currentDirectory` (by default the process's current
  /// folder) and standardized, as `resolution` says: the one place a path is made absolute.
  package static func absolute(
    _ path: String, from currentDirectory: String? = nil, _ resolution: Resolution = .foundation
  )
    -> String
  {
    switch resolution {
    case .foundation:
      guard let currentDirectory, !path.hasPrefix("/") else { return URL(fileURLWithPath: path).standardizedFileURL.path }
      return URL(fileURLWithPath: currentDirectory + "/" + path).standardizedFileURL.path
    case .lexical:
      if path.hasPrefix("/"), isStandard(path.utf8.dropFirst()) { return path }
      let base = currentDirectory ?? FileManager.default.currentDirectoryPath
      // Most relative paths are plain names below a standard folder: nothing to resolve.
      if !path.hasPrefix("/"), !path.isEmpty, isStandard(path.utf8), base.hasPrefix("/"), isStandard(base.utf8.dropFirst()) {
        return base == "/" ? "/" + path : base + "/" + path
      }
      var parts: [Substring] = []
      for part in (path.hasPrefix("/") ? path : base + "/" + path).split(separator: "/") {
        switch part {
        case ".": continue
        case "..": if !parts.isEmpty { parts.removeLast() }
        default: parts.append(part)
        }
      }
      return "/" + parts.joined(separator: "/")
    }
  }

  /// Whether the part of a path after its leading slash has no empty, `.` or `..` component and
  /// no final slash (the empty text, the root's, is standard).
  private static func isStandard(_ bytes: some Collection<UInt8>) -> Bool {
    var start = true  // at the start of a component
    var dots = 0  // the dots the component has so far, or -1 when it has more than dots
    for byte in bytes {
      if byte == 0x2F {
        if start || dots > 0 { return false }
        start = true
        dots = 0
      } else {
        if byte == 0x2E, dots >= 0 { dots = dots < 2 ? dots + 1 : -1 } else { dots = -1 }
        start = false
      }
    }
    return !(dots > 0) && (!start || bytes.isEmpty)
  }

  /// The folder part of a path (`.` for a bare name).
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }

  /// The last component of a path (all of it when it has no slash).
  package static func baseName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// The real path of `path` (symlinks resolved), or `path` itself when it does not exist.
  package static func canonical(_ path: String) -> String {
    realPath(path) ?? path
  }

  /// The real path of `path` (symlinks resolved), or `nil` when it does not exist.
  package static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
