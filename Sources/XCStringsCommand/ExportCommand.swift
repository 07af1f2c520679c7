import Foundation
import XCStringsBase
import XCStringsKit

/// `export`: String Catalogs back to `<lang>.lproj/<Table>.strings` and `.stringsdict`, or as
/// Xcode localization catalogs (`--format xcloc`, `--format xliff`).
enum ExportCommand: Command {
  static let name = "export"
  static let summary = "Write String Catalogs back as .lproj .strings/.stringsdict files."
  static let usage = "export <catalog.xcstrings | folder>... --output DIR [--format lproj|xcloc|xliff] [options]"
  static let discussion = """
    Writes DIR/<lang>.lproj/<Table>.strings for every language (Table = the catalog's file name),
    plus <Table>.stringsdict when the language has plural, device or substitution entries.
    Entries keep catalog order and comments. The source language gets every key: its source
    value (whatever its state), or the key itself where the catalog has none. Anything a legacy
    file cannot hold (string sets, states, extraction states) is listed in the ledger (--report).
    An existing file with other content is not replaced unless --force is given (an identical
    one is left untouched). All files are written together or not at all.

    --format xcloc writes DIR/<lang>.xcloc bundles as Xcode's "Export Localizations" does
    (contents.json, Localized Contents/<lang>.xliff, Source Contents/ with each catalog reduced to
    its source language); --format xliff writes bare DIR/<lang>.xliff files. Both take catalogs
    or folders (searched for .xcstrings files); each catalog is named (<file original>) by its
    path relative to the folder given that holds it, or to the current folder for a catalog
    given on its own, as Xcode names it relative to the project folder (names two catalogs
    would share, or a catalog outside the current folder, fall back to the deepest folder
    holding them). The XLIFF is byte for byte Xcode's, apart from the tool named in its headers.
    """
  static let options = [
    OptionSpec(
      name: "output", valueName: "DIR",
      help: "The folder to write .lproj folders (or .xcloc bundles, .xliff files) into (required)."),
    OptionSpec(name: "format", valueName: "lproj|xcloc|xliff", help: "What to write (default: lproj)."),
    OptionSpec(
      name: "languages", valueName: "L,...",
      help: "xcloc/xliff: the languages to export (default: every language of the catalogs, source included)."),
    OptionSpec(
      name: "project", valueName: "NAME.xcodeproj",
      help: "xcloc: the project named in contents.json (default: the .xcodeproj above the catalogs)."),
    OptionSpec(
      name: "development-region", valueName: "LANG",
      help: "xcloc: developmentRegion in contents.json (default: the project's, else the catalog's source language)."),
    OptionSpec(
      name: "encoding", valueName: "utf8|utf16", help: ".strings encoding (utf16 = UTF-16LE with BOM, as legacy Xcode)."),
    OptionSpec(
      name: "states", valueName: "S,...",
      help: "Export only translations in these states (translated, needs_review, new, machine_translated; default: all)."),
    OptionSpec(
      name: "fallback", valueName: "LANG", help: "Fill each language's missing keys from LANG (a language of every catalog)."),
    OptionSpec(name: "force", valueName: nil, help: "Replace existing files whose content differs."),
    OptionSpec(name: "plist", valueName: "xml|binary", help: "Write compiled property-list .strings instead of text."),
    OptionSpec(name: "report", valueName: "FILE.json", help: "Write the loss ledger as JSON."),
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
    guard !arguments.positional.isEmpty else { throw UsageError(message: "no catalog given") }
    if let name = arguments.value("format"), name != "lproj" {
      guard let format = ExchangeExportRequest.Format(rawValue: name) else {
        throw UsageError(message: "--format takes 'lproj', 'xcloc' or 'xliff', not '\(name)'")
      }
      return try ExchangeExport.run(arguments, format: format, io: io)
    }
    for name in ["languages", "project", "development-region"] where arguments.value(name) != nil {
      throw UsageError(message: "--\(name) applies to --format xcloc or xliff only")
    }
    guard let output = arguments.value("output") else { throw UsageError(message: "--output DIR is required") }
    var request = ExportRequest(catalogs: arguments.positional, output: output)
    if let name = arguments.value("encoding") {
      switch name {
      case "utf8": request.encoding = .utf8
      case "utf16": request.encoding = .utf16LittleEndian
      default: throw UsageError(message: "--encoding takes 'utf8' or 'utf16', not '\(name)'")
      }
    }
    if let name = arguments.value("plist") {
      guard let format = ExportRequest.PlistFormat(rawValue: name) else {
        throw UsageError(message: "--plist takes 'xml' or 'binary', not '\(name)'")
      }
      request.plist = format
    }
    var states = Set<TranslationState>()
    for name in arguments.list("states") { states.insert(try OptionValues.state(name, option: "states")) }
    if !states.isEmpty { request.options.states = states }
    request.options.fallbackLanguage = try arguments.value("fallback").map { value throws(UsageError) in
      try OptionValues.language(value, option: "fallback")
    }
    request.force = arguments.flag("force")
    request.report = arguments.value("report")
    var run = ExportRun(request: request, faults: io.faults)
    run.hints = io.hints
    run.keepsValuesUntilExit = io.keepsValuesUntilExit
    let result = run.run()
    io.print(result.output)
    return result.succeeded ? ExitCode.success : ExitCode.failure
  }
}

extension String {
  func removingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
