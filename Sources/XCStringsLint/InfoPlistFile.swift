import XCStringsBase
import XCStringsLegacy

/// The top-level string values of an `Info.plist`, each at its `<key>`, read with the
/// package's own property-list readers (XML or binary), not Foundation's: the file comes from
/// the project being linted.
struct InfoPlistFile: Equatable, Sendable {
  /// The file, as named in findings.
  var path: String
  /// String values by key; a repeated key keeps the later value, as Foundation does.
  var values: [String: LintProject.Setting] = [:]
  /// Whether `LSUIElement` is true: an agent app, with no Dock icon and no main menu.
  var isAgent = false
  /// The extension point of an app extension (`NSExtension`'s `NSExtensionPointIdentifier`,
  /// or ExtensionKit's `EXExtensionPointIdentifier`), which decides whether the system ever
  /// shows the extension's name.
  var extensionPoint: String?

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
      let document: XMLPlistDocument
      do {
        document = try XMLPlistDocument(bytes, path: path)
      } catch {
        // An Info.plist the build preprocesses (`INFOPLIST_PREPROCESS = YES`) has `#ifdef`,
        // `#include` and `#endif` lines; the rest is the property list. Tried only when the
        // file does not read as it is, so a value with a line starting with `#` stays text.
        guard let blanked = Self.blankingDirectives(bytes) else { throw error }
        document = try XMLPlistDocument(blanked, path: path)
      }
      guard let root = document.root else { return }
      collect(root) { offset in offset.map { document.lines.location(ofOffset: $0, path: path) } ?? .file(path) }
    }
  }

  /// The bytes with each line whose first non-blank character is `#` turned into spaces (its
  /// line break kept, so every later place keeps its line and column); `nil` when there is none.
  static func blankingDirectives(_ bytes: [UInt8]) -> [UInt8]? {
    var result = bytes
    var found = false
    var lineStart = true
    var index = 0
    while index < result.count {
      let byte = result[index]
      if byte == 0x0A || byte == 0x0D {
        lineStart = true
      } else if lineStart, byte == 0x20 || byte == 0x09 {
        // Indentation before a directive.
      } else if lineStart, byte == 0x23 {
        found = true
        while index < result.count, result[index] != 0x0A, result[index] != 0x0D {
          result[index] = 0x20
          index += 1
        }
        lineStart = true
        continue
      } else {
        lineStart = false
      }
      index += 1
    }
    return found ? result : nil
  }

  private mutating func collect(_ root: PlistNode, _ place: (Int?) -> SourceLocation) {
    guard case .dictionary(let members) = root.kind else { return }
    for member in members {
      if member.key == "LSUIElement" {
        switch member.value.kind {
        case .bool(let value): isAgent = value
        case .string(let text): isAgent = ["YES", "yes", "true", "1"].contains(text)
        default: break
        }
      }
      if member.key == "NSExtension" || member.key == "EXAppExtensionAttributes",
        case .dictionary(let attributes) = member.value.kind
      {
        for attribute in attributes
        where attribute.key == "NSExtensionPointIdentifier" || attribute.key == "EXExtensionPointIdentifier" {
          if case .string(let point) = attribute.value.kind { extensionPoint = point }
        }
      }
      guard case .string(let text) = member.value.kind else { continue }
      values[member.key] = LintProject.Setting(value: text, location: place(member.keyOffset))
    }
  }
}
