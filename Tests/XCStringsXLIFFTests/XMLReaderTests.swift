import Foundation
import Testing

@testable import XCStringsBase
@testable import XCStringsXLIFF

/// The pull XML reader: events, normalisation, and located errors for malformed and hostile
/// documents.
@Suite("XML reader")
struct XMLReaderTests {
  /// Every event of a document as a line (`<name a=v>`, `</name>`, `"text"`), or the error
  /// as `line:col: message`.
  static func read(_ text: String) -> [String] {
    read(bytes: Array(text.utf8))
  }

  static func read(bytes: [UInt8]) -> [String] {
    bytes.withUnsafeBufferPointer { buffer in
      var reader = XMLReader(bytes: buffer)
      var lines: [String] = []
      do throws(ParseFailure) {
        while true {
          switch try reader.next() {
          case .start(let isEmpty):
            let attributes = reader.attributeStrings.map { " \($0.name)=\($0.value)" }.joined()
            lines.append("<\(reader.name)\(attributes)\(isEmpty ? "/" : "")>")
          case .end: lines.append("</\(reader.name)>")
          case .text: lines.append("\"\(reader.text)\"")
          case .endOfDocument: return lines
          }
        }
      } catch {
        let position = LineTable(utf8: bytes).position(ofOffset: error.offset)
        lines.append("\(position.line):\(position.column): \(error.message)")
        return lines
      }
    }
  }

  @Test func readsElementsAttributesAndText() {
    #expect(
      Self.read("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a x=\"1\" y='2'><b/>t<c >u</c></a>\n") == [
        "<a x=1 y=2>", "<b/>", "</b>", "\"t\"", "<c>", "\"u\"", "</c>", "</a>",
      ])
  }

  @Test func acceptsSingleQuotedDeclarationsAndSpaceBeforeEmptyTagEnd() {
    #expect(Self.read("<?xml version='1.0' encoding='utf-8'?><a><b x='1' /></a>") == ["<a>", "<b x=1/>", "</b>", "</a>"])
  }

  @Test func keepsNamespacePrefixesInNames() {
    #expect(
      Self.read("<ns0:a xmlns:ns0=\"u\"><ns0:b ns0:id=\"7\"/></ns0:a>") == [
        "<ns0:a xmlns:ns0=u>", "<ns0:b ns0:id=7/>", "</ns0:b>", "</ns0:a>",
      ])
  }

  @Test func matchesLocalNamesWithAndWithoutPrefix() {
    let bytes = Array("<ns0:trans-unit><file/></ns0:trans-unit>".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      var reader = XMLReader(bytes: buffer)
      _ = try? reader.next()
      #expect(reader.hasLocalName("trans-unit"))
      #expect(!reader.hasLocalName("ns0:trans-unit") && !reader.hasLocalName("unit") && !reader.hasLocalName("trans-units"))
      _ = try? reader.next()
      #expect(reader.hasLocalName("file") && reader.name == "file")
      _ = try? reader.next()
      #expect(reader.hasLocalName("file"))
      _ = try? reader.next()
      #expect(reader.hasLocalName("trans-unit") && reader.name == "ns0:trans-unit")
    }
  }

  @Test func findsPrefixedAttributesByLocalName() {
    let bytes = Array("<a ns0:id=\"7\" xml:space=\"preserve\"/>".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      var reader = XMLReader(bytes: buffer)
      _ = try? reader.next()
      #expect(reader.attribute("id") == "7")
      #expect(reader.attribute("xml:space") == "preserve")
      #expect(reader.attribute("space") == nil)
    }
  }

  @Test func resolvesReferencesCDATAAndSkipsCommentsAndInstructions() {
    #expect(
      Self.read("<a>&lt;&gt;&amp;&quot;&apos;&#65;&#x1F642;<![CDATA[<&>]]><!-- c -->z<?pi d?></a>") == [
        "<a>", "\"<>&\"'A🙂<&>\"", "\"z\"", "</a>",
      ])
  }

  @Test func normalisesLineEndsInTextAndWhitespaceInAttributes() {
    #expect(
      Self.read("<a v=\"1\t2\r\n3\n4&#10;5&#13;\">x\r\ny\rz&#13;</a>") == [
        "<a v=1 2 3 4\n5\r>", "\"x\ny\nz\r\"", "</a>",
      ])
  }

  @Test func skipsDoctypeWithoutEntities() {
    #expect(Self.read("<!DOCTYPE a [ <!ELEMENT a ANY> <!-- ] > --> ]><a/>") == ["<a/>", "</a>"])
  }

  @Test func rejectsEntityDeclarationsAtOnce() {
    let laughs = """
      <?xml version="1.0"?>
      <!DOCTYPE lolz [
       <!ENTITY lol "lol">
       <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
      ]>
      <lolz>&lol2;</lolz>
      """
    #expect(Self.read(laughs) == ["3:2: entity declarations are not supported"])
  }

  @Test func rejectsUndeclaredEntities() {
    #expect(Self.read("<a>x &nbsp; y</a>") == ["<a>", "1:6: unknown entity '&nbsp;'"])
    #expect(Self.read("<a>x & y</a>") == ["<a>", "1:6: '&' must start an entity or character reference such as '&amp;'"])
    #expect(Self.read("<a>&#xD800;</a>") == ["<a>", "1:4: invalid character reference '&#xD800;'"])
  }

  @Test func boundsNestingDepth() {
    let deep = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
    let lines = Self.read(deep)
    #expect(lines.count == XMLReader.maximumDepth + 1)
    #expect(lines.last == "1:\(3 * XMLReader.maximumDepth + 1): elements nested deeper than 256 levels")
  }

  @Test func reportsTruncatedDocumentsAtTheirEnd() {
    let document = "<a>\n  <b x=\"1\">text"
    #expect(Self.read(document).last == "2:16: expected '</b>', found end of file")
    #expect(Self.read("<a x=\"1").last == "1:6: unterminated attribute value")
    #expect(Self.read("<a><!-- c").last == "1:4: unterminated comment")
    #expect(Self.read("<a><![CDATA[x").last == "1:4: unterminated CDATA section")
    #expect(Self.read("<a").last == "1:1: unterminated tag <a>")
    #expect(Self.read("") == ["1:1: expected a root element, found end of file"])
  }

  @Test func reportsMismatchedAndStrayMarkup() {
    #expect(Self.read("<a><b></a>").last == "1:7: expected '</b>', found '</a>'")
    #expect(Self.read("<a x=\"1\" x=\"2\"/>") == ["1:10: duplicate attribute 'x' in <a>"])
    #expect(Self.read("<a/><b/>").last == "1:5: unexpected content after the root element")
    #expect(Self.read("text").last == "1:1: expected '<', found 't'")
    #expect(Self.read("<a x=1/>") == ["1:6: expected a quoted value, found '1'"])
    #expect(Self.read("<a v=\"<\"/>") == ["1:7: '<' is not allowed in an attribute value"])
    #expect(
      Self.read("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>") == [
        "1:21: unsupported encoding 'ISO-8859-1' (expected UTF-8 or UTF-16)"
      ])
  }

  /// Any prefix of a well-formed document is either read whole or fails with a location
  /// inside the text; none crashes or reads past its end.
  @Test func everyTruncationFailsInsideTheText() {
    let document = Array(
      "<?xml version='1.0'?><!--c--><x:a b=\"&amp;\"><c><![CDATA[d]]>e&#13;<f/></c>\r\n</x:a>".utf8)
    for length in 0..<document.count {
      let lines = Self.read(bytes: Array(document.prefix(length)))
      let last = lines.last ?? ""
      let position = last.split(separator: ":").prefix(2).compactMap { Int($0) }
      #expect(position.count == 2 && position[0] >= 1 && position[1] >= 1, "prefix \(length): \(last)")
    }
  }
}
