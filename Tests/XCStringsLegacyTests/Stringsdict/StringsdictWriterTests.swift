import Testing

@testable import XCStringsBase
@testable import XCStringsLegacy

@Suite("StringsdictWriter")
struct StringsdictWriterTests {
  /// Markup characters and carriage returns are escaped wherever they fall: at the ends of a
  /// string, next to each other, and after runs longer than the eight bytes checked at once.
  @Test func escapesAtEveryPositionOfLongRuns() {
    let key = "<key & more than eight bytes>"
    let text = "&Überweisung für Ihr Konto <b>\r\nzwei</b> > 口座 & Co.\r"
    let table = StringsdictTable(entries: [
      StringsdictEntry(key: key, rule: .width(["20": text]))
    ])
    let written = String(decoding: StringsdictWriter.data(for: table), as: UTF8.self)
    #expect(
      written == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>&lt;key &amp; more than eight bytes&gt;</key>
        \t<dict>
        \t\t<key>NSStringVariableWidthRuleType</key>
        \t\t<dict>
        \t\t\t<key>20</key>
        \t\t\t<string>&amp;Überweisung für Ihr Konto &lt;b&gt;&#13;
        zwei&lt;/b&gt; &gt; 口座 &amp; Co.&#13;</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """)
  }
}
