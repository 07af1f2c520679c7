import XCStringsKit

/// `verify`: proves that a conversion loses nothing the app would show.
enum VerifyCommand: Command {
  static let name = "verify"
  static let summary = "Check that converting loses nothing (for .lproj trees and catalogs)."
  static let usage = "verify <path>... [--source-language CODE]"
  static let discussion = """
    For .lproj trees: migrates in memory, exports in memory, and compares with what the legacy
    files hold. For catalogs: exports in memory, re-imports, and compares with the catalog.
    A loss is a (table, language, key, plural category, device) for which Apple's runtime would
    resolve a different string after conversion (last duplicate wins, .stringsdict before
    .strings). Prints every loss, then what changed without being a loss as notes, then a
    verdict. Exit 0 when nothing would be lost, 1 when something would, 2 when an input could
    not be read.
    """
  static let options = [
    OptionSpec(name: "source-language", valueName: "CODE", help: "The development language of trees (default: detected)."),
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
    guard !arguments.positional.isEmpty else { throw UsageError(message: "no path given") }
    let forced = arguments.value("source-language").map(LanguageCode.init(rawValue:))
    var losses = 0
    var notes: [String] = []
    var tables = 0
    var unreadable = false
    for path in arguments.positional {
      if path.hasSuffix(".xcstrings") && !FileIO.isDirectory(path) {
        do {
          let catalog = try CatalogJSONReader.read(contentsOf: path)
          let table = NSStringPath(path: path).lastComponent.removingSuffix(".xcstrings")
          let result = CatalogVerifier.verify(catalog)
          tables += 1
          for loss in result.losses { io.out("\(table) \(lossLine(loss))") }
          notes += result.notes.map { "note: \(table) \($0)" }
          losses += result.losses.count
        } catch {
          io.report([error])
          unreadable = true
        }
        continue
      }
      guard FileIO.exists(path) else {
        io.report([Diagnostic(.error, "no such file or directory", path: path)])
        unreadable = true
        continue
      }
      let discovery = LegacyDiscovery(roots: [path])
      io.report(discovery.diagnostics)
      if discovery.groups.isEmpty { io.report([Diagnostic(.warning, "no .strings/.stringsdict tables found", path: path)]) }
      for group in discovery.groups {
        let (files, problems) = LegacyTableLoader.load(group)
        io.report(problems)
        if problems.containsError {
          unreadable = true
          continue
        }
        let language = forced ?? DevelopmentRegion.detect(startingAt: group.parent)?.language ?? .english
        let converted = CatalogImporter.convert(files, options: MigrationOptions(sourceLanguage: language))
        let found = LegacyTableLoader.roundTripLosses(of: files, migratedTo: converted.catalog, sourceLanguage: language)
        tables += 1
        for loss in found { io.out("\(group.name) \(loss)") }
        for entry in converted.ledger where !entry.isLoss {
          notes.append("note: \(group.name)\(entry.language.map { " [\($0)]" } ?? "") \"\(entry.key)\": \(entry.message)")
        }
        losses += found.count
      }
    }
    // Every loss first, then the notes, then the verdict.
    for note in notes { io.out(note) }
    if unreadable {
      io.out("verify: could not read every input")
      return ExitCode.unreadable
    }
    if losses > 0 {
      io.out("verify: \(losses) loss(es) in \(tables) table(s); \(notes.count) note(s)")
      return ExitCode.failure
    }
    io.out("verify: no loss in \(tables) table(s); \(notes.count) note(s)")
    return ExitCode.success
  }

  /// A catalog loss in the same form as a tree's (`[ja] "key": plural.few missing`): the
  /// item's path without its trailing `value`, then what happened to it.
  static func lossLine(_ difference: CatalogDiff.Difference) -> String {
    var variant = difference.path
    if variant == "value" {
      variant = ""
    } else if variant.hasSuffix(" value") {
      variant = String(variant.dropLast(" value".count))
    }
    let what = difference.after.map { "changed from '\(difference.before ?? "")' to '\($0)'" } ?? "missing"
    let language = difference.language.map { "[\($0)] " } ?? ""
    return "\(language)\"\(difference.key)\":\(variant.isEmpty ? "" : " " + variant) \(what)"
  }
}
