import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

/// `migrate --delete-legacy` deletes a table's files only when an export of the catalog it
/// wrote gives back every value those files held (an empty translation aside, which the app
/// replaces by the development language's text), and `verify` says "no loss" for exactly the
/// tables whose fresh migration passes the same check. Seeded random trees: plurals (with
/// text around the variable, positional, malformed references), width rules, Base.lproj,
/// duplicates, empty values, shadowed values, and catalogs merged into.
@Suite("delete-legacy and verify agree with what was written (property)")
struct DeletionPropertyTests {
  static let cases = 60

  /// One generated table file: its `.lproj` folder, and its entries in file order.
  struct GeneratedFile {
    var folder: String
    var table: String
    var strings: [(key: String, value: String)] = []
    var rules: [(key: String, format: String, valueType: String, forms: [(String, String)], width: Bool)] = []
    var isStringsdict: Bool

    var path: String { "App/\(folder).lproj/\(table).\(isStringsdict ? "stringsdict" : "strings")" }

    var text: String {
      if !isStringsdict {
        return strings.map { "\"\($0.key.escapedForStrings)\" = \"\($0.value.escapedForStrings)\";\n" }.joined()
      }
      return stringsdictText(
        rules.map { rule in
          if rule.width { return (rule.key, widthBody(rule.forms)) }
          return (rule.key, pluralBody(rule.format, variable: "n", valueType: rule.valueType, rule.forms))
        })
    }
  }

  static let values = ["Hello", "", "Hallo %@", "x \"quoted\"", "Ünïcode ✓", "%d items", "line\nbreak"]

  static func generate(_ random: inout SeededGenerator) -> (files: [GeneratedFile], catalogs: [String: String]) {
    var files: [GeneratedFile] = []
    var catalogs: [String: String] = [:]
    let tables = ["Localizable", "Other"].filter { _ in Bool.random(using: &random) }
    for table in tables.isEmpty ? ["Localizable"] : tables {
      var folders = ["en"] + ["de", "fr", "ja"].filter { _ in Bool.random(using: &random) }
      if Int.random(in: 0..<3, using: &random) == 0 { folders.append("Base") }
      for folder in folders {
        if folder != "Base" || Bool.random(using: &random) {
          var file = GeneratedFile(folder: folder, table: table, isStringsdict: false)
          for index in 0..<Int.random(in: 1...5, using: &random) {
            let key = "k\(Int.random(in: 0..<6, using: &random))"
            var value = values.randomElement(using: &random)!
            if value.isEmpty && folder == "en" && index == 0 { value = "Hello" }
            file.strings.append((key, value))
          }
          // Sometimes a key that a plural rule of the same language hides.
          if Int.random(in: 0..<4, using: &random) == 0 { file.strings.append(("p0", "plain p0")) }
          files.append(file)
        }
        if Int.random(in: 0..<5, using: &random) < 2 {
          var file = GeneratedFile(folder: folder, table: table, isStringsdict: true)
          for key in ["p0", "p1", "p2"] where Bool.random(using: &random) {
            let shape = Int.random(in: 0..<10, using: &random)
            let word = folder == "de" ? "Datei" : "file"
            switch shape {
            case 0:
              file.rules.append((key, "", "", [("20", "Short"), ("100", "Longer")], true))
            case 1:
              file.rules.append((key, "%#1@n@", "d", [("one", "%d \(word)"), ("other", "%d \(word)s")], false))
            case 2:
              file.rules.append((key, "%@ has %#@n@", "d", [("one", "%d \(word)"), ("other", "%d \(word)s")], false))
            case 3:
              file.rules.append((key, "%#@n@", "d", [("one", "one \(word)"), ("other", "many \(word)s")], false))
            default:
              file.rules.append((key, "%#@n@", "d", [("one", "%d \(word)"), ("other", "%d \(word)s")], false))
            }
          }
          if !file.rules.isEmpty { files.append(file) }
        }
      }
      if Int.random(in: 0..<3, using: &random) == 0 {
        // An existing catalog to merge into: some values differ, some only by state.
        var entries: [String] = []
        for key in ["k0", "k1", "k2", "p0"] where Bool.random(using: &random) {
          let language = ["en", "de"].randomElement(using: &random)!
          let value = values.filter { !$0.contains("\n") && !$0.contains("\"") }.randomElement(using: &random)!
          let state = Bool.random(using: &random) ? "translated" : "needs_review"
          let flag = Int.random(in: 0..<4, using: &random) == 0 ? ", \"shouldTranslate\" : false" : ""
          entries.append(
            """
            "\(key)" : { "localizations" : { "\(language)" : { "stringUnit" : { "state" : "\(state)", "value" : "\(value)" } } }\(flag) }
            """)
        }
        catalogs["App/\(table).xcstrings"] = """
          { "sourceLanguage" : "en", "strings" : { \(entries.joined(separator: ", ")) }, "version" : "1.0" }
          """
      }
    }
    return (files, catalogs)
  }

  // MARK: - The check, written from the rules rather than from the code under test

  /// A rule as the app reads it: the format with variable names replaced by their order, and
  /// each variable's forms.
  static func normalized(format: String, forms: [String: [String: String]]) -> String {
    var names: [String] = []
    var text = format
    for reference in FormatVariableReference.references(in: format).reversed() {
      let bytes = Array(text.utf8)
      let token = String(decoding: bytes[reference.range], as: UTF8.self)
      let head = token.prefix { $0 != "@" }
      if !names.contains(reference.name) { names.insert(reference.name, at: 0) }
      text =
        String(decoding: bytes[..<reference.range.lowerBound], as: UTF8.self) + head + "@#@"
        + String(decoding: bytes[reference.range.upperBound...], as: UTF8.self)
    }
    let described = names.map { name in
      (forms[name] ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
    }
    return text + " | " + described.joined(separator: " | ")
  }

  static func normalized(_ rule: StringsdictRule) -> String? {
    guard case .format(let format) = rule else { return nil }
    var forms: [String: [String: String]] = [:]
    for (name, variable) in format.variables {
      forms[name] = Dictionary(uniqueKeysWithValues: variable.forms.pairs.map { ($0.key, $0.value) })
    }
    return normalized(format: format.format, forms: forms)
  }

  /// Whether an export of `catalog` gives back every value of every file of one table.
  static func reproduces(_ files: [GeneratedFile], catalog: StringCatalog) -> Bool {
    let export = CatalogExporter.export(catalog)
    func exported(_ language: String) -> ExportedLanguage? { export.languages.first { $0.language.rawValue == language } }
    let source = "en"
    var sourceStrings = Set<String>()
    var sourceRules = Set<String>()
    var baseRules = Set<String>()
    for file in files where file.folder == source {
      for entry in file.strings { sourceStrings.insert(entry.key) }
      for rule in file.rules { sourceRules.insert(rule.key) }
    }
    for file in files where file.folder == "Base" { for rule in file.rules { baseRules.insert(rule.key) } }
    for file in files {
      let language = file.folder == "Base" ? source : file.folder
      let target = exported(language)
      // The rules of this language, and Base's that stand in for the source's.
      var ruleKeys = Set(files.filter { $0.folder == file.folder }.flatMap { $0.rules.map(\.key) })
      if language == source {
        ruleKeys.formUnion(
          files.filter { $0.folder == "Base" }.flatMap { $0.rules.map(\.key) }.filter { !sourceStrings.contains($0) })
      }
      var last: [String: String] = [:]
      for entry in file.strings { last[entry.key] = entry.value }
      for (key, value) in last {
        // Base.lproj stands in for the source's missing values only.
        if file.folder == "Base" && sourceStrings.contains(key) { continue }
        if value.isEmpty && language != source { continue }
        // A value a rule of its language hides is never shown: nothing the app shows is lost.
        if ruleKeys.contains(key) || (file.folder == "Base" && (sourceRules.contains(key) || baseRules.contains(key))) {
          continue
        }
        guard target?.strings.last(where: { $0.key == key })?.value == value else { return false }
      }
      var lastRules: [String: (format: String, valueType: String, forms: [(String, String)], width: Bool)] = [:]
      for rule in file.rules { lastRules[rule.key] = (rule.format, rule.valueType, rule.forms, rule.width) }
      for (key, rule) in lastRules {
        if file.folder == "Base" && sourceRules.contains(key) { continue }
        // A width rule, or a Base rule the source's `.strings` value hides, cannot come back.
        if rule.width || (file.folder == "Base" && sourceStrings.contains(key)) { return false }
        let want = normalized(format: rule.format, forms: ["n": Dictionary(uniqueKeysWithValues: rule.forms)])
        guard let got = target?.stringsdict.last(where: { $0.key == key }).flatMap({ normalized($0.rule) }), got == want
        else { return false }
      }
    }
    return true
  }

  /// Cases from `firstSeed` on; a failure names its case's seed, which `XCSTRINGS_SEED` replays
  /// first.
  @Test(arguments: [SeededGenerator.randomSeed()])
  func deletionAndVerdictMatchWhatWasWritten(firstSeed base: UInt64) throws {
    var failures = 0
    for index in 0..<Self.cases {
      let seed = base &+ UInt64(index)
      var random = SeededGenerator(seed: seed)
      let (files, catalogs) = Self.generate(&random)
      var contents: [String: String] = catalogs
      for file in files { contents[file.path] = file.text }
      let tree = try Tree(contents)
      let tables = Set(files.map(\.table))

      // verify: a table is lossless when a fresh migration of it passes the check.
      let fresh = tree.path("fresh")
      #expect(
        CommandHarness().run(["migrate", tree.path("App"), "--output", fresh, "--source-language", "en"]) == 0, "seed \(seed)")
      var expectedLossy = Set<String>()
      for table in tables {
        let catalog = try CatalogJSONReader.read(contentsOf: fresh + "/\(table).xcstrings")
        if !Self.reproduces(files.filter { $0.table == table }, catalog: catalog) { expectedLossy.insert(table) }
      }
      let verify = CommandHarness()
      let status = verify.run(["verify", tree.path("App"), "--source-language", "en"])
      let lossy = Set(
        verify.stdout.split(separator: "\n").compactMap { line -> String? in
          guard !line.hasPrefix("note:"), !line.hasPrefix("verify:") else { return nil }
          return line.split(separator: " ").first.map(String.init)
        })
      let verdictRight = status == (expectedLossy.isEmpty ? 0 : 1) && lossy == expectedLossy

      // migrate --delete-legacy (merging into existing catalogs): deleted only when the
      // catalog as written passes the check, and kept otherwise.
      let merge = catalogs.isEmpty ? [] : ["--merge"]
      let migrate = CommandHarness()
      #expect(
        migrate.run(["migrate", tree.path("App"), "--delete-legacy", "--source-language", "en"] + merge) == 0, "seed \(seed)")
      var deletionRight = true
      for table in tables {
        let written = try CatalogJSONReader.read(contentsOf: tree.path("App/\(table).xcstrings"))
        let own = files.filter { $0.table == table }
        let ok = Self.reproduces(own, catalog: written)
        let deleted = own.map { !tree.exists($0.path) }
        if deleted.contains(true) && !ok { deletionRight = false }
        if deleted.contains(true) != ok || Set(deleted).count > 1 { deletionRight = false }
      }
      if !verdictRight || !deletionRight {
        failures += 1
        Issue.record(
          """
          seed \(seed): verdict \(verdictRight ? "right" : "wrong") (expected lossy \(expectedLossy.sorted()), \
          verify said \(lossy.sorted())), deletion \(deletionRight ? "right" : "wrong")
          \(contents.sorted { $0.key < $1.key }.map { "--- \($0.key)\n\($0.value)" }.joined(separator: "\n"))
          verify:
          \(verify.stdout)
          migrate:
          \(migrate.stdout)
          """)
        if failures >= 3 { break }
      }
    }
  }
}

extension String {
  /// The text as a quoted `.strings` value needs it.
  fileprivate var escapedForStrings: String {
    replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
  }
}
