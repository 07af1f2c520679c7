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
  /// What an interpolated literal keeps around its interpolations, by the first two bytes of
  /// what it starts with (under the empty key when that is shorter), so that a key meets only
  /// the patterns it may match.
  private var edgesByStart: [[UInt8]: [(prefix: String, suffix: String)]] = [:]
  /// Literals code may join with another piece, by their first (or last) three bytes.
  private var joinablePrefixes: [[UInt8]: [String]] = [:]
  private var joinableSuffixes: [[UInt8]: [String]] = [:]
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
        let prefix = String(pattern[..<first.lowerBound])
        let suffix = String(pattern[last.upperBound...])
        guard prefix.utf8.count + suffix.utf8.count >= 2 else { continue }
        let start = Array(prefix.utf8.prefix(2))
        edgesByStart[start.count == 2 ? start : [], default: []].append((prefix, suffix))
      }
    }
  }

  private static func addJoinable(
    _ text: String, prefixes: inout [[UInt8]: [String]], suffixes: inout [[UInt8]: [String]]
  ) {
    guard text.utf8.count >= 3, !text.utf8.contains(0x20) else { return }
    let separators: Set<UInt8> = [0x5F, 0x2E, 0x2D]
    if let last = text.utf8.last, separators.contains(last) { prefixes[Array(text.utf8.prefix(3)), default: []].append(text) }
    if let first = text.utf8.first, separators.contains(first) { suffixes[Array(text.utf8.suffix(3)), default: []].append(text) }
  }

  /// Whether the code may look `key` up.
  func mayUse(_ key: String) -> Bool {
    if texts.contains(ExactKey(key)) { return true }
    if key.utf8.contains(SwiftByte.percent), patterns.contains(ExactKey(LocalizationKey.pattern(ofCatalogKey: key))) {
      return true
    }
    let start = Array(key.utf8.prefix(2))
    for bucket in start.count == 2 ? [start, []] : [[]] {
      for edge in edgesByStart[bucket] ?? []
      where key.utf8.count > edge.prefix.utf8.count + edge.suffix.utf8.count && key.hasPrefix(edge.prefix)
        && key.hasSuffix(edge.suffix)
      {
        return true
      }
    }
    if let pieces = joinablePrefixes[Array(key.utf8.prefix(3))], pieces.contains(where: { key.hasPrefix($0) }) { return true }
    if let pieces = joinableSuffixes[Array(key.utf8.suffix(3))], pieces.contains(where: { key.hasSuffix($0) }) { return true }
    return false
  }
}
