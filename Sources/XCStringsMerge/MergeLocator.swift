import XCStringsBase
import XCStringsCatalogJSON
import XCStringsModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds where merge sites are written in a merged catalog, so that a conflict can be
/// reported as `path:line:col` of the file.
///
/// The file is this package's own output, in Xcode's layout: a top-level member is the only
/// text `\n  "name" : ` and an entry of `strings` the only text `\n    "key" : `. Each entry
/// holding a site is found by searching for that text, the entries in the order they are
/// written, so the search passes over the file once; only inside those entries are members
/// read. (Reading the whole document to find them took an eighth of a merge's instructions on
/// a 50 MB catalog.) A site whose value the file lacks (a leaf the merge left out) points at
/// the deepest member on its way that the file holds.
enum MergeLocator {
  /// The members below one member of the document.
  private final class Node {
    var children: [ExactKey: Node] = [:]
    var offset: Int?
  }

  /// The locations of `sites` in `bytes`, in the same order; `path` names the file, and
  /// `catalog` is the catalog the bytes hold (a key it lacks is not looked for).
  static func locations(of sites: [MergeSite], in bytes: [UInt8], of catalog: StringCatalog, path: String) -> [SourceLocation] {
    guard !sites.isEmpty else { return [] }
    let root = Node()
    root.offset = 0
    for site in sites {
      var node = root
      for member in site.jsonPath {
        let next = node.children[ExactKey(member)] ?? Node()
        node.children[ExactKey(member)] = next
        node = next
      }
    }
    bytes.withUnsafeBufferPointer { buffer in
      for (name, node) in root.children {
        node.offset = find(name.string, indent: 1, in: buffer, from: 0)
        guard name.string.isIdentical(to: "strings"), let start = node.offset else { continue }
        let keys = node.children.keys.map(\.string).filter { catalog.strings.contains($0) }
        var from = start
        for index in KeyOrdering.sortedIndices(keys) {
          let entry = node.children[ExactKey(keys[index])]!
          guard let found = find(keys[index], indent: 2, in: buffer, from: from) else { continue }
          from = found
          entry.offset = found
          var scanner = JSONScanner(bytes: buffer)
          scanner.offset = found
          scanner.depth = 2
          // Past the key and ` : `, at the entry's value; a failure leaves what was found.
          guard (try? scanner.readString()) != nil, (try? scanner.expect(0x3A, "':'")) != nil else { continue }
          scanner.skipWhitespace()
          try? visit(entry, &scanner)
        }
      }
    }
    let lines = LineTable(utf8: bytes)
    return sites.map { site in
      var node = root
      var offset = 0
      for member in site.jsonPath {
        guard let next = node.children[ExactKey(member)], let found = next.offset else { break }
        node = next
        offset = found
      }
      return lines.location(ofOffset: offset, path: path)
    }
  }

  /// The offset of the opening quote of member `name` written at `indent`, searched for from
  /// `start` on.
  private static func find(_ name: String, indent: Int, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var output = JSONOutput(ByteWriter())
    output.out.append(0x0A)
    output.memberName(name, indent: indent)
    let pattern = output.out.buffer
    guard let base = buffer.baseAddress else { return nil }
    // Line by line: each line feed found, the bytes after it compared with the pattern.
    var position = start
    while position + pattern.count <= buffer.count, let newline = memchr(base + position, 0x0A, buffer.count - position) {
      let offset = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
      guard offset + pattern.count <= buffer.count else { return nil }
      if memcmp(base + offset, pattern, pattern.count) == 0 { return offset + 1 + indent * 2 }
      position = offset + 1
    }
    return nil
  }

  /// Reads the value the scanner is at, noting the offsets of the members `node` names.
  private static func visit(_ node: Node, _ scanner: inout JSONScanner) throws(ParseFailure) {
    guard !node.children.isEmpty, scanner.peek() == 0x7B else {
      try scanner.skipValue()
      return
    }
    try scanner.readObject { (scanner: inout JSONScanner, key: String, offset: Int) throws(ParseFailure) in
      guard let child = node.children[ExactKey(key)] else {
        try scanner.skipValue()
        return
      }
      child.offset = offset
      try visit(child, &scanner)
    }
  }
}
