import XCStringsKit

/// `diff`: a semantic comparison of two catalogs.
enum DiffCommand: Command {
  static let name = "diff"
  static let summary = "Compare two String Catalogs by content, not text."
  static let usage =
    "diff <a.xcstrings> <b.xcstrings> [--ignore state,extraction-state,comment,unknown] | diff --textconv <file.xcstrings>"
  static let discussion = """
    Lists keys and languages added (+) or removed (-), and values, plural and device forms,
    substitutions, comments and states that changed (~). Layout and key order never count.
    Exit 0 when equal, 1 when different, 2 when an input could not be read (like diff(1)).

    With --textconv, prints one catalog as one item a line ("Done" [de] value: 'Fertig'), for
    git's text conversion: with diff.xcstrings.textconv set to 'xcstrings-convert diff
    --textconv' (merge --install sets it) and '*.xcstrings diff=xcstrings' in .gitattributes,
    git diff and git log -p show changed entries instead of lines of JSON. A file that is not
    a valid catalog (one with conflict markers) is printed as it is, with a warning, exit 0.
    """
  static let options = [
    OptionSpec(
      name: "ignore", valueName: "FIELDS",
      help: "Leave out state, extraction-state, comment and/or unknown (fields this tool does not know)."),
    OptionSpec(name: "textconv", valueName: nil, help: "Print one catalog one item a line, for git's textconv."),
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
    if arguments.flag("textconv") { return try textconv(arguments, io: io) }
    guard arguments.positional.count == 2 else { throw UsageError(message: "diff takes exactly two catalogs") }
    var ignoring = Set<CatalogDiff.Field>()
    for name in arguments.list("ignore") {
      guard let field = CatalogDiff.Field(rawValue: name) else {
        let known = CatalogDiff.Field.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError(message: "--ignore takes \(known), not '\(name)'")
      }
      ignoring.insert(field)
    }
    var catalogs: [StringCatalog] = []
    for path in arguments.positional {
      do {
        catalogs.append(try CatalogJSONReader.read(contentsOf: path))
      } catch {
        io.report([error])
      }
    }
    guard catalogs.count == 2 else { return ExitCode.unreadable }
    let differences = CatalogDiff.differences(catalogs[0], catalogs[1], ignoring: ignoring)
    for difference in differences { io.out(difference.description) }
    return differences.isEmpty ? ExitCode.success : ExitCode.failure
  }

  /// `--textconv FILE`: the catalog as lines, or the file as it is when it does not read.
  private static func textconv(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
    guard arguments.positional.count == 1 else { throw UsageError(message: "--textconv takes exactly one catalog") }
    guard arguments.allValues("ignore").isEmpty else { throw UsageError(message: "--textconv takes no --ignore") }
    let path = arguments.positional[0]
    let bytes: [UInt8]
    do {
      bytes = try FileIO.read(path)
    } catch {
      io.report([error])
      return ExitCode.unreadable
    }
    do {
      let catalog = try CatalogJSONReader.read(bytes, path: path)
      io.standardOutput(CatalogDiff.listing(of: catalog).map { $0 + "\n" }.joined())
    } catch {
      var warning = error
      warning.severity = .warning
      warning.message = "not a valid catalog, so shown as it is: \(error.message)"
      io.report([warning])
      io.standardOutput(String(decoding: bytes, as: UTF8.self))
    }
    return ExitCode.success
  }
}
