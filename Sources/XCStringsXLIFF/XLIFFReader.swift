import XCStringsBase
import XCStringsModel

/// Builds an ``XLIFFDocument`` from the events of an ``XMLReader``.
///
/// Elements are matched by local name, so a document whose tools prefixed the XLIFF namespace
/// (`ns0:file`) reads like one with the default namespace. The locations of files, units and
/// targets are worked out on the way, in one pass over the text: each from where the previous
/// one was found.
struct XLIFFReader {
  private var xml: XMLReader
  private let path: String
  private var diagnostics: [(message: String, offset: Int, severity: Diagnostic.Severity)] = []
  /// The bytes of the text being read (reused from element to element).
  private var pieces: [UInt8] = []
  /// The line breaks before ``lineCountedTo``.
  private var lineBreaks = 0
  private var lineCountedTo = 0
  private let hasCarriageReturns: Bool
  /// Whether `<source>` and `<note>` texts are kept (import needs neither: they are read and
  /// checked, but not made into strings).
  private let keepsSourcesAndNotes: Bool

  init(buffer: UnsafeBufferPointer<UInt8>, path: String, keepsSourcesAndNotes: Bool = true) {
    xml = XMLReader(bytes: buffer)
    self.path = path
    hasCarriageReturns = LineTable.containsCarriageReturn(buffer)
    self.keepsSourcesAndNotes = keepsSourcesAndNotes
  }

  /// The location of `offset`, which is not before the last one asked for.
  private mutating func location(of offset: Int) -> SourceLocation {
    lineBreaks += LineTable.lineBreaks(in: lineCountedTo..<offset, of: xml.bytes, hasCarriageReturns: hasCarriageReturns)
    lineCountedTo = offset
    return SourceLocation(path: path, line: 1 + lineBreaks, column: LineTable.column(at: offset, in: xml.bytes))
  }

  mutating func document() throws(ParseFailure) -> XLIFFDocument {
    guard case .start = try xml.next() else {
      throw ParseFailure(message: "expected an <xliff> root element", offset: xml.eventOffset)
    }
    guard xml.hasLocalName("xliff") else {
      throw ParseFailure(message: "expected an <xliff> root element, found <\(xml.name)>", offset: xml.eventOffset)
    }
    let version = xml.attribute("version")
    // XLIFF 2 has other elements (`<unit>`, `<segment>`, `trgLang`): read as 1.2, a document
    // would give no translations and pass for an untouched one.
    if let version, !version.hasPrefix("1.") {
      throw ParseFailure(
        message: "XLIFF version '\(version)' is not supported; export XLIFF 1.2 (the version Xcode reads and writes)",
        offset: xml.eventOffset)
    }
    var files: [XLIFFFile] = []
    loop: while true {
      switch try xml.next() {
      case .start:
        if xml.hasLocalName("file") {
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
      throw ParseFailure(message: "unexpected content after the root element", offset: xml.eventOffset)
    }
    return XLIFFDocument(path: path, version: version, files: files, diagnostics: locatedDiagnostics())
  }

  // MARK: - Elements

  private mutating func file() throws(ParseFailure) -> XLIFFFile {
    var file = XLIFFFile(
      original: xml.attribute("original") ?? "", sourceLanguage: xml.attribute("source-language").map(LanguageCode.init),
      targetLanguage: xml.attribute("target-language").map(LanguageCode.init), datatype: xml.attribute("datatype"),
      location: location(of: xml.eventOffset))
    if xml.attribute("original") == nil {
      diagnostics.append(("<file> has no 'original' attribute", xml.eventOffset, .warning))
    }
    let preserve = xml.attribute("xml:space").map { $0 == "preserve" } ?? false
    let level = xml.depth
    while true {
      switch try xml.next() {
      case .start:
        if xml.hasLocalName("header") {
          file.tool = try header()
        } else if xml.hasLocalName("body") {
          try body(into: &file.units, preserve: xml.attribute("xml:space").map { $0 == "preserve" } ?? preserve)
        } else {
          try xml.skipElement()
        }
      case .end where xml.depth < level:
        return file
      default:
        continue
      }
    }
  }

  /// Reads a `<header>` and returns its `<tool>`, if any.
  private mutating func header() throws(ParseFailure) -> XLIFFTool? {
    var tool: XLIFFTool?
    let level = xml.depth
    while true {
      switch try xml.next() {
      case .start:
        if xml.hasLocalName("tool") {
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

  /// Reads the units of a `<body>`, descending into `<group>` elements; `preserve` is the
  /// `xml:space` the units inherit.
  private mutating func body(into units: inout [XLIFFUnit], preserve: Bool) throws(ParseFailure) {
    let level = xml.depth
    while true {
      switch try xml.next() {
      case .start:
        if xml.hasLocalName("trans-unit") {
          try unit(into: &units, preserve: xml.attribute("xml:space").map { $0 == "preserve" } ?? preserve)
        } else if xml.hasLocalName("group") {
          try body(into: &units, preserve: xml.attribute("xml:space").map { $0 == "preserve" } ?? preserve)
        } else {
          try xml.skipElement()
        }
      case .end where xml.depth < level:
        return
      default:
        continue
      }
    }
  }

  /// Reads a `<trans-unit>` and appends it, made once from its parts (a unit or target built
  /// up field by field was copied, with every string it holds retained, at each step).
  private mutating func unit(into units: inout [XLIFFUnit], preserve: Bool) throws(ParseFailure) {
    let start = xml.eventOffset
    guard let id = xml.attribute("id") else {
      diagnostics.append(("<trans-unit> without an 'id' is skipped", start, .warning))
      try xml.skipElement()
      return
    }
    let unitLocation = location(of: start)
    let translate = xml.attribute("translate") != "no"
    var hasSource = false
    var source: String?
    var sourceSet: [String]?
    var hasTarget = false
    var target = ""
    var targetSet: [String]?
    var state: XLIFFState?
    var qualifier: XLIFFStateQualifier?
    var targetLocation: SourceLocation?
    var notes: [XLIFFNote] = []
    let level = xml.depth
    while true {
      switch try xml.next() {
      case .start:
        if !hasSource, xml.hasLocalName("source") {
          hasSource = true
          // Without `xml:space="preserve"`, the source's edges decide what is layout.
          if keepsSourcesAndNotes || !preserve {
            (source, sourceSet) = try content()
          } else {
            try xml.skipElement()
          }
        } else if !hasTarget, xml.hasLocalName("target") {
          hasTarget = true
          targetLocation = location(of: xml.eventOffset)
          state = xml.attribute("state").map(XLIFFState.init)
          qualifier = xml.attribute("state-qualifier").map(XLIFFStateQualifier.init)
          (target, targetSet) = try content()
        } else if keepsSourcesAndNotes, xml.hasLocalName("note") {
          let from = xml.attribute("from")
          notes.append(XLIFFNote(text: try content().text, from: from))
        } else {
          try xml.skipElement()
        }
      case .end where xml.depth < level:
        if !preserve, hasTarget, targetSet == nil, let trimmed = Self.withoutLayout(target, source: source ?? "") {
          target = trimmed
          diagnostics.append(
            (
              "whitespace with a line break around the target of '\(id)' is taken for layout and left out: the unit does not "
                + "ask for xml:space=\"preserve\" and its source has none", start, .note
            ))
        }
        if !keepsSourcesAndNotes { (source, sourceSet) = (nil, nil) }
        units.append(
          XLIFFUnit(
            id: id, translate: translate, source: source, sourceSetValues: sourceSet,
            target: hasTarget
              ? XLIFFTarget(text: target, setValues: targetSet, state: state, stateQualifier: qualifier, location: targetLocation)
              : nil,
            notes: notes, location: unitLocation))
        return
      default:
        continue
      }
    }
  }

  /// Reads the content of the element just started: its text with inline elements flattened
  /// and empty placeholders (`<x/>`, `<bx/>`, `<ex/>`) dropped, and the values of string-set
  /// markers (`<mrk mtype="x-set">`) directly inside it. Whitespace around the markers is
  /// Xcode's layout, not part of any value.
  ///
  /// Nearly every content is one text as written: it is made into a string straight from the
  /// document. Anything else is gathered as bytes and made into one string at the end.
  private mutating func content() throws(ParseFailure) -> (text: String, set: [String]?) {
    let level = xml.depth
    var set: [String]?
    // The first text while it is the only one and needs no resolving, still in the document.
    var pending: Range<Int>?
    var gathering = false
    // Where the open marker's value starts in `pieces`.
    var valueStart: Int?
    while true {
      let event = try xml.next()
      if case .text = event, !gathering, pending == nil, let range = xml.writtenTextRange {
        pending = range
        continue
      }
      if case .end = event, xml.depth < level {
        if !gathering { return (pending.map { xml.string($0) } ?? "", set) }
        return (pieces.withUnsafeBufferPointer { String(checkedUTF8: $0) }, set)
      }
      if !gathering, event != .endOfDocument {
        gathering = true
        pieces.removeAll(keepingCapacity: true)
        if let pending { pieces.append(contentsOf: UnsafeBufferPointer(rebasing: xml.bytes[pending])) }
      }
      switch event {
      case .text:
        xml.appendText(to: &pieces)
      case .start:
        if xml.hasLocalName("mrk"), xml.depth == level + 1, xml.attribute("mtype") == "x-set" {
          valueStart = pieces.count
        } else if xml.hasLocalName("x") || xml.hasLocalName("bx") || xml.hasLocalName("ex") {
          try xml.skipElement()
        }
      case .end:
        if xml.depth == level, let start = valueStart {
          let value = pieces.withUnsafeBufferPointer { String(checkedUTF8: UnsafeBufferPointer(rebasing: $0[start...])) }
          set = (set ?? []) + [value]
          valueStart = nil
        }
      case .endOfDocument:
        if !gathering { return (pending.map { xml.string($0) } ?? "", set) }
        return (pieces.withUnsafeBufferPointer { String(checkedUTF8: $0) }, set)
      }
    }
  }

  // MARK: - Diagnostics

  private func locatedDiagnostics() -> [Diagnostic] {
    guard !diagnostics.isEmpty else { return [] }
    let sorted = diagnostics.sorted { $0.offset < $1.offset }
    let positions = LineTable.positions(ofAscending: sorted.map(\.offset), in: xml.bytes)
    return zip(sorted, positions).map { item, position in
      Diagnostic(item.severity, item.message, at: SourceLocation(path: path, line: position.line, column: position.column))
    }
  }

  /// `text` without a leading or trailing run of whitespace that holds a line break where
  /// `source` has no such run at that edge (a pretty-printer's indentation); `nil` when there
  /// is nothing to remove.
  static func withoutLayout(_ text: String, source: String) -> String? {
    func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" }
    func isBreak(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\r" }
    let scalars = Array(text.unicodeScalars)
    let sourceScalars = Array(source.unicodeScalars)
    let lead = scalars.prefix(while: isSpace)
    let trail = scalars.reversed().prefix(while: isSpace)
    let sourceLead = sourceScalars.prefix(while: isSpace).contains(where: isBreak)
    let sourceTrail = sourceScalars.reversed().prefix(while: isSpace).contains(where: isBreak)
    var start = 0
    var end = scalars.count
    if lead.contains(where: isBreak), !sourceLead { start = lead.count }
    if trail.contains(where: isBreak), !sourceTrail { end = max(start, scalars.count - trail.count) }
    guard start > 0 || end < scalars.count else { return nil }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars[start..<end])
    return String(result)
  }
}
