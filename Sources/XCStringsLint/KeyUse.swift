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

  /// What `files` may look up; the patterns of interpolated literals only when `patterns` is
  /// set (a key with a specifier is asked about), since building them costs.
  init(_ files: [SwiftSourceFile], patterns wanted: Bool = true) {
    for file in files {
      for call in file.calls { if let table = call.table { tables.insert(table) } }
      for key in file.literalKeys {
        texts.insert(ExactKey(key.text))
        guard let first = key.interpolations.first, let last = key.interpolations.last else {
          Self.addJoinable(key.text, prefixes: &joinablePrefixes, suffixes: &joinableSuffixes)
          continue
        }
        if wanted { patterns.insert(ExactKey(key.pattern)) }
        // The text around the interpolations, read from the key's bytes (the ranges are the
        // specifiers' bytes in it).
        let utf8 = key.text.utf8
        guard first.range.lowerBound <= utf8.count, last.range.upperBound <= utf8.count else { continue }
        let prefixCount = first.range.lowerBound
        let suffixCount = utf8.count - last.range.upperBound
        guard prefixCount + suffixCount >= 2 else { continue }
        let prefix = String(decoding: utf8.prefix(prefixCount), as: UTF8.self)
        let suffix = String(decoding: utf8.suffix(suffixCount), as: UTF8.self)
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
