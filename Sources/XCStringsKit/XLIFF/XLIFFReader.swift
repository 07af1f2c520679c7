/// Builds an ``XLIFFDocument`` from the events of an ``XMLReader``.
///
/// Elements are matched by local name, so a document whose tools prefixed the XLIFF namespace
/// (`ns0:file`) reads like one with the default namespace. Locations are worked out once at the
/// end, in one pass over the text, from the offsets noted on the way.
struct XLIFFReader {
  private var xml: XMLReader
  private let path: String
  /// The offset of every `<file>`, `<trans-unit>` and `<target>` tag, in document order.
  private var offsets: [Int] = []
  private var diagnostics: [(message: String, offset: Int)] = []

  init(buffer: UnsafeBufferPointer<UInt8>, path: String) {
    xml = XMLReader(bytes: buffer)
    self.path = path
  }

  mutating func document() throws(XMLReader.Failure) -> XLIFFDocument {
    guard case .start(let rootName, _) = try xml.next() else {
      throw XMLReader.Failure(message: "expected an <xliff> root element", offset: xml.eventOffset)
    }
    guard XMLReader.localName(rootName) == "xliff" else {
      throw XMLReader.Failure(message: "expected an <xliff> root element, found <\(rootName)>", offset: xml.eventOffset)
    }
    let version = xml.attribute("version")
    var files: [XLIFFFile] = []
    loop: while true {
      switch try xml.next() {
      case .start(let name, _):
        if XMLReader.localName(name) == "file" {
          files.append(try file())
        } else {
          try xml.skipElement()
        }
      case .end:
        break loop
      case .text, .endOfDocument:
        continue
      }
    }
    guard case .endOfDocument = try xml.next() else {
      throw XMLReader.Failure(message: "unexpected content after the root element", offset: xml.eventOffset)
    }
    locate(&files)
    return XLIFFDocument(path: path, version: version, files: files, diagnostics: locatedDiagnostics())
  }

  // MARK: - Elements

  private mutating func file() throws(XMLReader.Failure) -> XLIFFFile {
    offsets.append(xml.eventOffset)
    var file = XLIFFFile(
      original: xml.attribute("original") ?? "", sourceLanguage: xml.attribute("source-language").map(LanguageCode.init),
      targetLanguage: xml.attribute("target-language").map(LanguageCode.init), datatype: xml.attribute("datatype"))
    if xml.attribute("original") == nil {
      diagnostics.append(("<file> has no 'original' attribute", xml.eventOffset))
    }
    let level = xml.depth
    while true {
      switch try xml.next() {
      case .start(let name, _):
        switch XMLReader.localName(name) {
        case "header": file.tool = try header()
        case "body": try body(into: &file.units)
        default: try xml.skipElement()
        }
      case .end where xml.depth < level:
        return file
      default:
        continue
      }
    }
  }

  /// Reads a `<header>` and returns its `<tool>`, if any.
  private mutating func header() throws(XMLReader.Failure) -> XLIFFTool? {
    var tool: XLIFFTool?
    let level = xml.depth
    while true {
      switch try xml.next() {
      case .start(let name, _):
        if XMLReader.localName(name) == "tool" {
          tool = XLIFFTool(
            id: xml.attribute("tool-id") ?? "", name: xml.attribute("tool-name") ?? "",
            version: xml.attribute("tool-version"), buildNumber: xml.attribute("build-num"))
        }
        try xml.skipElement()
      case .end where xml.depth < level:
        return tool
      default:
        continue
      }
    }
  }

  /// Reads the units of a `<body>`, descending into `<group>` elements.
  private mutating func body(into units: inout [XLIFFUnit]) throws(XMLReader.Failure) {
    let level = xml.depth
    while true {
      switch try xml.next() {
      case .start(let name, _):
        switch XMLReader.localName(name) {
        case "trans-unit":
          if let unit = try unit() { units.append(unit) }
        case "group":
          continue
        default:
          try xml.skipElement()
        }
      case .end where xml.depth < level:
        return
      default:
        continue
      }
    }
  }

  private mutating func unit() throws(XMLReader.Failure) -> XLIFFUnit? {
    let start = xml.eventOffset
    guard let id = xml.attribute("id") else {
      diagnostics.append(("<trans-unit> without an 'id' is skipped", start))
      try xml.skipElement()
      return nil
    }
    offsets.append(start)
    var unit = XLIFFUnit(id: id, translate: xml.attribute("translate") != "no")
    let level = xml.depth
    while true {
      switch try xml.next() {
      case .start(let name, _):
        switch XMLReader.localName(name) {
        case "source" where unit.source == nil:
          let (text, set) = try content()
          unit.source = text
          unit.sourceSetValues = set
        case "target" where unit.target == nil:
          offsets.append(xml.eventOffset)
          let state = xml.attribute("state").map(XLIFFState.init)
          let qualifier = xml.attribute("state-qualifier").map(XLIFFStateQualifier.init)
          let (text, set) = try content()
          unit.target = XLIFFTarget(text: text, setValues: set, state: state, stateQualifier: qualifier)
        case "note":
          let from = xml.attribute("from")
          unit.notes.append(XLIFFNote(text: try content().text, from: from))
        default:
          try xml.skipElement()
        }
      case .end where xml.depth < level:
        return unit
      default:
        continue
      }
    }
  }

  /// Reads the content of the element just started: its text with inline elements flattened
  /// and empty placeholders (`<x/>`, `<bx/>`, `<ex/>`) dropped, and the values of string-set
  /// markers (`<mrk mtype="x-set">`) directly inside it. Whitespace around the markers is
  /// Xcode's layout, not part of any value.
  private mutating func content() throws(XMLReader.Failure) -> (text: String, set: [String]?) {
    let level = xml.depth
    var text = ""
    var set: [String]?
    var value: String?
    while true {
      switch try xml.next() {
      case .text(let piece):
        text += piece
        if value != nil { value! += piece }
      case .start(let name, _):
        let local = XMLReader.localName(name)
        if local == "mrk", xml.depth == level + 1, xml.attribute("mtype") == "x-set" {
          value = ""
        } else if local == "x" || local == "bx" || local == "ex" {
          try xml.skipElement()
        }
      case .end:
        if xml.depth < level { return (text, set) }
        if xml.depth == level, let finished = value {
          set = (set ?? []) + [finished]
          value = nil
        }
      case .endOfDocument:
        return (text, set)
      }
    }
  }

  // MARK: - Locations

  /// Fills in the location of every file, unit and target from ``offsets``, which were noted
  /// in the order the loops below visit them; in place, as a copy would retain every string.
  private func locate(_ files: inout [XLIFFFile]) {
    let positions = LineTable.positions(ofAscending: offsets, in: xml.bytes)
    var next = 0
    func location() -> SourceLocation {
      defer { next += 1 }
      return SourceLocation(path: path, line: positions[next].line, column: positions[next].column)
    }
    for fileIndex in files.indices {
      files[fileIndex].location = location()
      for unitIndex in files[fileIndex].units.indices {
        files[fileIndex].units[unitIndex].location = location()
        if files[fileIndex].units[unitIndex].target != nil {
          files[fileIndex].units[unitIndex].target!.location = location()
        }
      }
    }
  }

  private func locatedDiagnostics() -> [Diagnostic] {
    guard !diagnostics.isEmpty else { return [] }
    let sorted = diagnostics.sorted { $0.offset < $1.offset }
    let positions = LineTable.positions(ofAscending: sorted.map(\.offset), in: xml.bytes)
    return zip(sorted, positions).map { item, position in
      Diagnostic.warning(item.message, at: SourceLocation(path: path, line: position.line, column: position.column))
    }
  }
}
