import XCStringsBase
import XCStringsCatalogJSON
import XCStringsConversion
import XCStringsLegacy
import XCStringsModel
import XCStringsProject

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
      let source = output.catalog.sourceLanguage
      io.out("\(output.group.name): \(action) \(output.destination)")
      io.out("  source language \(source) (\(output.sourceOrigin))")
      io.out(
        "  \(Summary.count(counts.keys, "key")), \(Summary.count(counts.languages.count, "language"))"
          + (counts.languages.isEmpty ? "" : " (\(counts.languages.joined(separator: ", ")))")
          + ", \(counts.plurals) with plural or device variations, \(counts.substitutions) with substitutions")
      var mapped: [String] = []
      for file in output.group.files {
        if let language = file.language, language.rawValue != file.folderName {
          let text = "\(file.folderName).lproj → \(language)"
          if !mapped.contains(text) { mapped.append(text) }
        }
      }
      if !mapped.isEmpty { io.out("  languages mapped: \(mapped.joined(separator: ", "))") }
      if output.group.files.contains(where: { $0.folderName == "Base" }) {
        if output.group.files.contains(where: { $0.language == source }) {
          io.out("  Base.lproj supplies source values only for keys missing from the '\(source)' files")
        } else {
          io.out("  Base.lproj supplies the source values (the table has no '\(source)' files)")
        }
      }
      io.out(
        "  ledger: \(Summary.count(counts.losses, "loss", "losses")), \(Summary.count(counts.notes, "note"))"
          + (request.report == nil && !output.ledger.isEmpty ? io.hint(.reportDetails) : ""))
      // Written a block at a time: a large table can list 100,000 losses, and one write per
      // line took a third of a second.
      var block = ""
      for entry in output.ledger where entry.isLoss {
        let language = entry.language.map { " [\($0)]" } ?? ""
        var text = "[\(entry.kind)] '\(entry.key)'\(language): \(entry.message)"
        if entry.kind == .widthRule, request.widthRule == .skip { text += io.hint(.widthRuleLeftOut) }
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
      if output.project == nil {
        for project in output.references {
          let files = Set(output.group.files.map { FileTransaction.baseName(of: $0.path) }).sorted()
          io.out(
            "  \(project) references \(files.joined(separator: ", ")): \(io.hint(.projectNotUpdated))"
              + "add \(output.destination) to the target and remove the variant group(s) in Xcode")
        }
      }
      if request.deleteLegacy {
        if output.deletable {
          io.out(
            "  \(request.dryRun ? "would delete" : "deleted") \(Summary.count(output.group.files.count, "legacy file")): "
              + "round trip verified")
        } else if let check = output.check, !check.lostNothing {
          for loss in check.losses.prefix(20) { io.out("  loss: \(output.group.name) \(loss)") }
          if check.losses.count > 20 { io.out("  … and \(check.losses.count - 20) more\(io.hint(.seeReport))") }
        }
      }
    }
    printProjects()
    for note in notes { io.out("note: \(note.message)") }
  }

  /// One line per edited project; a dry run lists every object removed, added and changed.
  private func printProjects() {
    for update in updates {
      let edits = update.plan.edits
      let counts = [ProjectEdit.Action.removed, .added, .changed].map { action in edits.filter { $0.action == action }.count }
      guard update.plan.changesFile else {
        io.out("\(update.path): no change")
        continue
      }
      let verb = request.dryRun ? "would update" : "updated"
      io.out("\(update.path): \(verb) (\(counts[0]) removed, \(counts[1]) added, \(counts[2]) changed)")
      if request.dryRun { for edit in edits { io.out("  \(edit)") } }
    }
  }

  /// The report: per catalog its figures, ledger and round trip, then every diagnostic and
  /// note as objects. `failed` marks a run that wrote nothing.
  func reportBytes(_ allCounts: [Counts], failed: Bool = false) -> [UInt8] {
    var catalogs: [JSONValue] = []
    for (output, counts) in zip(outputs, allCounts) {
      var fields = KeyedList<JSONValue>()
      fields["table"] = .string(output.group.name)
      fields["catalog"] = .string(output.destination)
      fields["input"] = .string(output.root)
      fields["sourceLanguage"] = .string(output.catalog.sourceLanguage.rawValue)
      fields["sourceLanguageOrigin"] = .string(output.sourceOrigin)
      fields["keys"] = .optional(counts.keys)
      fields["languages"] = .array(counts.languages.map(JSONValue.string))
      fields["plurals"] = .optional(counts.plurals)
      fields["substitutions"] = .optional(counts.substitutions)
      fields["legacyFiles"] = .array(output.group.files.map { JSONValue.string($0.path) })
      fields["deletedLegacy"] = .bool(output.deletable && !request.dryRun && !failed)
      if let check = output.check {
        fields["roundTripLosses"] = .array(
          check.losses.map { loss in
            .object([
              "language": .optional(loss.language), "key": .string(loss.key), "message": .string(loss.message),
              "file": .optional(loss.file), "line": .optional(loss.line),
            ])
          })
      }
      // The report carries the hints the summary prints, as it did before the library's
      // messages stopped naming the tool's options.
      fields["ledger"] = .array(
        output.ledger.map { entry in
          guard entry.kind == .widthRule, request.widthRule == .skip else { return entry.json }
          var hinted = entry
          hinted.message += io.hint(.widthRuleLeftOut)
          return hinted.json
        })
      catalogs.append(.object(fields))
    }
    var fields = KeyedList<JSONValue>()
    fields["dryRun"] = .bool(request.dryRun)
    fields["succeeded"] = .bool(!failed)
    fields["catalogs"] = .array(catalogs)
    if request.updateProject {
      fields["projects"] = .array(
        updates.map { update in
          .object([
            "project": .string(update.path),
            "updated": .bool(update.plan.changesFile && !request.dryRun && !failed),
            "catalogs": .array(update.plan.tables.map { .string($0.catalogPath) }),
            "edits": .array(
              update.plan.edits.map { edit in
                .object([
                  "action": .string(edit.action.rawValue), "isa": .string(edit.isa.rawValue), "id": .string(edit.id),
                  "name": .string(edit.name), "detail": .optional(edit.detail),
                ])
              }),
          ])
        })
    }
    fields["diagnostics"] = .array(diagnostics.map { $0.json(hints: io.hints) })
    fields["notes"] = .array(
      notes.map { note in
        .object(["kind": .string(note.kind), "file": .optional(note.file), "message": .string(note.message)])
      })
    let report: JSONValue = .object(fields)
    return Array((report.serialized() + "\n").utf8)
  }
}
