import XCStringsBase
import XCStringsSwiftSource

/// Which keys a tree's Swift code may look up, for telling a defect users see from one in text
/// no code shows. Any string literal counts (a call's, an enum's raw value, a constant's), an
/// interpolated literal stands for every key that starts and ends as it does around its
/// interpolations (`"TriggerType_\(kind)"`), and a literal ending in `_`, `.` or `-` (or
/// starting with one) for every key it starts (or ends): code may join it with another piece.
/// When unsure, a key is used.
struct KeyUse {
  private var texts = Set<ExactKey>()
  private var patterns = Set<ExactKey>()
  private var edges: [(prefix: String, suffix: String)] = []
  private var joinablePrefixes: [String] = []
  private var joinableSuffixes: [String] = []
  /// The tables the code names in its lookups (`Localizable` for a call without `table:`).
  private(set) var tables = Set<String>()

  init(_ files: [SwiftSourceFile]) {
    for file in files {
      for call in file.calls { if let table = call.table { tables.insert(table) } }
      for key in file.literalKeys {
        texts.insert(ExactKey(key.text))
        guard key.isInterpolated else {
          Self.addJoinable(key.text, prefixes: &joinablePrefixes, suffixes: &joinableSuffixes)
          continue
        }
        patterns.insert(ExactKey(key.pattern))
        let pattern = key.pattern
        guard let first = pattern.range(of: LocalizationKey.wildcard),
          let last = pattern.range(of: LocalizationKey.wildcard, options: .backwards)
        else { continue }
        edges.append((String(pattern[..<first.lowerBound]), String(pattern[last.upperBound...])))
      }
    }
  }

  private static func addJoinable(_ text: String, prefixes: inout [String], suffixes: inout [String]) {
    guard text.utf8.count >= 3, !text.utf8.contains(0x20) else { return }
    let separators: Set<UInt8> = [0x5F, 0x2E, 0x2D]
    if let last = text.utf8.last, separators.contains(last) { prefixes.append(text) }
    if let first = text.utf8.first, separators.contains(first) { suffixes.append(text) }
  }

  /// Whether the code may look `key` up.
  func mayUse(_ key: String) -> Bool {
    if texts.contains(ExactKey(key)) { return true }
    if key.utf8.contains(SwiftByte.percent), patterns.contains(ExactKey(LocalizationKey.pattern(ofCatalogKey: key))) {
      return true
    }
    for edge in edges where edge.prefix.utf8.count + edge.suffix.utf8.count >= 2 {
      if key.hasPrefix(edge.prefix), key.hasSuffix(edge.suffix), key.utf8.count > edge.prefix.utf8.count + edge.suffix.utf8.count
      {
        return true
      }
    }
    return joinablePrefixes.contains { key.hasPrefix($0) } || joinableSuffixes.contains { key.hasSuffix($0) }
  }
}
