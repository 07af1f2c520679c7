/// Where a run of bytes occurs in a buffer, found by scanning for its first byte: the standard
/// library's generic `ranges(of:)` prepares each search with allocations that cost more than
/// the scan itself on the short lines and single files the linter asks about.
package enum ByteSearch {
  /// The offsets at which `needle` starts in `bytes`, in order; an empty needle is found
  /// nowhere.
  package static func starts(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
    guard let first = needle.first, bytes.count >= needle.count else { return [] }
    var found: [Int] = []
    var index = 0
    let last = bytes.count - needle.count
    while index <= last, let candidate = bytes[index...last].firstIndex(of: first) {
      index = candidate + 1
      if bytes[candidate..<candidate + needle.count].elementsEqual(needle) { found.append(candidate) }
    }
    return found
  }
}
