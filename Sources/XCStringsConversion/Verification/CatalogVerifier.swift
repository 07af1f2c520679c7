import XCStringsBase
import XCStringsLegacy
import XCStringsModel

/// Checks that a catalog survives export to legacy files and re-import.
///
/// The verdict is the one `migrate --delete-legacy` and tree verification use
/// (``RoundTripCheck``): what Apple's runtime shows from the export is compared with what it
/// shows from an export of the catalog migrated back from those files, plus every loss the
/// ledgers list. A catalog that comes back in another shape but shows the same strings (a
/// plural that reads a later argument coming back as a substitution, as Xcode's migration
/// writes it) loses nothing: its differences are notes.
package enum CatalogVerifier {
  /// The outcome of a verification.
  package struct Verification: Sendable {
    /// Strings the app would show differently or not at all after the round trip.
    package var losses: [RoundTripCheck.Loss]
    /// What changed without being visible to the app (shapes, comments, states, ledger notes).
    package var notes: [String]
    /// ``notes`` as `verify` prints them: a ledger note given for several entries (every entry
    /// of a migrated catalog has an extraction state no legacy file holds) once, at its first
    /// entry, with how many more there are, so that it does not bury the other notes.
    package var printedNotes: [String]
  }

  /// Exports `catalog` in memory, migrates the export back, and compares.
  package static func verify(_ catalog: StringCatalog) -> Verification {
    let export = CatalogExporter.export(catalog)
    var files: [(file: LegacyFile, parsed: LegacyConverter.Parsed)] = []
    for language in export.languages {
      let folder = language.language.rawValue
      if !language.strings.isEmpty {
        files.append(
          (
            LegacyFile(
              path: "\(folder).lproj/table.strings", folderName: folder, language: language.language,
              tableName: "table", kind: .strings), .strings(StringsTable(entries: language.strings))
          ))
      }
      if !language.stringsdict.isEmpty {
        files.append(
          (
            LegacyFile(
              path: "\(folder).lproj/table.stringsdict", folderName: folder, language: language.language,
              tableName: "table", kind: .stringsdict), .stringsdict(StringsdictTable(entries: language.stringsdict))
          ))
      }
    }
    var options = MigrationOptions(sourceLanguage: catalog.sourceLanguage)
    options.extractionState = nil
    let reimported = LegacyConverter.convert(files, options: options)
    let check = RoundTripCheck.check(
      files: files, catalog: reimported.catalog, sourceLanguage: catalog.sourceLanguage,
      ledger: export.ledger + reimported.ledger)
    var notes: [String] = []
    let differences = CatalogDiff.differences(
      catalog, reimported.catalog, ignoring: [.state, .extractionState], ignoringKeyEchoes: true)
    let lost = Set(check.losses.map { [$0.key, $0.language ?? ""] })
    for difference in differences where !lost.contains([difference.key, difference.language ?? ""]) {
      // A key's or language's presence is not a string the runtime shows: a removed language
      // is reported through its value items, which would otherwise be listed twice.
      if difference.path.isEmpty && difference.before != nil && difference.after == nil { continue }
      // An empty translation is left out on the way back, as Xcode's migration does; the
      // re-import's ledger notes it.
      if difference.path == "value", difference.before == "", difference.after == nil,
        difference.language != catalog.sourceLanguage.rawValue
      {
        continue
      }
      notes.append(difference.description)
    }
    var printedNotes = notes
    let ledgerNotes = (export.ledger + reimported.ledger).filter { !$0.isLoss }
    var counts: [String: Int] = [:]
    for entry in ledgerNotes { counts[entry.message, default: 0] += 1 }
    var printed = Set<String>()
    for entry in ledgerNotes {
      let language = entry.language.map { " [\($0)]" } ?? ""
      let note = "\"\(entry.key)\"\(language): \(entry.message)"
      notes.append(note)
      guard printed.insert(entry.message).inserted else { continue }
      let more = (counts[entry.message] ?? 1) - 1
      printedNotes.append(more == 0 ? note : note + " (and \(Summary.count(more, "more entry", "more entries")))")
    }
    return Verification(losses: check.losses, notes: notes, printedNotes: printedNotes)
  }
}
