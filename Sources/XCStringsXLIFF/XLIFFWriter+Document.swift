import XCStringsBase

/// Writing a document that was read (``XLIFFDocument/write(to:)``) in the layout the writer
/// gives exports: a document read from a file Xcode wrote is written back byte for byte.
extension XLIFFWriter {
  /// The bytes of `document`: Xcode's declaration and `<xliff>` tag, then each `<file>` with
  /// the attributes and units it holds.
  static func data(for document: XLIFFDocument) -> [UInt8] {
    var writer = XLIFFWriter()
    writer.begin()
    for file in document.files { writer.file(file) }
    writer.end()
    return writer.out.buffer
  }

  /// A `<file>`: the attributes a document holds, in Xcode's order (an absent one is left
  /// out), the header's tool when there is one, and the units.
  private mutating func file(_ file: XLIFFFile) {
    out.append("  <file original=\"")
    attribute(file.original)
    optionalAttribute("source-language", file.sourceLanguage?.rawValue)
    optionalAttribute("target-language", file.targetLanguage?.rawValue)
    optionalAttribute("datatype", file.datatype)
    out.append("\">\n")
    if let tool = file.tool {
      out.append("    <header>\n      <tool tool-id=\"")
      attribute(tool.id)
      out.append("\" tool-name=\"")
      attribute(tool.name)
      optionalAttribute("tool-version", tool.version)
      optionalAttribute("build-num", tool.buildNumber)
      out.append("\"/>\n    </header>\n")
    }
    out.append("    <body>\n")
    for unit in file.units { self.unit(unit) }
    endFile()
  }

  /// One `<trans-unit>`: its source and target as an export writes them, and each note (a
  /// unit without notes gets the empty `<note/>` Xcode writes).
  private mutating func unit(_ unit: XLIFFUnit) {
    out.append("      <trans-unit id=\"")
    attribute(unit.id)
    out.append(unit.translate ? "\" xml:space=\"preserve\">\n" : "\" translate=\"no\" xml:space=\"preserve\">\n")
    if let source = unit.source {
      out.append("        <source")
      content(unit.sourceSetValues.map { .set($0) } ?? .plain(source), closing: "source")
    }
    if let target = unit.target {
      out.append("        <target")
      if let state = target.state {
        out.append(" state=\"")
        attribute(state.rawValue)
        out.append("\"")
      }
      if let qualifier = target.stateQualifier {
        out.append(" state-qualifier=\"")
        attribute(qualifier.rawValue)
        out.append("\"")
      }
      content(target.setValues.map { .set($0) } ?? .plain(target.text), closing: "target")
    }
    if unit.notes.isEmpty { out.append("        <note/>\n") }
    for note in unit.notes {
      out.append("        <note")
      if let from = note.from {
        out.append(" from=\"")
        attribute(from)
        out.append("\"")
      }
      if note.text.isEmpty {
        out.append("/>\n")
      } else {
        out.append(">")
        text(note.text)
        out.append("</note>\n")
      }
    }
    out.append("      </trans-unit>\n")
  }

  /// The end of the attribute before it (its closing quote) and `name="value"` when there is
  /// a value, still open: the caller closes the last quote.
  private mutating func optionalAttribute(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    out.append("\" ")
    out.append(name)
    out.append("=\"")
    attribute(value)
  }
}
