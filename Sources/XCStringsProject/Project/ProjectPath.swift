import XCStringsBase

/// Path arithmetic on the paths a project file holds, done on text (no file system access), so
/// that a relative project path gives relative results.
package enum ProjectPath {
  /// `base` and `relative` joined, with `.` and `..` components resolved where possible.
  /// An absolute `relative` stands alone; an empty one gives `base`.
  package static func join(_ base: String, _ relative: String) -> String {
    if relative.isEmpty { return normalize(base) }
    if relative.hasPrefix("/") || base.isEmpty { return normalize(relative) }
    // Most paths in a project are plain names below a normalized folder: nothing to resolve.
    if isPlain(relative),
      base == "/" || (isPlain(base) && base != ".") || (base.hasPrefix("/") && isPlain(String(base.dropFirst())))
    {
      return base == "/" ? "/" + relative : base + "/" + relative
    }
    return normalize(base + "/" + relative)
  }

  /// Whether a relative path has no empty, `.` or `..` component and no trailing slash.
  private static func isPlain(_ path: String) -> Bool {
    var previous: UInt8 = 0x2F
    var dots = 0
    for byte in path.utf8 {
      if byte == 0x2F {
        if previous == 0x2F || (dots > 0 && dots <= 2 && previous == 0x2E) { return false }
        dots = 0
      } else if byte == 0x2E, previous == 0x2F || dots > 0 {
        dots += 1
      } else {
        dots = -1
      }
      previous = byte
    }
    return previous != 0x2F && !(dots > 0 && dots <= 2)
  }

  /// Resolves `.` and `..` components and repeated slashes; `..` at the start of a relative
  /// path is kept. An empty result is `.`.
  package static func normalize(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      if part == "..", absolute { continue }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// The path of `target` relative to the folder `base`, both normalized and either both
  /// absolute or both relative to the same folder.
  package static func relative(_ target: String, from base: String) -> String {
    let targetParts = components(normalize(target))
    let baseParts = components(normalize(base))
    var common = 0
    while common < targetParts.count, common < baseParts.count, targetParts[common] == baseParts[common] {
      common += 1
    }
    let ups = Array(repeating: "..", count: baseParts.count - common)
    let rest = targetParts[common...].map(String.init)
    let joined = (ups + rest).joined(separator: "/")
    return joined.isEmpty ? "." : joined
  }

  /// The folder part of a path (`.` for a bare name).
  package static func directory(_ path: String) -> String { FileTransaction.directory(of: path) }

  /// The last component of a path.
  package static func lastComponent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// Whether two normalized paths name the same file on a case-insensitive volume (macOS's
  /// default), so that a clash is caught on Linux too.
  package static func sameFile(_ lhs: String, _ rhs: String) -> Bool {
    normalize(lhs).lowercased() == normalize(rhs).lowercased()
  }

  private static func components(_ path: String) -> [Substring] {
    path == "." ? [] : path.split(separator: "/", omittingEmptySubsequences: true)
  }
}
