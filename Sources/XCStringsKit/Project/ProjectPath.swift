/// Path arithmetic on the paths a project file holds, done on text (no file system access), so
/// that a relative project path gives relative results.
enum ProjectPath {
  /// `base` and `relative` joined, with `.` and `..` components resolved where possible.
  /// An absolute `relative` stands alone; an empty one gives `base`.
  static func join(_ base: String, _ relative: String) -> String {
    if relative.isEmpty { return normalize(base) }
    if relative.hasPrefix("/") || base.isEmpty { return normalize(relative) }
    return normalize(base + "/" + relative)
  }

  /// Resolves `.` and `..` components and repeated slashes; `..` at the start of a relative
  /// path is kept. An empty result is `.`.
  static func normalize(_ path: String) -> String {
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
  static func relative(_ target: String, from base: String) -> String {
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
  static func directory(_ path: String) -> String { FileTransaction.directory(of: path) }

  /// The last component of a path.
  static func lastComponent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// Whether two normalized paths name the same file on a case-insensitive volume (macOS's
  /// default), so that a clash is caught on Linux too.
  static func sameFile(_ lhs: String, _ rhs: String) -> Bool {
    normalize(lhs).lowercased() == normalize(rhs).lowercased()
  }

  private static func components(_ path: String) -> [Substring] {
    path == "." ? [] : path.split(separator: "/", omittingEmptySubsequences: true)
  }
}
