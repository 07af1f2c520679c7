/// Checks that a catalog survives export to legacy files and re-import.
public enum CatalogVerifier {
  /// The outcome of a verification.
  public struct Result: Sendable {
    /// Items the app would show differently or not at all after the round trip.
    public var losses: [CatalogDiff.Difference]
    /// What changed without being visible to the app (comments, states, ledger notes).
    public var notes: [String]
  }

  /// Exports `catalog` in memory, migrates the export back, and compares.
  public static func verify(_ catalog: StringCatalog) -> Result {
    let export = CatalogExporter.export(catalog)
    var files: [(file: LegacyFile, parsed: CatalogImporter.Parsed)] = []
    for language in export.languages {
      let folder = language.language.rawValue
      if !language.strings.isEmpty {
        files.append((LegacyFile(path: "\(folder).lproj/table.strings", folderName: folder, language: language.language,
                                 tableName: "table", kind: .strings), .strings(StringsTable(entries: language.strings))))
      }
      if !language.stringsdict.isEmpty {
        files.append((LegacyFile(path: "\(folder).lproj/table.stringsdict", folderName: folder, language: language.language,
                                 tableName: "table", kind: .stringsdict), .stringsdict(StringsdictTable(entries: language.stringsdict))))
      }
    }
    var options = MigrationOptions(sourceLanguage: catalog.sourceLanguage)
    options.extractionState = nil
    let reimported = CatalogImporter.convert(files, options: options)
    let differences = CatalogDiff.differences(
      catalog, reimported.catalog, ignoring: [.state, .extractionState], ignoringKeyEchoes: true)
    let source = catalog.sourceLanguage.rawValue
    var losses: [CatalogDiff.Difference] = []
    var notes: [String] = []
    for difference in differences {
      // A key's or language's presence is not a string the runtime shows: a removed language
      // is reported through its value items, which would otherwise be listed twice.
      if difference.path.isEmpty && difference.before != nil && difference.after == nil { continue }
      // An empty translation is left out on the way back, as Xcode's migration does: the app
      // shows the development language's text instead. The re-import's ledger notes it.
      if difference.path == "value", difference.before == "", difference.after == nil, difference.language != source {
        continue
      }
      // Something added (a source value equal to its key), a comment change or an unknown
      // field (legacy files cannot hold one; the app never reads it) is not a loss.
      if difference.before == nil || difference.field == .comment || difference.field == .unknownField
        || difference.path == "comment" || difference.path == "shouldTranslate"
      {
        notes.append(difference.description)
      } else {
        losses.append(difference)
      }
    }
    let lost = Set(losses.map { [$0.key, $0.language ?? ""] })
    for entry in export.ledger + reimported.ledger {
      let language = entry.language.map { " [\($0)]" } ?? ""
      if !entry.isLoss {
        notes.append("\"\(entry.key)\"\(language): \(entry.message)")
      } else if !lost.contains([entry.key, entry.language?.rawValue ?? ""]) {
        // A loss the ledger lists counts even when the comparison cannot see it.
        losses.append(CatalogDiff.Difference(key: entry.key, language: entry.language?.rawValue,
                                              path: "[\(entry.kind)] \(entry.message)", before: "", after: nil))
      }
    }
    return Result(losses: losses, notes: notes)
  }
}
