import Foundation
import XCStringsTestSupport

@testable import XCStringsCommand

/// A command that writes, as the harness runs it: its arguments for a sandbox, what it may
/// write, and what it needs made before it runs.
struct SafetyCommand: Sendable {
  /// The command family, which decides how its output is read.
  enum Family: String, Sendable { case migrate, `import`, merge, format, export, sync }

  /// What it needs before the run.
  enum Preparation: Sendable {
    case none
    /// Catalogs in the tree (a tree without one is migrated first, unchecked).
    case catalogs
    /// Catalogs, and an export of them in `input/<format>` to import.
    case importInput(format: String)
    /// Catalogs, and `input/base.xcstrings` and `input/theirs.xcstrings` copied from the first.
    case mergeInputs
    /// Catalogs, and `work/out` holding, where the export will write, files of other content
    /// (`identical: false`) or of the content the export writes, but for one file (`identical: true`)
    /// that is missing, or (`linkedOut: true`) a link to a file of other content outside the paths.
    case existingExport(format: String, identical: Bool, linkedOut: Bool)
  }

  /// How the command is named in reports: its arguments with `<tree>` for the tree's path.
  var name: String
  var family: Family
  var preparation: Preparation
  /// Writes nothing by definition (`--dry-run`, `--check`).
  var isDryRun = false
  /// `<tree>`, `<out>`, `<input>`, `<catalog>` (the first catalog) and `<catalogs>` (each
  /// one) are replaced by the sandbox's paths.
  var arguments: [String]
  /// Exit codes after which nothing may have changed.
  var failureCodes: Set<Int32> = [1, 64]

  /// The arguments for `sandbox`, or `nil` when they cannot be made (no catalog to name).
  func arguments(in sandbox: SafetySandbox) -> [String]? {
    let catalogs = sandbox.catalogs()
    var result: [String] = []
    for argument in arguments {
      switch argument {
      case "<catalogs>":
        guard !catalogs.isEmpty else { return nil }
        result += catalogs
      case "<xcloc>", "<xliff>":
        let folder = sandbox.input + "/" + argument.dropFirst().dropLast()
        let items = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { folder + "/" + $0 }
        guard !items.isEmpty else { return nil }
        result += items
      default:
        if argument.contains("<catalog>") && catalogs.isEmpty { return nil }
        // An input the preparation could not make (an export that failed) leaves nothing to run.
        if argument.hasPrefix("<input>/"),
          !FileManager.default.fileExists(atPath: sandbox.input + argument.dropFirst("<input>".count))
        {
          return nil
        }
        result.append(
          argument.replacingOccurrences(of: "<tree>", with: sandbox.tree).replacingOccurrences(of: "<out>", with: sandbox.out)
            .replacingOccurrences(of: "<input>", with: sandbox.input)
            .replacingOccurrences(of: "<catalog>", with: catalogs.first ?? ""))
      }
    }
    return result
  }

  /// The folders and files the command may change: the tree (and `work/out` when named),
  /// the catalog a merge writes, the catalogs `format` is given.
  func writablePaths(in sandbox: SafetySandbox) -> [String] {
    switch family {
    case .migrate: arguments.contains("<out>") ? [sandbox.out] : [sandbox.tree]
    case .import: [sandbox.tree]
    case .merge: arguments.contains("--output") ? [sandbox.tree + "/Merged.xcstrings"] : sandbox.catalogs().prefix(1).map { $0 }
    case .format, .sync: sandbox.catalogs()
    case .export: [sandbox.out]
    }
  }

  /// Migrate's runs with each deletion and project option.
  static let migrations: [SafetyCommand] = {
    let options: [[String]] = [
      [], ["--dry-run"], ["--delete-legacy"], ["--force"], ["--merge", "--delete-legacy"],
      ["--force", "--delete-legacy", "--group-by", "table"], ["--include-bundles", "--delete-legacy"],
      ["--update-project", "--delete-legacy"], ["--update-project", "--delete-legacy", "--force-delete"],
      ["--update-project", "--dry-run"], ["--output", "<out>"],
    ]
    return options.map { (option: [String]) -> SafetyCommand in
      let arguments: [String] = ["migrate", "<tree>"] + option
      return SafetyCommand(
        name: arguments.joined(separator: " "), family: .migrate, preparation: .none, isDryRun: option.contains("--dry-run"),
        arguments: arguments)
    }
  }()

  /// Import of each input format, into the folder and into one catalog.
  static let imports: [SafetyCommand] = {
    let formats: [(format: String, inputs: [String])] = [
      ("lproj", ["<input>/lproj"]), ("xcloc", ["<xcloc>"]), ("xliff", ["<xliff>"]),
    ]
    let targets: [[String]] = [["--into", "<tree>"], ["--into", "<catalog>"]]
    var result: [SafetyCommand] = []
    for (format, inputs) in formats {
      for into in targets {
        let arguments: [String] = ["import"] + inputs + into
        result.append(
          SafetyCommand(
            name: arguments.joined(separator: " "), family: .import, preparation: .importInput(format: format),
            arguments: arguments))
      }
    }
    result.append(
      SafetyCommand(
        name: "import <xcloc> --into <tree> --dry-run", family: .import, preparation: .importInput(format: "xcloc"),
        isDryRun: true, arguments: ["import", "<xcloc>", "--into", "<tree>", "--dry-run"]))
    return result
  }()

  /// Merge of a catalog with two copies of itself, over it and into a new file.
  static let merges: [SafetyCommand] = [
    SafetyCommand(
      name: "merge <input>/base.xcstrings <catalog> <input>/theirs.xcstrings", family: .merge, preparation: .mergeInputs,
      arguments: ["merge", "<input>/base.xcstrings", "<catalog>", "<input>/theirs.xcstrings"], failureCodes: [2, 64]),
    SafetyCommand(
      name: "merge <input>/base.xcstrings <catalog> <input>/theirs.xcstrings --output <tree>/Merged.xcstrings", family: .merge,
      preparation: .mergeInputs,
      arguments: [
        "merge", "<input>/base.xcstrings", "<catalog>", "<input>/theirs.xcstrings", "--output", "<tree>/Merged.xcstrings",
      ],
      failureCodes: [2, 64]),
  ]

  /// `format` of every catalog, and its check.
  static let formats: [SafetyCommand] = [
    SafetyCommand(
      name: "format <catalogs>", family: .format, preparation: .catalogs, arguments: ["format", "<catalogs>"], failureCodes: []),
    SafetyCommand(
      name: "format <catalogs> --check", family: .format, preparation: .catalogs, isDryRun: true,
      arguments: ["format", "<catalogs>", "--check"], failureCodes: []),
  ]

  /// Export of each format over files already there: of other content, and of the same
  /// content but one file missing or a link out of the paths.
  static let exports: [SafetyCommand] = {
    var result: [SafetyCommand] = []
    for format in ["lproj", "xcloc", "xliff"] {
      // Over other files without --force (nothing may change); over identical files, one
      // missing or a link out of the paths, with --force (the others must be left alone,
      // and nothing written through the link). An .lproj export takes catalogs; the exchange
      // formats also take a folder.
      for (identical, linkedOut) in [(false, false), (true, false), (true, true)] {
        let inputs = format == "lproj" ? "<catalogs>" : "<tree>"
        let arguments: [String] = ["export", inputs, "--output", "<out>", "--format", format] + (identical ? ["--force"] : [])
        let over = linkedOut ? "one a link out of the paths" : "one missing"
        let name = arguments.joined(separator: " ") + (identical ? " (over identical files, \(over))" : " (over other files)")
        result.append(
          SafetyCommand(
            name: name, family: .export, preparation: .existingExport(format: format, identical: identical, linkedOut: linkedOut),
            arguments: arguments))
      }
    }
    return result
  }()

  /// `sync` of the tree (its catalogs from its Swift sources), its dry run and its check
  /// (which exits 1 when a catalog would change).
  static let syncs: [SafetyCommand] = [
    SafetyCommand(name: "sync <tree>", family: .sync, preparation: .catalogs, arguments: ["sync", "<tree>"]),
    SafetyCommand(
      name: "sync <tree> --dry-run", family: .sync, preparation: .catalogs, isDryRun: true,
      arguments: ["sync", "<tree>", "--dry-run"]),
    SafetyCommand(
      name: "sync <tree> --check", family: .sync, preparation: .catalogs, isDryRun: true,
      arguments: ["sync", "<tree>", "--check"]),
  ]

  /// Every command the harness runs.
  static let all = migrations + imports + merges + formats + exports + syncs
}
