import Testing

@testable import XCStringsBase
@testable import XCStringsLegacy

@Suite("XML property list documents")
struct XMLPlistDocumentTests {
  @Test func rootOffsetAndLines() throws {
    let text =
      "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n  <key>k</key><integer>0x1F</integer>\n</dict>\n</plist>\n"
    let document = try XMLPlistDocument(Array(text.utf8), path: "Info.plist")
    #expect(document.lines.position(ofOffset: document.rootOffset) == (line: 2, column: 1))
    guard let root = document.root, case .dictionary(let members) = root.kind else {
      Issue.record("root is not a dictionary")
      return
    }
    #expect(render(root) == "{k: 31}")
    #expect(document.lines.position(ofOffset: members[0].keyOffset ?? -1) == (line: 4, column: 3))
  }

  @Test func emptyPlistHasNoRoot() throws {
    let document = try XMLPlistDocument(Array("<plist/>".utf8), path: "Info.plist")
    #expect(document.root == nil)
    #expect(document.rootOffset == 0)
  }

  @Test func errorsCarryTheScannerMessageAndLocation() {
    func error(_ bytes: [UInt8]) -> String? {
      do {
        _ = try XMLPlistDocument(bytes, path: "Info.plist")
        return nil
      } catch {
        return error.description
      }
    }
    #expect(error(Array("<plist>\n<dict><key>a</key></dict>".utf8)) == "Info.plist:2:7: error: key 'a' has no value")
    // UTF-16LE with a byte order mark, cut in the middle of a code unit.
    let units = Array("<plist/>".utf16)
    let odd: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } + [0x0A]
    #expect(error(odd) == "Info.plist:1:9: error: text is not valid UTF-16 (odd number of bytes)")
  }
}
