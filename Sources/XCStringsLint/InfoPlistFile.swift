@_spi(Internals) import XCStringsBase
import XCStringsLegacy

/// The top-level string values of an `Info.plist`, each at its `<key>`, read with the
/// package's own property-list readers (XML or binary), not Foundation's: the file comes from
/// the project being linted.
struct InfoPlistFile: Equatable, Sendable {
  /// The file, as named in findings.
  var path: String
  /// String values by key; a repeated key keeps the later value, as Foundation does.
  var values: [String: LintProject.Setting] = [:]

  /// Reads the file at `absolute`, naming it `path` in locations.
  init(contentsOf absolute: String, path: String) throws(Diagnostic) {
    self.path = path
    let bytes: [UInt8]
    do {
      bytes = try FileIO.read(absolute)
    } catch {
      throw Diagnostic(error.severity, error.message, path: path)
    }
    if BinaryPlistReader.isBinary(bytes) {
      let root: PlistNode
      do throws(ParseFailure) {
        root = try BinaryPlistReader.root(bytes)
      } catch {
        throw Diagnostic(.error, "not a valid binary property list", path: path)
      }
      collect(root) { _ in .file(path) }
    } else {
      let document = try XMLPlistDocument(bytes, path: path)
      guard let root = document.root else { return }
      collect(root) { offset in offset.map { document.lines.location(ofOffset: $0, path: path) } ?? .file(path) }
    }
  }

  private mutating func collect(_ root: PlistNode, _ place: (Int?) -> SourceLocation) {
    guard case .dictionary(let members) = root.kind else { return }
    for member in members {
      guard case .string(let text) = member.value.kind else { continue }
      values[member.key] = LintProject.Setting(value: text, location: place(member.keyOffset))
    }
  }
}
