/// Finds where merge sites are written in a catalog's JSON, so that a conflict can be reported
/// as `path:line:col` of the merged file.
///
/// One pass over the bytes that descends only into the members some site goes through and
/// skips every other value. A site whose value the file lacks (a leaf the merge left out)
/// points at the deepest member on its way that the file holds.
enum MergeLocator {
  /// The members below one member of the document, with the sites that end there.
  private final class Node {
    var children: [ExactKey: Node] = [:]
    var offset: Int?
  }

  /// The locations of `sites` in `bytes`, in the same order; `path` names the file.
  static func locations(of sites: [MergeSite], in bytes: [UInt8], path: String) -> [SourceLocation] {
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
      var scanner = JSONScanner(bytes: buffer)
      // The merged file is this package's own output; a failure leaves the sites found so far.
      try? visit(root, &scanner)
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

  /// Reads the value the scanner is at, noting the offsets of the members `node` names.
  private static func visit(_ node: Node, _ scanner: inout JSONScanner) throws(JSONScanner.Failure) {
    guard !node.children.isEmpty, scanner.peek() == 0x7B else {
      try scanner.skipValue()
      return
    }
    try scanner.readObject { (scanner: inout JSONScanner, key: String, offset: Int) throws(JSONScanner.Failure) in
      guard let child = node.children[ExactKey(key)] else {
        try scanner.skipValue()
        return
      }
      child.offset = offset
      try visit(child, &scanner)
    }
  }
}
