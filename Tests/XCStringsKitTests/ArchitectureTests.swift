import Foundation
import Testing
import XCStringsTestSupport

/// The layering that `Documentation/Architecture.md` draws, checked against what the sources
/// import and what `Package.swift` declares: SwiftPM builds a module that imports a module it
/// does not list when that module happens to be built already, so the picture is held here.
@Suite("architecture: the module graph")
struct ArchitectureTests {
  static let root = TestPaths.packageRoot

  /// `Documentation/Architecture.md`.
  static func architecture() throws -> String {
    try String(contentsOf: root.appendingPathComponent("Documentation/Architecture.md"), encoding: .utf8)
  }

  /// The library modules by row of the picture (row 0 first), read from the diagram's lines
  /// that start with a row number below the umbrella's.
  static func rows() throws -> [[String]] {
    let text = try architecture()
    var rows: [Int: [String]] = [:]
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ")
      guard let first = words.first, let row = Int(first) else { continue }
      let names = words.dropFirst().map(String.init).filter { $0.hasPrefix("XCStrings") && $0 != "XCStringsKit" }
      if !names.isEmpty && !names.contains("XCStringsCommand") { rows[row, default: []] += names }
    }
    return rows.keys.sorted().map { rows[$0]! }
  }

  /// The edges table: module → the modules it imports, short names expanded.
  static func edges() throws -> [String: Set<String>] {
    let text = try architecture()
    var edges: [String: Set<String>] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| `XCStrings") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let module = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      let imports =
        cells[1] == "—" ? [] : cells[1].split(separator: ",").map { "XCStrings" + $0.trimmingCharacters(in: .whitespaces) }
      edges[module] = Set(imports)
    }
    return edges
  }

  /// The `XCStrings…` modules the Swift files under `folder` import.
  static func imports(under folder: URL) -> Set<String> {
    var found = Set<String>()
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      for line in text.split(separator: "\n") {
        guard let range = line.range(of: "import XCStrings"), line[..<range.lowerBound].allSatisfy({ $0 != "/" && $0 != "\"" })
        else { continue }
        let name = line[range.lowerBound...].dropFirst("import ".count).prefix { $0.isLetter || $0.isNumber }
        found.insert(String(name))
      }
    }
    return found
  }

  @Test func everyLibraryModuleIsInThePictureOnce() throws {
    let drawn = try Self.rows().flatMap { $0 }
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path)
      .filter { $0.hasPrefix("XCStrings") && $0 != "XCStringsKit" && $0 != "XCStringsCommand" }
    #expect(drawn.sorted() == folders.sorted())
    #expect(Set(drawn).count == drawn.count)
    #expect(try Set(Self.edges().keys) == Set(folders))
  }

  /// Each module imports only what the table lists, and only modules in rows below its own.
  @Test func noModuleImportsAboveItself() throws {
    let rows = try Self.rows()
    let edges = try Self.edges()
    let row = Dictionary(uniqueKeysWithValues: rows.enumerated().flatMap { index, names in names.map { ($0, index) } })
    for (module, allowed) in edges {
      let imported = Self.imports(under: Self.root.appendingPathComponent("Sources/\(module)")).subtracting([module])
      #expect(imported.isSubset(of: allowed), "\(module) imports \(imported.subtracting(allowed).sorted())")
      for other in allowed {
        #expect((row[other] ?? .max) < (row[module] ?? -1), "\(module) (row \(row[module] ?? -1)) lists \(other)")
      }
    }
  }

  /// `Package.swift` declares exactly the table's edges for every library module.
  @Test func thePackageDeclaresTheTablesEdges() throws {
    let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let edges = try Self.edges()
    // Each target's declaration, from `.target(name: "X"` to the next target of any kind.
    for (module, expected) in edges {
      // The target's own declaration, not a product of the same name.
      guard let start = package.range(of: #"\.target\(\s*name: ""# + module + "\"", options: .regularExpression) else {
        Issue.record("Package.swift has no target \(module)")
        continue
      }
      let rest = package[start.upperBound...]
      let end =
        rest.range(of: #"\.(target|testTarget|plugin|executableTarget)\("#, options: .regularExpression)?.lowerBound
        ?? rest.endIndex
      let declared = Set(rest[..<end].split(separator: "\"").filter { $0.hasPrefix("XCStrings") }.map(String.init))
      #expect(declared == expected, "\(module): Package.swift \(declared.sorted()), Architecture.md \(expected.sorted())")
    }
  }
}
