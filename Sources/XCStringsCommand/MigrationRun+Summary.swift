import XCStringsKit

extension MigrationRun {
  /// Counts shown in the summary and the report.
  struct Counts {
    var keys = 0
    var languages: [String] = []
    var plurals = 0
    var substitutions = 0
    var losses = 0
    var notes = 0

    init(_ output: Output) {
      keys = output.catalog.strings.count
      (plurals, substitutions) = output.catalog.variationCounts
      languages = KeyOrdering.sorted(output.catalog.localizedLanguages)
      losses = output.ledger.filter(\.isLoss).count
      notes = output.ledger.count - losses
    }
  }

  func printSummary(_ allCounts: [Counts]) {
    let verb = request.dryRun ? "would write" : "wrote"
    for (output, counts) in zip(outputs, allCounts) {
      let action = output.merged ? (request.dryRun ? "would merge into" : "merged into") : verb
      io.out("\(output.group.name): \(action) \(output.destination)")
      io.out("  source language \(output.catalog.sourceLanguage) (\(output.sourceOrigin))")
      io.out("  \(counts.keys) keys, \(counts.languages.count) languages (\(counts.languages.joined(separator: ", "))), "
        + "\(counts.plurals) with plural or device variations, \(counts.substitutions) with substitutions")
      var mapped: [String] = []
      for file in output.group.files {
        if let language = file.language, language.rawValue != file.folderName {
          let text = "\(file.folderName).lproj → \(language)"
          if !mapped.contains(text) { mapped.append(text) }
        }
      }
      if !mapped.isEmpty { io.out("  languages mapped: \(mapped.joined(separator: ", "))") }
      if output.group.files.contains(where: { $0.folderName == "Base" }) {
        io.out("  Base.lproj supplies source values only for keys missing from '\(output.catalog.sourceLanguage).lproj'")
      }
      io.out("  ledger: \(counts.losses) loss(es), \(counts.notes) note(s)" + (request.report == nil && !output.ledger.isEmpty ? " (details with --report FILE.json)" : ""))
      // Written a block at a time: a large table can list 100,000 losses, and one write per
      // line took a third of a second.
      var block = ""
      for entry in output.ledger where entry.isLoss {
        let language = entry.language.map { " [\($0)]" } ?? ""
        let text = "[\(entry.kind)] '\(entry.key)'\(language): \(entry.message)"
        if let file = entry.file {
          block += Diagnostic(.warning, text, at: SourceLocation(path: file, line: entry.line ?? 1, column: 1)).description
        } else {
          block += "warning: \(text)"
        }
        block += "\n"
        if block.utf8.count >= 1 << 16 {
          io.standardError(block)
          block = ""
        }
      }
      if !block.isEmpty { io.standardError(block) }
      for project in output.projects {
        let files = Set(output.group.files.map { NSStringPath(path: $0.path).lastComponent }).sorted()
        io.out("  \(project) references \(files.joined(separator: ", ")): add \(output.destination) to the target "
          + "and remove the variant group(s) \(files.joined(separator: ", ")) in Xcode")
      }
      if request.deleteLegacy {
        if output.deletable {
          io.out("  \(request.dryRun ? "would delete" : "deleted") \(output.group.files.count) legacy file(s): round trip verified")
        } else if !output.losses.isEmpty {
          for loss in output.losses.prefix(20) { io.out("  loss: \(output.group.name) \(loss)") }
        }
      }
    }
    for note in notes { io.out("note: \(note)") }
  }

  func reportJSON(_ allCounts: [Counts]) -> JSONValue {
    var catalogs: [JSONValue] = []
    for (output, counts) in zip(outputs, allCounts) {
      var fields = KeyedList<JSONValue>()
      fields["table"] = .string(output.group.name)
      fields["catalog"] = .string(output.destination)
      fields["sourceLanguage"] = .string(output.catalog.sourceLanguage.rawValue)
      fields["sourceLanguageOrigin"] = .string(output.sourceOrigin)
      fields["keys"] = .optional(counts.keys)
      fields["languages"] = .array(counts.languages.map(JSONValue.string))
      fields["plurals"] = .optional(counts.plurals)
      fields["substitutions"] = .optional(counts.substitutions)
      fields["legacyFiles"] = .array(output.group.files.map { JSONValue.string($0.path) })
      fields["deletedLegacy"] = .bool(output.deletable)
      fields["ledger"] = .array(output.ledger.map(\.json))
      catalogs.append(.object(fields))
    }
    return .object([
      "catalogs": .array(catalogs),
      "diagnostics": .array(diagnostics.map { JSONValue.string($0.description) }),
      "notes": .array(notes.map(JSONValue.string)),
    ])
  }
}

/// The last path component without Foundation bridging.
struct NSStringPath {
  let path: String
  var lastComponent: String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}
