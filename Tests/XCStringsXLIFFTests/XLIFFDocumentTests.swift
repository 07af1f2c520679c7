import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsModel
@testable import XCStringsXLIFF

/// Reading XLIFF documents: Xcode's layout, what translation platforms send back, and
/// malformed input.
@Suite("XLIFF document")
struct XLIFFDocumentTests {
  static let xcode = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
        <header>
          <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242"/>
        </header>
        <body>
          <trans-unit id="a&#10;b" translate="no" xml:space="preserve">
            <source>A &lt;1&gt;&#13;</source>
            <target state="needs-review-l10n" state-qualifier="leveraged-mt">Ä
    B</target>
            <note from="auto-generated">Note</note>
          </trans-unit>
          <trans-unit id="empty" xml:space="preserve">
            <source/>
            <target state="translated"/>
            <note/>
          </trans-unit>
        </body>
      </file>
    </xliff>

    """

  @Test func readsXcodesLayout() throws {
    let document = try XLIFFDocument(parsing: Array(Self.xcode.utf8), path: "de.xliff")
    #expect(document.version == "1.2")
    #expect(document.diagnostics.isEmpty)
    let file = try #require(document.files.first)
    #expect(file.original == "App/Localizable.xcstrings")
    #expect(file.isCatalog)
    #expect(file.sourceLanguage == "en")
    #expect(file.targetLanguage == "de")
    #expect(file.datatype == "plaintext")
    #expect(file.tool == XLIFFTool(id: "com.apple.dt.xcode", name: "Xcode", version: "16.0", buildNumber: "16A242"))
    #expect(file.location == SourceLocation(path: "de.xliff", line: 3, column: 3))
    #expect(
      file.units == [
        XLIFFUnit(
          id: "a\nb", translate: false, source: "A <1>\r",
          target: XLIFFTarget(
            text: "Ä\nB", state: .needsReviewL10n, stateQualifier: .leveragedMT,
            location: SourceLocation(path: "de.xliff", line: 10, column: 9)),
          notes: [XLIFFNote(text: "Note", from: "auto-generated")], location: SourceLocation(path: "de.xliff", line: 8, column: 7)
        ),
        XLIFFUnit(
          id: "empty", source: "",
          target: XLIFFTarget(text: "", state: .translated, location: SourceLocation(path: "de.xliff", line: 16, column: 9)),
          notes: [XLIFFNote(text: "")], location: SourceLocation(path: "de.xliff", line: 14, column: 7)),
      ])
  }

  /// What platforms write: a single-quoted declaration, a prefixed namespace, groups, units
  /// without note, `xml:space` or source, `state-qualifier` without `state`, elements a
  /// catalog has no use for, inline markup, and other kinds of `<file>`.
  @Test func readsFilesFromOtherTools() throws {
    let text = """
      <?xml version='1.0' encoding='utf-8'?>
      <ns0:xliff xmlns:ns0="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <ns0:file original="Base.lproj/Main.storyboard" datatype="plaintext" source-language="en" target-language="fr">
          <ns0:body><ns0:trans-unit id="x.title"><ns0:source>T</ns0:source></ns0:trans-unit></ns0:body>
        </ns0:file>
        <ns0:file original="Localizable.xcstrings" source-language="en" target-language="fr">
          <ns0:body>
            <ns0:group id="g1"><ns0:group id="g2">
              <ns0:trans-unit id="a"><ns0:target state-qualifier="leveraged-tm">A</ns0:target></ns0:trans-unit>
            </ns0:group></ns0:group>
            <ns0:trans-unit id="b" xml:space="preserve">
              <ns0:source>B</ns0:source>
              <ns0:alt-trans><ns0:target>wrong</ns0:target></ns0:alt-trans>
              <ns0:target state="needs-translation">before <ns0:g id="1">mid</ns0:g><ns0:x id="2"/><ns0:ph id="3">%@</ns0:ph> after</ns0:target>
              <ns0:note />
            </ns0:trans-unit>
            <ns0:trans-unit><ns0:source>no id</ns0:source></ns0:trans-unit>
          </ns0:body>
        </ns0:file>
      </ns0:xliff>
      """
    let document = try XLIFFDocument(parsing: Array(text.utf8), path: "fr.xliff")
    #expect(document.files.map(\.original) == ["Base.lproj/Main.storyboard", "Localizable.xcstrings"])
    #expect(document.files.map(\.isCatalog) == [false, true])
    let units = document.files[1].units
    #expect(units.map(\.id) == ["a", "b"])
    #expect(units[0].source == nil)
    #expect(units[0].target?.text == "A")
    #expect(units[0].target?.state == nil)
    #expect(units[0].target?.stateQualifier == .leveragedTM)
    #expect(units[0].notes.isEmpty)
    #expect(units[1].target?.text == "before mid%@ after")
    #expect(units[1].target?.state == .needsTranslation)
    #expect(units[1].notes == [XLIFFNote(text: "")])
    #expect(document.diagnostics.map(\.description) == ["fr.xliff:17:7: warning: <trans-unit> without an 'id' is skipped"])
  }

  @Test func readsStringSets() throws {
    let text = """
      <xliff><file original="AppShortcuts.xcstrings"><body>
            <trans-unit id="Open ${applicationName}" xml:space="preserve">
              <source>
                <mrk mtype="x-set" mid="0">Open ${applicationName}</mrk>
              </source>
              <target state="translated">
                <mrk mtype="x-set" mid="0">Ouvrir ${applicationName}</mrk>
                <mrk mtype="x-set" mid="1">Lancer <g id="1">${applicationName}</g></mrk>
              </target>
            </trans-unit>
      </body></file></xliff>
      """
    let unit = try #require(try XLIFFDocument(parsing: Array(text.utf8), path: "p").files.first?.units.first)
    #expect(unit.sourceSetValues == ["Open ${applicationName}"])
    #expect(unit.target?.setValues == ["Ouvrir ${applicationName}", "Lancer ${applicationName}"])
  }

  @Test func readsUTF16WithByteOrderMark() throws {
    let text =
      "<xliff><file original=\"a.xcstrings\"><body><trans-unit id=\"k\"><target>ü</target></trans-unit></body></file></xliff>"
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let document = try XLIFFDocument(parsing: bytes, path: "p")
    #expect(document.files.first?.units.first?.target?.text == "ü")
  }

  @Test(arguments: [
    (
      "<xliff><file original=\"a\"><body>\n<trans-unit id=\"k\"><target>\u{FFFD}",
      "p:2:29: error: expected '</target>', found end of file"
    ),
    ("<plist/>", "p:1:1: error: expected an <xliff> root element, found <plist>"),
    ("<xliff></xliff><xliff/>", "p:1:16: error: unexpected content after the root element"),
    ("<xliff><file><body><trans-unit id='a'></file>", "p:1:39: error: expected '</trans-unit>', found '</file>'"),
  ])
  func reportsMalformedDocuments(_ text: String, _ message: String) {
    do {
      _ = try XLIFFDocument(parsing: Array(text.utf8), path: "p")
      Issue.record("no error for \(text)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func reportsInvalidUTF8WhereItStarts() {
    let bytes = Array("<xliff>\n  <file original=\"".utf8) + [0xC3, 0x28] + Array("\"/></xliff>".utf8)
    do {
      _ = try XLIFFDocument(parsing: bytes, path: "bad.xliff")
      Issue.record("no error")
    } catch {
      #expect(error.description == "bad.xliff:2:19: error: text is not valid UTF-8")
    }
  }

  @Test func reportsBillionLaughsAtTheFirstDeclaration() {
    var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff [\n  <!ENTITY a \"aaaaaaaaaa\">\n"
    for level in 1...9 {
      text +=
        "  <!ENTITY \(Character(Unicode.Scalar(97 + level)!)) \""
        + String(repeating: "&\(Character(Unicode.Scalar(96 + level)!));", count: 10) + "\">\n"
    }
    text += "]>\n<xliff>&j;</xliff>\n"
    do {
      _ = try XLIFFDocument(parsing: Array(text.utf8), path: "lol.xliff")
      Issue.record("no error")
    } catch {
      #expect(error.description == "lol.xliff:3:3: error: entity declarations are not supported")
    }
  }

  @Test func reportsDeepNesting() {
    let text = "<xliff><file original=\"a\"><body><trans-unit id=\"k\"><target>" + String(repeating: "<g>", count: 100_000)
    do {
      _ = try XLIFFDocument(parsing: Array(text.utf8), path: "deep.xliff")
      Issue.record("no error")
    } catch {
      #expect(
        error.description
          == "deep.xliff:1:\(60 + 3 * (XMLReader.maximumDepth - 5)): error: elements nested deeper than 256 levels")
    }
  }

  /// Reading for import leaves out sources and notes and nothing else: the same files, units,
  /// targets, locations and diagnostics, and the same error for every prefix of a document
  /// (so an error inside a source or note is still found where it is).
  @Test func readsForImportWithoutSourcesAndNotes() {
    let broken = Self.xcode.replacingOccurrences(of: "<note from=\"auto-generated\">Note</note>", with: "<note>&bogus;</note>")
    let documents = [
      Self.xcode, broken,
      "<xliff><file original='a.xcstrings'><body><trans-unit id='s'><source><mrk mtype='x-set'>A</mrk></source><target>T</target><note>N</note></trans-unit></body></file></xliff>",
    ]
    var compared = 0
    for text in documents {
      let bytes = Array(text.utf8)
      for length in 0...bytes.count {
        let prefix = Array(bytes.prefix(length))
        let full = Result { () throws(Diagnostic) in try XLIFFDocument(parsing: prefix, path: "p") }
        let forImport = Result { () throws(Diagnostic) in try XLIFFDocument(parsingForImport: prefix, path: "p") }
        switch (full, forImport) {
        case (.success(var expected), .success(let actual)):
          for file in expected.files.indices {
            for unit in expected.files[file].units.indices {
              expected.files[file].units[unit].source = nil
              expected.files[file].units[unit].sourceSetValues = nil
              expected.files[file].units[unit].notes = []
            }
          }
          #expect(actual == expected, "\(length)")
          compared += 1
        case (.failure(let expected), .failure(let actual)):
          #expect(actual == expected, "\(length)")
        default:
          Issue.record("prefix \(length): \(full) but \(forImport)")
        }
      }
    }
    // Xcode's layout with and without its final line feed, and the string-set document.
    #expect(compared == 3)
    #expect(throws: Diagnostic.self) { try XLIFFDocument(parsingForImport: Array(broken.utf8), path: "p") }
  }

  @Test(arguments: ["2.0", "2.1"])
  func xliff2IsRefusedAtItsRoot(version: String) throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="\(version)" srcLang="en" trgLang="de">
        <file id="f1"><unit id="k"><segment><source>Hello</source><target>Hallo</target></segment></unit></file>
      </xliff>
      """
    #expect(
      throws: Diagnostic.error(
        "XLIFF version '\(version)' is not supported; export XLIFF 1.2 (the version Xcode reads and writes)",
        at: SourceLocation(path: "de.xliff", line: 2, column: 1))
    ) {
      try XLIFFDocument(parsing: Array(text.utf8), path: "de.xliff")
    }
  }

  /// A document with the units of one file, written as a pretty-printer writes XML: the
  /// `<target>` text on lines of its own, indented.
  static func prettyPrinted(space: String, source: String = "Hello") -> String {
    """
    <xliff version="1.2"><file original="L.xcstrings" target-language="de"\(space)><body>
      <trans-unit id="k">
        <source>\(source)</source>
        <target>
          Hallo
        </target>
      </trans-unit>
      <trans-unit id="t" xml:space="preserve"><source>T</source><target>
          T2
        </target></trans-unit>
    </body></file></xliff>
    """
  }

  @Test func layoutAroundATargetIsTrimmedWithoutXMLSpacePreserve() throws {
    let document = try XLIFFDocument(parsing: Array(Self.prettyPrinted(space: "").utf8), path: "p.xliff")
    let units = try #require(document.files.first).units
    #expect(units.map(\.target?.text) == ["Hallo", "\n      T2\n    "])
    #expect(
      document.diagnostics.map(\.description) == [
        "p.xliff:2:3: note: whitespace with a line break around the target of 'k' is taken for layout and left out: the unit "
          + "does not ask for xml:space=\"preserve\" and its source has none"
      ])
    // Inherited from the file, preserve keeps everything; so does a source that has such edges.
    let preserved = try XLIFFDocument(parsing: Array(Self.prettyPrinted(space: " xml:space=\"preserve\"").utf8), path: "p.xliff")
    #expect(preserved.files.first?.units.first?.target?.text == "\n      Hallo\n    ")
    #expect(preserved.diagnostics.isEmpty)
    let edged = try XLIFFDocument(parsing: Array(Self.prettyPrinted(space: "", source: "\nHello\n").utf8), path: "p.xliff")
    #expect(edged.files.first?.units.first?.target?.text == "\n      Hallo\n    ")
  }

  @Test(
    arguments: [
      ("  a  ", "b", nil), ("\n  a", "b", "a"), ("a\n", "b", "a"), ("\n a \n", "\nb", "\n a"), (" \n", "", ""),
      ("a \n b", "c", nil),
    ] as [(String, String, String?)])
  func layoutIsOnlyWhitespaceWithALineBreakAtAnEdge(text: String, source: String, expected: String?) {
    #expect(XLIFFReader.withoutLayout(text, source: source) == expected)
  }
}

extension XLIFFDocumentTests {
  /// `init(contentsOf:)` reads the file as `init(parsing:path:)` reads its bytes, and names
  /// the file when it cannot be read.
  @Test func readsAFileAsItsBytes() throws {
    let tree = try Tree(["de.xliff": Self.xcode])
    let path = tree.path("de.xliff")
    #expect(try XLIFFDocument(contentsOf: path) == XLIFFDocument(parsing: Array(Self.xcode.utf8), path: path))
    do {
      _ = try XLIFFDocument(contentsOf: tree.path("missing.xliff"))
      Issue.record("read a file that does not exist")
    } catch {
      #expect(error.description.hasPrefix(tree.path("missing.xliff") + ": error: "))
    }
  }
}
