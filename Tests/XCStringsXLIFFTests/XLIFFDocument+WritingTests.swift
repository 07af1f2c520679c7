import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsModel
@testable import XCStringsXLIFF

/// `XLIFFDocument.write(to:)`: the mirror of `XLIFFDocument(contentsOf:)`, all or nothing.
@Suite("XLIFFDocument writing")
struct XLIFFDocumentWritingTests {
  /// A hand-made file in the layout `xcodebuild -exportLocalizations` writes: a unit with
  /// escapes, a qualifier and a generated note, one with empty texts, one not to translate
  /// without a target, and one whose source and target are string sets.
  static let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
      <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
        <header>
          <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242"/>
        </header>
        <body>
          <trans-unit id="a&#10;b" xml:space="preserve">
            <source>A &lt;1&gt; &amp; "q"&#13;</source>
            <target state="needs-review-l10n" state-qualifier="leveraged-mt">Ä
    B</target>
            <note from="auto-generated">Note &amp; more</note>
          </trans-unit>
          <trans-unit id="empty" xml:space="preserve">
            <source/>
            <target state="translated"/>
            <note/>
          </trans-unit>
          <trans-unit id="kept" translate="no" xml:space="preserve">
            <source>Kept</source>
            <note>Do not translate</note>
          </trans-unit>
          <trans-unit id="set" xml:space="preserve">
            <source>
              <mrk mtype="x-set" mid="0">One</mrk>
              <mrk mtype="x-set" mid="1">Two</mrk>
            </source>
            <target state="new">
              <mrk mtype="x-set" mid="0">Eins</mrk>
              <mrk mtype="x-set" mid="1">Zwei</mrk>
            </target>
            <note/>
          </trans-unit>
        </body>
      </file>
      <file original="App/en.lproj/Main.strings" source-language="en" target-language="de" datatype="plaintext">
        <header>
          <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242"/>
        </header>
        <body>
          <trans-unit id="Title" xml:space="preserve">
            <source>Title</source>
            <target state="final">Titel</target>
            <note>Class = "UILabel";</note>
          </trans-unit>
        </body>
      </file>
    </xliff>

    """

  @Test func writesWhatWasReadByteForByte() throws {
    let tree = try Tree(["in/de.xliff": Self.text])
    let document = try XLIFFDocument(contentsOf: tree.path("in/de.xliff"))
    try document.write(to: tree.path("de.xliff"))
    #expect(try tree.read("de.xliff") == Self.text)
    let written = try Array(Data(contentsOf: URL(fileURLWithPath: tree.path("de.xliff"))))
    #expect(try XLIFFDocument(parsing: written, path: tree.path("in/de.xliff")) == document)
  }

  /// Documents made in code, with one to four units each, and with the optional parts left
  /// out (no languages, tool, state or notes): what is written reads back to the same files.
  @Test(arguments: 1...4)
  func writesDocumentsThatReadBack(count: Int) throws {
    let tree = try Tree([:])
    var plain = XLIFFFile(original: "Localizable.xcstrings", datatype: nil)
    var full = XLIFFFile(
      original: "App/Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "fr",
      tool: XLIFFTool(id: "t", name: "Tool \"x\"", version: nil, buildNumber: "7"))
    for index in 0..<count {
      plain.units.append(XLIFFUnit(id: "key \(index)", source: "Source \(index) <&>", notes: []))
      full.units.append(
        XLIFFUnit(
          id: "k\(index)", translate: index % 2 == 0, source: "S\(index)",
          target: XLIFFTarget(text: "T\(index)\t\n", state: index == 1 ? nil : .translated),
          notes: [XLIFFNote(text: "n\(index)", from: "developer"), XLIFFNote(text: "")]))
    }
    let document = XLIFFDocument(path: "out.xliff", files: [plain, full])
    let path = tree.path("out.xliff")
    try document.write(to: path)
    let read = try XLIFFDocument(contentsOf: path)
    #expect(read.files.map(\.original) == ["Localizable.xcstrings", "App/Localizable.xcstrings"])
    #expect(read.files[0].datatype == nil && read.files[0].sourceLanguage == nil && read.files[0].tool == nil)
    #expect(read.files[1].tool == full.tool)
    #expect(read.files.map { $0.units.map(\.id) } == [plain.units.map(\.id), full.units.map(\.id)])
    #expect(read.files[0].units.map(\.source) == plain.units.map(\.source))
    #expect(read.files[0].units.map(\.notes) == plain.units.map { _ in [XLIFFNote(text: "")] })
    #expect(read.files[1].units.map(\.translate) == full.units.map(\.translate))
    #expect(read.files[1].units.map(\.target?.text) == full.units.map(\.target?.text))
    #expect(read.files[1].units.map(\.target?.state) == full.units.map(\.target?.state))
    #expect(read.files[1].units.map(\.notes) == full.units.map(\.notes))
    #expect(try tree.read("out.xliff") == String(decoding: XLIFFWriter.data(for: read), as: UTF8.self))
  }

  @Test func aFailedWriteLeavesTheOldFile() throws {
    let tree = try Tree(["de.xliff": Self.text])
    var document = try XLIFFDocument(contentsOf: tree.path("de.xliff"))
    document.files = []
    #expect(throws: Diagnostic.self) {
      try document.write(to: tree.path("de.xliff"), faults: .failingRename(ofFileNamed: "de.xliff"))
    }
    #expect(try tree.read("de.xliff") == Self.text)
  }
}
