import Foundation
import Testing
import XCStringsBase
import XCStringsTestSupport

/// The shape `Documentation/Architecture.md` promises, counted in the library's sources: one
/// setting for threads, one folder walker, no type that shadows `Swift.Result`.
@Suite("architecture: the library's shape")
struct LibraryShapeTests {
  /// Modules whose sources are not held to these counts: the runtime is a library of its own
  /// that imports Foundation only.
  static let pending: Set<String> = ["XCStringsRuntime"]

  /// Each line of each Swift file of the library modules (`Sources/XCStrings*`), with the
  /// file's path relative to `Sources/`; comment lines are left out.
  static func sourceLines() throws -> [(file: String, line: String)] {
    let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
    var lines: [(file: String, line: String)] = []
    let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
    for module in modules where module.hasPrefix("XCStrings") && !pending.contains(module) {
      let folder = sources.appendingPathComponent(module)
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let url = files?.nextObject() as? URL {
        guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
        let file = url.path.replacingOccurrences(of: sources.path + "/", with: "")
        for line in text.split(separator: "\n", omittingEmptySubsequences: false)
        where !line.drop(while: { $0 == " " }).hasPrefix("//") {
          lines.append((file, String(line)))
        }
      }
    }
    return lines.sorted { $0.file < $1.file }
  }

  /// The files whose code lines contain `text`, each once, sorted.
  static func files(containing text: String) throws -> [String] {
    Array(Set(try sourceLines().filter { $0.line.contains(text) }.map(\.file))).sorted()
  }

  /// The string literals of the library that name an option of the tool and are not messages:
  /// command lines given to git, and the ones the merge driver's settings run.
  static let commandLineLiterals: Set<String> = [
    "\"--global\"", "\"--local\"", "\"--get\"", "\"--unset\"", "\"--show-toplevel\"", "\"--unmerged\"",
    "\"\\(tool) merge %O %A %B --path %P\"", "\"\\(tool) diff --textconv\"",
  ]

  /// The library's messages name no option of the tool: a program using the library has no
  /// command line, and the tool adds its hints by each diagnostic's code.
  @Test func noLibraryMessageNamesAnOption() throws {
    var naming: [String] = []
    for (file, line) in try Self.sourceLines()
    where !file.hasPrefix("XCStringsCommand/") {
      // Each string literal that starts and ends on the line.
      var literals: [String] = []
      var current: String?
      var escaped = false
      for character in line {
        if var text = current {
          text.append(character)
          current = text
          if escaped {
            escaped = false
          } else if character == "\\" {
            escaped = true
          } else if character == "\"" {
            literals.append(text)
            current = nil
          }
        } else if character == "\"" {
          current = "\""
        }
      }
      for literal in literals + (current.map { [$0] } ?? [])
      where !Self.commandLineLiterals.contains(literal) && literal.contains(/--[a-z]/) {
        naming.append("\(file): \(literal)")
      }
    }
    #expect(naming == [])
  }

  @Test func theProcessorCountIsReadInOnePlace() throws {
    #expect(try Self.files(containing: "activeProcessorCount") == ["XCStringsBase/Concurrency/Parallelism.swift"])
  }

  @Test func foldersAreListedOnlyByTheFilesFolder() throws {
    var listing: [String] = []
    for call in ["opendir(", "enumerator(at:", "contentsOfDirectory("] {
      listing += try Self.files(containing: call).filter { !$0.hasPrefix("XCStringsBase/Files/") }
    }
    #expect(listing == [])
  }

  /// No module walks folders by hand: no function outside the file layer that lists a folder
  /// or asks whether an entry is one calls itself, and only the file layer makes a
  /// `FolderWalker`. Every walk down is `FolderWalker.walk` with a policy.
  @Test func noModuleWalksFoldersByHand() throws {
    var byFile: [String: [String]] = [:]
    for (file, line) in try Self.sourceLines() where !file.hasPrefix("XCStringsBase/Files/") {
      byFile[file, default: []].append(line)
    }
    var handWritten: [String] = []
    for (file, lines) in byFile {
      if lines.contains(where: { $0.contains("FolderWalker()") }) { handWritten.append(file + ": FolderWalker()") }
      handWritten += Self.recursiveFunctions(in: lines, touching: ["sortedNames(in:", "FileIO.isDirectory("]).map {
        file + ": " + $0
      }
    }
    #expect(handWritten.sorted() == [])
  }

  /// The functions among `lines` whose bodies call themselves and contain one of `calls`
  /// (braces are counted; good enough for the package's formatted code).
  static func recursiveFunctions(in lines: [String], touching calls: [String]) -> [String] {
    var open: [(name: String, depth: Int, entered: Bool, body: [String])] = []
    var depth = 0
    var found: [String] = []
    for line in lines {
      if let range = line.range(of: "func ") {
        // A declaration without a body (a protocol's) is not waited for.
        open.removeAll { !$0.entered && $0.depth == depth }
        open.append((String(line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }), depth, false, []))
      }
      for index in open.indices { open[index].body.append(line) }
      let before = depth
      depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
      for index in open.indices where depth > open[index].depth || (before == open[index].depth && line.contains("{")) {
        open[index].entered = true
      }
      while let last = open.last, last.entered, depth <= last.depth {
        open.removeLast()
        let body = last.body.dropFirst().joined(separator: "\n")
        if callsItself(last.name, in: body), calls.contains(where: { body.contains($0) }) { found.append(last.name) }
      }
    }
    return found
  }

  /// Whether `body` calls `name` itself (not a member of that name: `FolderWalker.walk(`).
  static func callsItself(_ name: String, in body: String) -> Bool {
    var rest = body[...]
    while let range = rest.range(of: name + "(") {
      let before = range.lowerBound == body.startIndex ? nil : body[body.index(before: range.lowerBound)]
      if before.map({ !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "." }) ?? true { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }

  /// Lint walks folders with `FolderWalker.walk` and makes paths absolute as the file layer
  /// does: it keeps no walk of its own over a walker's listings, and no `absolute()`.
  @Test func lintWalksFoldersAndResolvesPathsWithTheFileLayer() throws {
    let walks = try Self.files(containing: ".names(in:").filter { $0.hasPrefix("XCStringsLint/") }
    #expect(walks == [])
    let absolutes = try Self.files(containing: "func absolute(").filter { $0.hasPrefix("XCStringsLint/") }
    #expect(absolutes == [])
  }

  /// The package's machinery is `package` (or SPI), not part of what a user of the library
  /// sees: the file layer's helpers, the background helpers, the summary wording, the
  /// catalog reader behind `StringCatalog(contentsOf:)`, and the tool's own memory shortcut.
  @Test func machineryIsNotPublic() throws {
    let machinery = [
      "enum FileIO", "class BackgroundResult", "class BackgroundStaging", "enum Summary", "enum CatalogJSONReader",
      "func readAllowingIdenticalRepeats", "var keepsValuesUntilExit", "func keepUntilExit", "struct WorkflowIO",
      "class OutputCollector",
      // The tool's entry point, lint's inner workings and the project-file planner.
      "enum XCStringsCommand", "typealias CommandIO", "struct LintTree", "struct Linter", "struct LintBaseline",
      "var githubAnnotations", "func sarif", "struct ProjectFile", "struct ProjectMigrationPlan", "enum ProjectMigrationPlanner",
      "struct ProjectTable", "struct ProjectEdit", "static let allKnown",
    ]
    let lines = try Self.sourceLines()
    let publicMachinery = machinery.filter { declaration in
      lines.contains { $0.line.contains("public " + declaration) || $0.line.contains("public final " + declaration) }
    }
    #expect(publicMachinery == [])
  }

  /// No public declaration has a tuple in its signature (parameters, results, properties,
  /// over several lines too): a library user gets named values. The one exception is the
  /// element `KeyedList` iterates as (`(key:value:)`, as `Dictionary` does), which its
  /// `Sequence` and dictionary-literal conformances fix.
  @Test func noPublicSignatureHasATuple() throws {
    var tuples: [String] = []
    for (file, text) in try Self.sourceFiles() {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for (index, line) in lines.enumerated() {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("public ") || trimmed.hasPrefix("@inlinable public ") else { continue }
        // The declaration up to its body or its value.
        var signature = String(trimmed)
        var next = index + 1
        // A function's default values hold " = ": only its body ends it.
        let isFunction = ["func ", "init(", "init?(", "subscript("].contains { signature.contains($0) }
        while !signature.contains("{"), isFunction || !signature.contains(" = "), next < lines.count, next < index + 12 {
          signature += " " + lines[next].trimmingCharacters(in: .whitespaces)
          next += 1
        }
        signature = String(signature.prefix { $0 != "{" })
        if signature.contains("func makeIterator()") || signature.contains("init(dictionaryLiteral") { continue }
        if Self.hasTupleType(signature) { tuples.append("\(file):\(index + 1)") }
      }
    }
    #expect(tuples == [])
  }

  /// Whether a declaration's signature holds a tuple type: parentheses in a type's place
  /// (after `:`, `[`, `<`, `,`, `->` or another parenthesis) around two or more elements, not
  /// followed by `->`, `throws` or `async` (a function type's parameters).
  static func hasTupleType(_ signature: String) -> Bool {
    let characters = Array(signature)
    for (index, character) in characters.enumerated() where character == "(" {
      guard let before = characters[..<index].last(where: { $0 != " " }), ":[<,>(".contains(before) else { continue }
      var depth = 0
      var elements = 1
      var end = index
      for position in index..<characters.count {
        switch characters[position] {
        case "(", "[", "<": depth += 1
        case ")", "]",
          ">" where !(characters[position] == ">" && position > 0 && characters[position - 1] == "-"):
          depth -= 1
        case "," where depth == 1: elements += 1
        default: break
        }
        end = position
        if depth == 0 { break }
      }
      let after = String(characters[(end + 1)...]).drop { $0 == " " }
      if elements > 1 && !after.hasPrefix("->") && !after.hasPrefix("throws") && !after.hasPrefix("async") { return true }
    }
    return false
  }

  /// Each Swift file of the library modules with its text, sorted by path (relative to `Sources/`).
  static func sourceFiles() throws -> [(file: String, text: String)] {
    let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
    var files: [(file: String, text: String)] = []
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() where module.hasPrefix("XCStrings") {
      let folder = sources.appendingPathComponent(module)
      let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let url = walk?.nextObject() as? URL {
        guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
        files.append((url.path.replacingOccurrences(of: sources.path + "/", with: ""), text))
      }
    }
    return files.sorted { $0.file < $1.file }
  }

  /// `Architecture.md`'s walker policy names every folder no walk enters.
  @Test func theArchitecturePageStatesTheWalkersPolicy() throws {
    let page = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("Documentation/Architecture.md"), encoding: .utf8)
    let section =
      page.components(separatedBy: "## Walking folders").dropFirst().first?.components(separatedBy: "\n## ").first ?? ""
    for folder in FolderWalker.skippedFolders.sorted() {
      #expect(section.contains("`\(folder)`"), "\(folder)")
    }
    for name in [
      "FolderWalker.sortedNames(in:where:)", "FolderWalker.foldersUpToRepository(from:)", "`.git`", "FolderWalkPolicy",
      "FolderWalker.walk(_:policy:unreadable:visit:)", "FileTransaction.absolute(_:from:_:)",
    ] {
      #expect(section.contains(name), "\(name)")
    }
  }

  /// `API.md`'s table of public types is the sources' (modules still `pending` are not held).
  @Test func theAPIPageListsEveryPublicType() throws {
    let page = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Documentation/API.md"), encoding: .utf8)
    var listed: [String: [String]] = [:]
    for line in page.split(separator: "\n") where line.hasPrefix("| `XCStrings") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let module = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      listed[module] =
        cells.count > 1 ? cells[1].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "` ")) } : []
    }
    var declared: [String: [String]] = [:]
    let kinds = [
      "public final class ", "public class ", "public struct ", "public enum ", "public protocol ", "public actor ",
      "public typealias ",
    ]
    for (file, line) in try Self.sourceLines() {
      let module = String(file.prefix { $0 != "/" })
      guard !["XCStringsCommand", "XCStringsKit"].contains(module), let kind = kinds.first(where: { line.hasPrefix($0) }) else {
        continue
      }
      declared[module, default: []].append(String(line.dropFirst(kind.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
    }
    for (module, names) in declared {
      #expect(listed[module] == names.sorted(), "\(module)")
    }
  }

  /// Every workflow runs in the library (`VerifyRun`, `FormatRun`, `LintRun`, `MigrationRun`,
  /// `ExportRun`, `ImportRun`, `CatalogMergeRun`, …): their commands read no input, write no
  /// file and check nothing themselves; they parse arguments into a request and print the
  /// result.
  @Test func theWorkflowCommandsOnlyParseAndPrint() throws {
    let machinery = [
      "FileTransaction(", "MappedFile", "LintBaseline", "RoundTripCheck", "LegacyConverter", "LegacyTableLoader",
      "CatalogJSONReader", "CatalogJSONWriter", "CatalogVerifier", "LintTree(", "Linter(", "DispatchQueue", "ConcurrentSlots",
      ".execute(", "CatalogMerge.merge",
    ]
    for command in [
      "VerifyCommand", "FormatCommand", "LintCommand", "MigrateCommand", "ExportCommand", "ExchangeExport", "ImportCommand",
      "MergeCommand", "CompileCommand", "SyncCommand",
    ] {
      let path = TestPaths.packageRoot.appendingPathComponent("Sources/XCStringsCommand/\(command).swift")
      let text = try String(contentsOf: path, encoding: .utf8)
      #expect(machinery.filter { text.contains($0) } == [], "\(command)")
    }
  }

  /// `Architecture.md`'s workflow shape names each workflow's request, run and result, and
  /// the module that owns it.
  @Test func theArchitecturePageNamesEveryWorkflowsShape() throws {
    let page = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("Documentation/Architecture.md"), encoding: .utf8)
    let section =
      page.components(separatedBy: "## The workflow shape").dropFirst().first?.components(separatedBy: "\n## ").first ?? ""
    for workflow in ["Compile", "Sync", "Verify", "Format", "Lint", "Migration", "Export", "Import", "CatalogMerge"] {
      for part in ["Request", "Run", "Result"] {
        #expect(section.contains("`\(workflow)\(part)`"), "\(workflow)\(part)")
      }
    }
    for name in ["ExchangeExportRequest", "ExchangeExportRun", "WorkflowOutput"] {
      #expect(section.contains("`\(name)`"), "\(name)")
    }
    for module in [
      "XCStringsMigration", "XCStringsCatalogJSON", "XCStringsLint", "XCStringsCompile", "XCStringsSync", "XCStringsExchange",
      "XCStringsMerge",
    ] {
      #expect(section.contains(module), "\(module)")
    }
  }

  /// Every workflow has the one shape: a run made from its request, whose `run()` returns its
  /// result; none prints while it works or answers only whether it succeeded.
  @Test func everyWorkflowRunsOneWay() throws {
    let shapes = [
      ("XCStringsCompile/CompileRun", "CompileResult"), ("XCStringsSync/SyncRun", "SyncResult"),
      ("XCStringsMigration/VerifyRun", "VerifyResult"), ("XCStringsCatalogJSON/FormatRun", "FormatResult"),
      ("XCStringsLint/LintRun", "LintResult"), ("XCStringsMigration/MigrationRun", "MigrationResult"),
      ("XCStringsExchange/ExportRun", "ExportResult"), ("XCStringsExchange/ExchangeExportRun", "ExportResult"),
      ("XCStringsExchange/ImportRun", "ImportResult"), ("XCStringsMerge/CatalogMergeRun", "CatalogMergeResult"),
    ]
    for (file, result) in shapes {
      let text = try String(
        contentsOf: TestPaths.packageRoot.appendingPathComponent("Sources/\(file).swift"), encoding: .utf8)
      let type = String(file.split(separator: "/")[1])
      let run = text.contains("public func run() -> \(result) {") || text.contains("public mutating func run() -> \(result) {")
      #expect(run, "\(file)")
      #expect(text.contains("public init(") && text.contains("request: "), "\(file)")
      #expect(text.contains("public struct \(type)"), "\(file)")
      #expect(!text.contains("public func execute") && !text.contains("public mutating func execute"), "\(file)")
      #expect(!text.contains("io: WorkflowIO)"), "\(file)")
    }
  }

  @Test func noTypeIsNamedResult() throws {
    let declarations = try Self.sourceLines().filter { entry in
      ["struct", "enum", "class", "actor", "typealias"].contains {
        entry.line.contains("\($0) Result ") || entry.line.contains("\($0) Result:")
      }
    }
    #expect(declarations.map(\.file) == [])
  }
}
