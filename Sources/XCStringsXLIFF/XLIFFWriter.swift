import XCStringsBase

/// Writes XLIFF 1.2 in Xcode's layout: the skeleton, indentation and escaping of
/// `xcodebuild -exportLocalizations`.
///
/// Two spaces per level (`<file>` at 2, `<header>`/`<body>` at 4, `<trans-unit>` at 6, its
/// children at 8), empty elements as `<x/>`, a final line feed. Text escapes `&`, `<`, `>` and
/// a carriage return (`&#13;`, which a reader would otherwise turn into a line feed); attribute
/// values also escape `"`, tab and line feed. Other control characters, which XML 1.0 cannot
/// hold literally, are written as character references (Xcode's behaviour for them is unknown).
struct XLIFFWriter {
  var out = ByteWriter(capacity: 1 << 16)

  /// The declaration and the opening `<xliff>` tag.
  mutating func begin() {
    out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    out.append(
      "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" version=\"1.2\" xsi:schemaLocation=\"urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd\">\n"
    )
  }

  /// The closing `</xliff>` tag and the final line feed.
  mutating func end() {
    out.append("</xliff>\n")
  }

  /// A `<file>` up to its `<body>` tag: attributes in Xcode's order, then the header's tool.
  mutating func beginFile(original: String, sourceLanguage: String, targetLanguage: String, tool: XLIFFTool) {
    out.append("  <file original=\"")
    attribute(original)
    out.append("\" source-language=\"")
    attribute(sourceLanguage)
    out.append("\" target-language=\"")
    attribute(targetLanguage)
    out.append("\" datatype=\"plaintext\">\n    <header>\n      <tool tool-id=\"")
    attribute(tool.id)
    out.append("\" tool-name=\"")
    attribute(tool.name)
    if let version = tool.version {
      out.append("\" tool-version=\"")
      attribute(version)
    }
    if let build = tool.buildNumber {
      out.append("\" build-num=\"")
      attribute(build)
    }
    out.append("\"/>\n    </header>\n    <body>\n")
  }

  /// Closes a `<file>`.
  mutating func endFile() {
    out.append("    </body>\n  </file>\n")
  }

  /// One `<trans-unit>` with its source, target and note.
  mutating func unit(
    id: UnsafeBufferPointer<UInt8>, translate: Bool, source: XLIFFEntryUnits.Text, target: XLIFFEntryUnits.Target?,
    note: String?, noteIsGenerated: Bool
  ) {
    beginUnit(id: id, translate: translate)
    out.append("        <source")
    content(source, closing: "source")
    if let target {
      beginTarget(state: target.state, qualifier: target.qualifier)
      content(target.text, closing: "target")
    }
    endUnit(note: note, noteIsGenerated: noteIsGenerated)
  }

  /// The unit of a plain entry, from the catalog's strings: one source text, at most one
  /// target, no string set.
  mutating func plainUnit(
    id: UnsafeBufferPointer<UInt8>, translate: Bool, source: String, target: String?, state: XLIFFState,
    qualifier: XLIFFStateQualifier?, note: String?, noteIsGenerated: Bool
  ) {
    plainUnitStart(id: id, translate: translate, source: source)
    if let target { plainTarget(target, state: state, qualifier: qualifier) }
    endUnit(note: note, noteIsGenerated: noteIsGenerated)
  }

  /// What a plain unit writes before its target: the `<trans-unit>` tag and the `<source>`.
  /// Together with ``plainUnitEnd(note:noteIsGenerated:)`` it is the same in every language,
  /// so an export writes both once per entry and copies them (``append(written:)``).
  mutating func plainUnitStart(id: UnsafeBufferPointer<UInt8>, translate: Bool, source: String) {
    beginUnit(id: id, translate: translate)
    out.append("        <source")
    plainContent(source, closing: "source")
  }

  /// A plain unit's `<target>`.
  mutating func plainTarget(_ target: String, state: XLIFFState, qualifier: XLIFFStateQualifier?) {
    beginTarget(state: state, qualifier: qualifier)
    plainContent(target, closing: "target")
  }

  /// What a unit writes after its target: the `<note>` and the end tag.
  mutating func plainUnitEnd(note: String?, noteIsGenerated: Bool) {
    endUnit(note: note, noteIsGenerated: noteIsGenerated)
  }

  /// Bytes written before (by another writer), copied as they are.
  mutating func append(written bytes: UnsafeBufferPointer<UInt8>) {
    out.append(contentsOf: bytes)
  }

  private mutating func beginUnit(id: UnsafeBufferPointer<UInt8>, translate: Bool) {
    out.append("      <trans-unit id=\"")
    escaped(utf8: id, inAttribute: true)
    out.append(translate ? "\" xml:space=\"preserve\">\n" : "\" translate=\"no\" xml:space=\"preserve\">\n")
  }

  private mutating func beginTarget(state: XLIFFState, qualifier: XLIFFStateQualifier?) {
    out.append("        <target state=\"")
    attribute(state.rawValue)
    if let qualifier {
      out.append("\" state-qualifier=\"")
      attribute(qualifier.rawValue)
    }
    out.append("\"")
  }

  private mutating func endUnit(note: String?, noteIsGenerated: Bool) {
    if let note, !note.isEmpty {
      out.append(noteIsGenerated ? "        <note from=\"auto-generated\">" : "        <note>")
      text(note)
      out.append("</note>\n")
    } else {
      out.append("        <note/>\n")
    }
    out.append("      </trans-unit>\n")
  }

  private mutating func plainContent(_ value: String, closing name: StaticString) {
    if value.isEmpty {
      out.append("/>\n")
    } else {
      out.append(0x3E)
      text(value)
      closeTag(name)
    }
  }

  /// The rest of a `<source` or `<target` tag (after its attributes) through its end tag: a
  /// text, or a string set as one marker per value on lines of their own.
  mutating func content(_ value: XLIFFEntryUnits.Text, closing name: StaticString) {
    switch value {
    case .plain(""), .set([]):
      out.append("/>\n")
    case .plain(let string):
      out.append(0x3E)
      text(string)
      closeTag(name)
    case .set(let values):
      out.append(">\n")
      for (index, value) in values.enumerated() {
        out.append("          <mrk mtype=\"x-set\" mid=\"")
        out.append(contentsOf: String(index).utf8)
        out.append("\">")
        text(value)
        out.append("</mrk>\n")
      }
      out.append("        ")
      closeTag(name)
    }
  }

  private mutating func closeTag(_ name: StaticString) {
    out.append("</")
    out.append(name)
    out.append(">\n")
  }

  // MARK: - Escaping

  /// Writes character data.
  mutating func text(_ value: String) { escaped(value, inAttribute: false) }

  /// Writes an attribute value (without its quotes).
  mutating func attribute(_ value: String) { escaped(value, inAttribute: true) }

  private mutating func escaped(_ value: String, inAttribute: Bool) {
    let done: Void? = value.utf8.withContiguousStorageIfAvailable { escaped(utf8: $0, inAttribute: inAttribute) }
    if done == nil {
      var copy = value
      copy.withUTF8 { escaped(utf8: $0, inAttribute: inAttribute) }
    }
  }

  mutating func escaped(utf8 bytes: UnsafeBufferPointer<UInt8>, inAttribute: Bool) {
    var runStart = 0
    var index = 0
    let count = bytes.count
    while index < count {
      // Eight bytes at a time while none of them may need escaping.
      while index + 8 <= count {
        let word = ByteWord(loadingFrom: bytes.baseAddress! + index)
        if word.below(0x20) | word.equal(to: 0x26) | word.equal(to: 0x3C) | word.equal(to: 0x3E) | word.equal(to: 0x22) != 0 {
          break
        }
        index += 8
      }
      guard index < count else { break }
      let byte = bytes[index]
      let replacement: StaticString?
      switch byte {
      case 0x26: replacement = "&amp;"
      case 0x3C: replacement = "&lt;"
      case 0x3E: replacement = "&gt;"
      case 0x22: replacement = inAttribute ? "&quot;" : nil
      case 0x09: replacement = inAttribute ? "&#9;" : nil
      case 0x0A: replacement = inAttribute ? "&#10;" : nil
      case 0x0D: replacement = "&#13;"
      case 0x00..<0x20: replacement = ""
      default: replacement = nil
      }
      guard let replacement else {
        index += 1
        continue
      }
      if runStart < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
      if replacement.utf8CodeUnitCount == 0 {
        out.append(contentsOf: "&#\(byte);".utf8)
      } else {
        out.append(replacement)
      }
      index += 1
      runStart = index
    }
    if runStart < count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<count])) }
  }
}
