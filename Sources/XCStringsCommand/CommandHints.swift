import XCStringsKit

/// The tool's hints for the library's diagnostics, by code: the options that change what a
/// diagnostic reports. The library's messages name no option, so a program using the library
/// gets no advice about a command line it does not have; the tool puts each hint in the
/// message's slot (``Diagnostic/description(hints:)``). `$1`, `$2` stand for the slot's values.
enum CommandHints {
  static let table: [Diagnostic.Code: String] = [
    .fileIsReadOnly: "; use --force to replace it",
    .fileExists: "; use --force to replace it",
    .catalogExists: "; use --force to overwrite it or --merge to add to it",
    .unreadableCatalog: "--force",
    .replacedStrings: "--force replaces a catalog with $1 the legacy files do not hold (first: '$2' [$3]); "
      + "use --merge to keep them",
    .unknownSourceLanguage: "; pass --source-language",
    .unknownTable: "--tables",
    .noProject: "--update-project",
    .strictCheck: " (--strict)",
    .unknownFallback: "--fallback",
    .sourceLanguageNotImported: " (pass --include-source to import it)",
    .keyNotInCatalog: " (pass --add-keys to add it)",
    .emptyValueNotImported: " (pass --state to import empty values)",
    .languageVariant: " (pass --language-map $1=$2 to import it into '$2')",
    .notALanguageCode: " (pass --language-map $1=CODE)",
    .noTargetLanguage: " or pass --languages with one language",
    .encodingGuessed: "--encoding with ",
    .destinationNotACatalog: "--into",
    .severalCatalogs: "; pass one of them to --into",
    .skippedByDestination: "--into",
    .notInGitWorkTree: "; run it in one, or give --global",
    .noTableForDestination: " to --into",
    .severalFilesForCatalog: "; pass the folder they were exported from to --into",
    .splitTable: ", or pass --group-by table",
    .bundlesPassedOver: "; pass --include-bundles to check them",
    .notInTables: "--tables",
    .insideBundle: " (use --include-bundles to take it)",
    .keptForReferences: "; use --update-project to edit the project",
    .keptForWeakReferences: ", which --update-project cannot edit; use --force-delete to delete them anyway",
    .projectNotUpdated: "run again with --update-project to edit it, or ",
    .widthRuleLeftOut: " (use --width-rule widest to keep the widest bucket)",
    .reportDetails: " (details with --report FILE.json)",
    .seeReport: " (see --report)",
    .sourceLanguageGiven: "--source-language",
    .sourceLanguageAssumed: " (pass --source-language)",
  ]

  /// The hint for `code` with `values` in its placeholders, or `nil` for a code without one.
  static let hints: Diagnostic.Hints = { code, values in
    guard let text = table[code] else { return nil }
    return fill(text, with: values)
  }

  /// `text` with `$1`… replaced by `values`, in one pass (a value holding `$2` stays as it is).
  static func fill(_ text: String, with values: [String]) -> String {
    var result = ""
    var rest = Substring(text)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let after = rest.index(after: dollar)
      if after < rest.endIndex, let digit = rest[after].wholeNumberValue, digit >= 1, digit <= values.count {
        result += values[digit - 1]
        rest = rest[rest.index(after: after)...]
      } else {
        result.append("$")
        rest = rest[after...]
      }
    }
    return result + rest
  }
}
