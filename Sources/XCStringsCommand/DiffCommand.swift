import XCStringsKit

/// `diff`: a semantic comparison of two catalogs.
enum DiffCommand: Command {
  static let name = "diff"
  static let summary = "Compare two String Catalogs by content, not text."
  static let usage = "diff <a.xcstrings> <b.xcstrings> [--ignore state,extraction-state,comment,unknown]"
  static let discussion = """
    Lists keys and languages added (+) or removed (-), and values, plural and device forms,
    substitutions, comments and states that changed (~). Layout and key order never count.
    Exit 0 when equal, 1 when different, 2 when an input could not be read (like diff(1)).
    """
  static let options = [
    OptionSpec(name: "ignore", valueName: "FIELDS", help: "Leave out state, extraction-state, comment and/or unknown (fields this tool does not know)."),
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
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
}
