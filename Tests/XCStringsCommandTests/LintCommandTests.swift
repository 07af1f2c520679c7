import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

@Suite("lint command")
struct LintCommandTests {
  /// A catalog with one warning (`Save` is `new` in `de`).
  static let warningOnly = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Open" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Öffnen"
              }
            }
          }
        },
        "Save" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Sichern"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  static func scratchCatalog(_ text: String = warningOnly) throws -> String {
    let file = try TestPaths.temporaryDirectory().appendingPathComponent("Localizable.xcstrings")
    try Scratch.write(text, to: file)
    return file.path
  }

  /// The reader's two warnings about the planted undefined variable of the share table.
  static let lintDemoWarnings = """
    Samples/LintDemo/ShopShare/de.lproj/Share.stringsdict:8:3: warning: variable 'fotos' referenced in 'share.photos' is not defined
    Samples/LintDemo/ShopShare/de.lproj/Share.stringsdict:9:3: warning: variable 'photos' of 'share.photos' is defined but not referenced

    """

  @Test func lintDemoFindsExactlyThePlantedDefects() {
    let root = TestPaths.packageRoot.path + "/"
    let harness = CommandHarness()
    #expect(harness.run(["lint", root + "Samples/LintDemo"]) == 1)
    #expect(harness.stderr.replacingOccurrences(of: root, with: "") == Self.lintDemoWarnings)
    #expect(
      harness.stdout.replacingOccurrences(of: root, with: "") == """
        Samples/LintDemo/Shop.xcodeproj/project.pbxproj:167:3: warning: [catalog-not-in-target] target 'ShopWidget' looks up localized strings (3 calls, the first at Samples/LintDemo/ShopWidget/ShopWidgetView.swift:11:45) but no catalog or .strings table is in its Resources phase, so it stays in the development language
        Samples/LintDemo/Shop.xcodeproj/project.pbxproj:215:4: note: [known-regions] knownRegions lists 'fr', which nothing translates; Xcode lists and exports only the known regions, but the build ships every translated language
        Samples/LintDemo/Shop.xcodeproj/project.pbxproj:356:5: note: [string-extraction-off] target 'Shop' compiles Swift and has a catalog, but SWIFT_EMIT_LOC_STRINGS is 'NO' (Debug, Release), so builds never add the strings of its code to the catalog
        Samples/LintDemo/Shop.xcodeproj/project.pbxproj:394:5: warning: [permission-prompt-not-localized] target 'ShopShare' is translated ('de') but has no InfoPlist table for its permission prompts (NSPhotoLibraryUsageDescription), so they show in the development language in every language; add an InfoPlist.xcstrings catalog to the target
        Samples/LintDemo/Shop/CartView.swift:16:30: warning: [missing-default-value] identifier-like key 'cart.title' has no defaultValue: and table 'Localizable' has no 'en' value for it, so users see the key
        Samples/LintDemo/Shop/CartView.swift:18:30: warning: [interpolated-localized-string] the compiler extracts the key 'Hello, %@!' from this interpolated literal, and table 'Localizable' does not have it; add that key to the catalog, or use a fixed key with defaultValue: and String(format:)
        Samples/LintDemo/Shop/CartView.swift:22:12: warning: [count-without-plural] '%lld stamps' puts a count before 'stamps' but has no plural variation, so users see '1 stamps'; vary it by plural in table 'Localizable'
        Samples/LintDemo/Shop/CartView.swift:28:32: warning: [unknown-key] 'Apply coupon' is not a key of table 'Localizable'; string extraction is off (SWIFT_EMIT_LOC_STRINGS of target 'Shop' in Samples/LintDemo/Shop.xcodeproj/project.pbxproj), so it is never translated
        Samples/LintDemo/Shop/Info.plist:5:2: note: [development-language] CFBundleDevelopmentRegion of target 'Shop' is 'de' but the project's development language is 'en'; the App Store takes the app's default language from these, so they must agree (developmentRegion 'en' at Samples/LintDemo/Shop.xcodeproj/project.pbxproj:213, CFBundleDevelopmentRegion of target 'Shop' 'de' at Samples/LintDemo/Shop/Info.plist:5)
        Samples/LintDemo/Shop/InfoPlist.xcstrings:2:3: note: [source-language] sourceLanguage 'de' differs from the development region 'en' (developmentRegion in Samples/LintDemo/Shop.xcodeproj/project.pbxproj); exporting localizations fails
        Samples/LintDemo/Shop/Localizable.xcstrings:111:5: error: [plural-categories] 'de' plural lacks 'other'
        Samples/LintDemo/Shop/Localizable.xcstrings:181:5: warning: [key-as-value] key looks like an identifier and has no source value, so users see the key
        Samples/LintDemo/Shop/Localizable.xcstrings:221:5: error: [position-without-dollar] 'de' value has '%2@', '%1@': a number without '$' is a field width, not a position, so the arguments are read in order; write '%2$@', '%1$@'
        Samples/LintDemo/Shop/Localizable.xcstrings:238:5: note: [stale] stale entry still carries translations ('de', 'ja'); delete it if the key is no longer used
        Samples/LintDemo/Shop/Localizable.xcstrings:255:5: warning: [interpolation-in-key] key contains Swift interpolation '\\(…)', so it never matches at run time
        Samples/LintDemo/Shop/Localizable.xcstrings:272:5: warning: [whitespace-mismatch] source ends with a space but the 'de' translation does not
        Samples/LintDemo/Shop/Localizable.xcstrings:295:5: warning: [empty-value] 'de' value is empty
        Samples/LintDemo/Shop/Localizable.xcstrings:312:5: warning: [untranslated] 'ja' translation is in state 'new'
        Samples/LintDemo/Shop/Localizable.xcstrings:329:5: error: [placeholder-mismatch] 'de' translation reads argument 1 as an integer ('%d'), but the source reads an object ('%@')
        Samples/LintDemo/ShopShare/de.lproj/Share.strings:5:1: note: [orphan-key] key is only in the 'de' translation, not in the source language 'en'; remove it, or add its source text
        Samples/LintDemo/ShopShare/de.lproj/Share.stringsdict:5:1: error: [undefined-substitution] 'de' value references substitution 'fotos', which the 'de' localization does not define, so the reference is shown unresolved
        Samples/LintDemo/ShopWidget/Info.plist:5:2: warning: [extension-development-region] extension 'ShopWidget' has CFBundleDevelopmentRegion 'en' but its host app 'Shop' has 'de' at Samples/LintDemo/Shop/Info.plist:5; the extension then falls back to another language than the app
        Samples/LintDemo/ShopWidget/de.lproj/Localizable.strings:8:1: warning: [empty-value] 'de' value is empty; the app shows the development language instead
        Samples/LintDemo/ShopWidget/de.lproj/Localizable.strings:11:1: warning: [markdown-mismatch] 'de' translation has a '**' with a space on its inner side, which markdown does not read as bold, so its users see the asterisks where the source shows bold
        Samples/LintDemo/ShopWidget/de.lproj/Localizable.strings:11:30: warning: [unicode-escape] '\\u203A' is no escape in a .strings file: Apple's parser reads 'u', so the app shows 'u203A'; write '\\U203A'
        Samples/LintDemo/ShopWidget/en.lproj/Localizable.strings:2:1: note: [duplicate-key-across-tables] source value 'Go to checkout' differs from 'Checkout' for the same key in Samples/LintDemo/Shop/Localizable.xcstrings:198, another bundle
        Samples/LintDemo/ShopWidget/en.lproj/Localizable.strings:8:1: warning: [untranslated] no 'ja' translation
        Samples/LintDemo/ShopWidget/ja.lproj/Localizable.strings:5:1: error: [placeholder-mismatch] 'ja' translation reads argument 1 as an integer ('%d'), but the source reads an object ('%@')
        Samples/LintDemo/ShopWidget/ja.lproj/Localizable.strings:8:1: warning: [control-character] 'ja' translation holds the control character U+0018, which the source does not: it shows as a box or nothing

        coverage of Samples/LintDemo/Shop/InfoPlist.xcstrings:
          language  translated  needs review  new  missing  percent
          en                 1             0    0        0     100%
          ja                 1             0    0        0     100%

        coverage of Samples/LintDemo/Shop/Localizable.xcstrings:
          language  translated  needs review  new  missing  percent
          de                11             0    0        0     100%
          ja                10             0    1        0      91%

        coverage of Samples/LintDemo/ShopShare/*.lproj/Share:
          language  translated  needs review  new  missing  percent
          de                 3             0    0        0     100%

        coverage of Samples/LintDemo/ShopWidget/*.lproj/Localizable:
          language  translated  needs review  new  missing  percent
          de                 3             0    0        1      75%
          ja                 3             0    0        1      75%

        by rule:
          untranslated: 2 warnings
          placeholder-mismatch: 2 errors
          plural-categories: 1 error
          key-as-value: 1 warning
          interpolation-in-key: 1 warning
          source-language: 1 note
          duplicate-key-across-tables: 1 note
          empty-value: 2 warnings
          whitespace-mismatch: 1 warning
          stale: 1 note
          undefined-substitution: 1 error
          position-without-dollar: 1 error
          markdown-mismatch: 1 warning
          control-character: 1 warning
          unicode-escape: 1 warning
          orphan-key: 1 note
          interpolated-localized-string: 1 warning
          missing-default-value: 1 warning
          unknown-key: 1 warning
          count-without-plural: 1 warning
          development-language: 1 note
          extension-development-region: 1 warning
          string-extraction-off: 1 note
          catalog-not-in-target: 1 warning
          known-regions: 1 note
          permission-prompt-not-localized: 1 warning
        5 errors, 17 warnings, 7 notes

        """)
  }

  @Test func lintDemoWithUnusedAddsTheUnusedKeys() {
    let root = TestPaths.packageRoot.path + "/"
    let harness = CommandHarness()
    #expect(harness.run(["lint", "--unused", root + "Samples/LintDemo"]) == 1)
    let notes = harness.stdout.split(separator: "\n").filter {
      $0.contains(": note: [unused-key]") || $0.contains(": note: [orphan-key]")
    }
    #expect(
      notes.map { $0.replacingOccurrences(of: root, with: "") } == [
        "Samples/LintDemo/Shop/Localizable.xcstrings:255:5: note: [unused-key] no Swift source uses this key",
        "Samples/LintDemo/ShopShare/de.lproj/Share.strings:5:1: note: [orphan-key] key is only in the 'de' translation, not in the source language 'en'; remove it, or add its source text",
        "Samples/LintDemo/ShopShare/de.lproj/Share.strings:5:1: note: [unused-key] no Swift source uses this key",
      ])
    #expect(harness.stdout.hasSuffix("\n5 errors, 17 warnings, 9 notes\n"))
  }

  /// The sample without its `.xcodeproj`: its `project.yml` describes the same project, and
  /// the project defects are found there (`known-regions` aside: XcodeGen makes `knownRegions`
  /// from the catalogs).
  @Test func lintDemoProjectYAMLVariantFindsTheSameProjectDefects() throws {
    let copy = try TestPaths.temporaryDirectory().appendingPathComponent("LintDemo").path
    try FileManager.default.copyItem(atPath: TestPaths.packageRoot.path + "/Samples/LintDemo", toPath: copy)
    try FileManager.default.removeItem(atPath: copy + "/Shop.xcodeproj")
    let harness = CommandHarness()
    #expect(harness.run(["lint", copy]) == 1)
    #expect(harness.stderr == Self.lintDemoWarnings.replacingOccurrences(of: "Samples/LintDemo", with: copy))
    let projectRules = [
      "development-language", "extension-development-region", "string-extraction-off", "catalog-not-in-target", "known-regions",
      "permission-prompt-not-localized",
    ]
    let lines = harness.stdout.split(separator: "\n").map(String.init).filter { line in
      projectRules.contains { line.contains("[\($0)]") }
    }
    #expect(
      lines.map { $0.replacingOccurrences(of: copy + "/", with: "") } == [
        "Shop/Info.plist:5:2: note: [development-language] CFBundleDevelopmentRegion of target 'Shop' is 'de' but the project's development language is 'en'; the App Store takes the app's default language from these, so they must agree (options.developmentLanguage 'en' at project.yml:5, CFBundleDevelopmentRegion of target 'Shop' 'de' at Shop/Info.plist:5)",
        "ShopWidget/Info.plist:5:2: warning: [extension-development-region] extension 'ShopWidget' has CFBundleDevelopmentRegion 'en' but its host app 'Shop' has 'de' at Shop/Info.plist:5; the extension then falls back to another language than the app",
        "project.yml:19:9: note: [string-extraction-off] target 'Shop' compiles Swift and has a catalog, but SWIFT_EMIT_LOC_STRINGS is 'NO' (Debug, Release), so builds never add the strings of its code to the catalog",
        "project.yml:23:3: warning: [catalog-not-in-target] target 'ShopWidget' looks up localized strings (3 calls, the first at ShopWidget/ShopWidgetView.swift:11:45) but no catalog or .strings table is in its Resources phase, so it stays in the development language",
        "project.yml:39:9: warning: [permission-prompt-not-localized] target 'ShopShare' is translated ('de') but has no InfoPlist table for its permission prompts (NSPhotoLibraryUsageDescription), so they show in the development language in every language; add an InfoPlist.xcstrings catalog to the target",
      ])
  }

  @Test func workoutLogSampleIsClean() {
    let harness = CommandHarness()
    #expect(harness.run(["lint", TestPaths.packageRoot.path + "/Samples/WorkoutLog"]) == 0)
    #expect(harness.stderr == "")
    #expect(harness.stdout.hasSuffix("\n0 errors, 0 warnings\n"))
    #expect(CommandHarness().run(["lint", "--strict", TestPaths.packageRoot.path + "/Samples/WorkoutLog"]) == 0)
  }

  @Test func jsonWritesExactlyOneDocument() throws {
    let path = try Self.scratchCatalog()
    let harness = CommandHarness()
    #expect(harness.run(["lint", "--json", path]) == 0)
    #expect(harness.stderr == "")
    #expect(
      harness.stdout == """
        {
          "coverage" : [
            {
              "file" : "\(path)",
              "language" : "de",
              "missing" : 0,
              "needsReview" : 0,
              "new" : 1,
              "percent" : 50,
              "translated" : 1
            }
          ],
          "findings" : [
            {
              "column" : 5,
              "file" : "\(path)",
              "key" : "Save",
              "language" : "de",
              "line" : 14,
              "message" : "'de' translation is in state 'new'",
              "rule" : "untranslated",
              "severity" : "warning"
            }
          ]
        }

        """)
    let parsed = try JSONSerialization.jsonObject(with: Data(harness.stdout.utf8)) as? [String: Any]
    #expect((parsed?["findings"] as? [Any])?.count == 1)
  }

  @Test func jsonSendsUnreadableInputsToStandardError() throws {
    let missing = try TestPaths.temporaryDirectory().path + "/missing.xcstrings"
    let harness = CommandHarness()
    #expect(harness.run(["lint", "--json", missing]) == 2)
    #expect(harness.stderr == "\(missing): error: no such file or directory\n")
    #expect(harness.stdout == "{\n  \"coverage\" : [\n\n  ],\n  \"findings\" : [\n\n  ]\n}\n")
  }

  @Test func strictFailsOnWarnings() throws {
    let path = try Self.scratchCatalog()
    #expect(CommandHarness().run(["lint", path]) == 0)
    let strict = CommandHarness()
    #expect(strict.run(["lint", "--strict", path]) == 1)
    #expect(strict.stdout.hasPrefix("\(path):14:5: warning: [untranslated] 'de' translation is in state 'new'\n"))
  }

  @Test func disableLeavesRulesOut() throws {
    let path = try Self.scratchCatalog()
    let harness = CommandHarness()
    #expect(harness.run(["lint", "--strict", "--disable", "untranslated,stale", path]) == 0)
    #expect(
      harness.stdout == """

        coverage of \(path):
          language  translated  needs review  new  missing  percent
          de                 1             0    1        0      50%

        0 errors, 0 warnings

        """)
    let unknown = CommandHarness()
    #expect(unknown.run(["lint", "--disable", "spelling", path]) == 64)
    #expect(unknown.stderr.hasPrefix("error: unknown rule 'spelling'; rules: untranslated, placeholder-mismatch, "))
  }

  @Test func languagesAddsRequiredLanguages() throws {
    let path = try Self.scratchCatalog()
    let harness = CommandHarness()
    #expect(harness.run(["lint", "--languages", "fr,pt_BR", "--disable", "untranslated", path]) == 0)
    #expect(harness.stdout.contains("  fr                 0             0    0        2       0%\n"))
    #expect(harness.stdout.contains("  pt-BR              0             0    0        2       0%\n"))
    let reported = CommandHarness()
    #expect(reported.run(["lint", "--languages", "fr", "--strict", path]) == 1)
    #expect(reported.stdout.contains("\(path):4:5: warning: [untranslated] no 'fr' translation\n"))
    #expect(reported.stdout.contains("\(path):14:5: warning: [untranslated] no 'fr' translation\n"))
    #expect(CommandHarness().run(["lint", "--languages", "not a language", path]) == 64)
  }

  @Test func errorsExitOneAndPathIsRequired() throws {
    let broken = Self.warningOnly.replacingOccurrences(of: "\"Öffnen\"", with: "\"Öffnen %@\"")
    let path = try Self.scratchCatalog(broken)
    let harness = CommandHarness()
    #expect(harness.run(["lint", path]) == 1)
    #expect(
      harness.stdout.contains(
        "\(path):4:5: error: [placeholder-mismatch] 'de' translation reads argument 1 ('%@'), which the source does not have\n"))
    #expect(harness.stdout.hasSuffix("1 error, 1 warning\n"))
    #expect(CommandHarness().run(["lint"]) == 64)
  }

  /// After a read error the summary says so, instead of a clean-looking "0 errors".
  @Test func summaryCountsInputsThatCouldNotBeRead() throws {
    let path = try Self.scratchCatalog("{ \"sourceLanguage\" : ")
    let harness = CommandHarness()
    #expect(harness.run(["lint", path]) == 2)
    #expect(harness.stdout == "\n0 errors, 0 warnings; 1 input could not be read\n")
  }

  /// One table file or one `.lproj` folder is linted as the table it is: its own files, so a
  /// translation is compared with its key when the source file is not among them.
  @Test func oneTableFileIsLinted() throws {
    let tree = try Tree([
      "App/en.lproj/Localizable.strings": "\"a\" = \"A %@\";\n",
      "App/de.lproj/Localizable.strings": "\"a\" = \"DA %d\";\n",
    ])
    for path in [tree.path("App/de.lproj/Localizable.strings"), tree.path("App/de.lproj")] {
      let harness = CommandHarness()
      #expect(harness.run(["lint", path]) == 1)
      #expect(
        harness.stdout.hasPrefix(
          """
          \(tree.path("App/de.lproj/Localizable.strings")):1:1: error: [placeholder-mismatch] 'de' translation reads argument 1 ('%d'), which the source does not have

          """))
    }
    let whole = CommandHarness()
    #expect(whole.run(["lint", tree.path("App")]) == 1)
    #expect(
      whole.stdout.hasPrefix(
        """
        \(tree.path("App/de.lproj/Localizable.strings")):1:1: error: [placeholder-mismatch] 'de' translation reads argument 1 as an integer ('%d'), but the source reads an object ('%@')

        """))
  }

  /// `%#1@count@` (Xcode migrates it as a reference to `count`) is named with its valid form
  /// when the rule is asked for.
  @Test func malformedVariableReferenceIsAWarning() throws {
    let path = try Self.scratchCatalog(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "files" : {
            "localizations" : {
              "en" : {
                "stringUnit" : { "state" : "translated", "value" : "%#1@count@" },
                "substitutions" : { "count" : { "formatSpecifier" : "d", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%d file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%d files" } }
                } } } }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """)
    // Off by default: Xcode and Foundation read the slip as the reference it means.
    let quiet = CommandHarness()
    #expect(quiet.run(["lint", "--strict", path]) == 0)
    #expect(quiet.stdout.hasSuffix("\n0 errors, 0 warnings\n"))
    let harness = CommandHarness()
    #expect(harness.run(["lint", "--severity", "variable-reference=warning", path]) == 0)
    #expect(
      harness.stdout.hasPrefix(
        "\(path):4:5: warning: [variable-reference] '%#1@count@' is not a valid variable reference; write '%1$#@count@'\n"))
    #expect(harness.stdout.hasSuffix("\n0 errors, 1 warning\n"))
  }

  // MARK: - CI

  /// `--write-baseline` records the run's findings; with `--baseline` only new ones are
  /// reported and decide the exit code, and the summary says how many were left out.
  @Test func baselineReportsOnlyNewFindings() throws {
    let path = try Self.scratchCatalog()
    let baseline = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("baseline.json").path
    let record = CommandHarness()
    // Writing the baseline accepts the findings it records: the run succeeds.
    #expect(record.run(["lint", "--strict", "--write-baseline", baseline, path]) == 0)
    #expect(try LintBaseline(contentsOf: baseline).entries.map(\.rule) == ["untranslated"])
    let clean = CommandHarness()
    #expect(clean.run(["lint", "--strict", "--baseline", baseline, path]) == 0)
    #expect(clean.stdout.hasSuffix("\n0 errors, 0 warnings; 1 finding of the baseline left out\n"))
    // A new problem in the same key's file is reported, though the old one moved down.
    let changed = "{\n\n" + Self.warningOnly.dropFirst(2).replacingOccurrences(of: "\"Öffnen\"", with: "\"Öffnen %@\"")
    try Scratch.write(changed, to: URL(fileURLWithPath: path))
    let fresh = CommandHarness()
    #expect(fresh.run(["lint", "--strict", "--baseline", baseline, path]) == 1)
    #expect(
      fresh.stdout.hasPrefix(
        "\(path):5:5: error: [placeholder-mismatch] 'de' translation reads argument 1 ('%@'), which the source does not have\n"))
    #expect(fresh.stdout.hasSuffix("\n1 error, 0 warnings; 1 finding of the baseline left out\n"))
  }

  @Test func unreadableBaselineExitsTwoAndFailedWriteKeepsTheOld() throws {
    let path = try Self.scratchCatalog()
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    let broken = folder.appendingPathComponent("broken.json")
    try Scratch.write("[]", to: broken)
    let harness = CommandHarness()
    #expect(harness.run(["lint", "--baseline", broken.path, path]) == 2)
    #expect(harness.stderr == "\(broken.path): error: not a lint baseline: no 'findings' list\n")
    let old = folder.appendingPathComponent("old.json")
    try Scratch.write("{\"findings\":[]}", to: old)
    var faults = FileTransaction.Faults()
    faults.failRename = { _ in true }
    let failing = CommandHarness()
    #expect(failing.run(["lint", "--write-baseline", old.path, path], faults: faults) == 1)
    #expect(failing.stderr.contains("error:"))
    #expect(try String(contentsOf: old, encoding: .utf8) == "{\"findings\":[]}")
  }

  @Test func reporters() throws {
    let path = try Self.scratchCatalog()
    let github = CommandHarness()
    #expect(github.run(["lint", "--reporter", "github", path]) == 0)
    #expect(
      github.stdout
        == "::warning file=\(path),line=14,col=5,title=untranslated::'de' translation is in state 'new'\nby rule:\n  untranslated: 1 warning\n0 errors, 1 warning\n"
    )
    let sarif = CommandHarness()
    #expect(sarif.run(["lint", "--reporter", "sarif", path]) == 0)
    let log = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
    #expect(log?["version"] as? String == "2.1.0")
    let json = CommandHarness()
    #expect(json.run(["lint", "--reporter", "json", path]) == 0)
    let plain = CommandHarness()
    #expect(plain.run(["lint", "--json", path]) == 0)
    #expect(json.stdout == plain.stdout)
    let unknown = CommandHarness()
    #expect(unknown.run(["lint", "--reporter", "xml", path]) == 64)
    #expect(unknown.stderr.hasPrefix("error: unknown reporter 'xml'; use text, json, github or sarif"))
    #expect(CommandHarness().run(["lint", "--json", "--reporter", "sarif", path]) == 64)
  }

  /// `--max-results N` prints the N most severe findings (errors first, each severity in report
  /// order) and says what it left out; the counts, per rule and in all, are the whole run's,
  /// and so is the exit code. SARIF keeps at most 25,000 results without it.
  @Test func maxResultsKeepsTheMostSevere() throws {
    let root = TestPaths.packageRoot.path + "/"
    let harness = CommandHarness()
    #expect(harness.run(["lint", "--max-results", "2", root + "Samples/LintDemo"]) == 1)
    let stdout = harness.stdout.replacingOccurrences(of: root, with: "")
    let findings = stdout.split(separator: "\n").filter {
      $0.contains(": error: [") || $0.contains(": warning: [") || $0.contains(": note: [")
    }
    #expect(
      findings.map { $0.components(separatedBy: " [")[0] } == [
        "Samples/LintDemo/Shop/Localizable.xcstrings:111:5: error:",
        "Samples/LintDemo/Shop/Localizable.xcstrings:221:5: error:",
      ])
    #expect(stdout.contains("\nby rule:\n  untranslated: 2 warnings\n  placeholder-mismatch: 2 errors\n"))
    #expect(
      stdout.hasSuffix(
        "\n5 errors, 17 warnings, 7 notes; 27 findings left out by --max-results 2 (3 errors, 17 warnings, 7 notes)\n"))
    let sarif = CommandHarness()
    #expect(sarif.run(["lint", "--reporter", "sarif", "--max-results", "1", root + "Samples/LintDemo"]) == 1)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    #expect(((log["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.count == 1)
    for bad in ["-1", "many"] {
      let usage = CommandHarness()
      #expect(usage.run(["lint", "--max-results", bad, root + "Samples/LintDemo"]) == 64)
      #expect(usage.stderr.hasPrefix("error: --max-results takes a whole number of findings, 0 or more ('\(bad)')"))
    }
  }

  /// `--severity` gives a rule's findings another level, or turns the rule off.
  @Test func severityOverrides() throws {
    let path = try Self.scratchCatalog()
    let raised = CommandHarness()
    #expect(raised.run(["lint", "--severity", "untranslated=error", path]) == 1)
    #expect(raised.stdout.hasPrefix("\(path):14:5: error: [untranslated] 'de' translation is in state 'new'\n"))
    let lowered = CommandHarness()
    #expect(lowered.run(["lint", "--strict", "--severity", "untranslated=note", path]) == 0)
    #expect(lowered.stdout.hasSuffix("\n0 errors, 0 warnings, 1 note\n"))
    let off = CommandHarness()
    #expect(off.run(["lint", "--strict", "--severity", "stale=warning,untranslated=off", path]) == 0)
    #expect(off.stdout.hasSuffix("\n0 errors, 0 warnings\n"))
    let bad = CommandHarness()
    #expect(bad.run(["lint", "--severity", "untranslated=fatal", path]) == 64)
    #expect(bad.stderr.hasPrefix("error: 'fatal' is not a level; use error, warning, note or off"))
    #expect(CommandHarness().run(["lint", "--severity", "spelling=error", path]) == 64)
  }
}
