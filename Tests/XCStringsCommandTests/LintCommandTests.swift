import Foundation
import Testing
import XCStringsKit
@testable import XCStringsCommand

@Suite("lint command")
struct LintCommandTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A catalog with one warning (`Save` is `needs_review` in `de`).
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
                "state" : "needs_review",
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
    let file = try Scratch.directory().appendingPathComponent("Localizable.xcstrings")
    try Scratch.write(text, to: file)
    return file.path
  }

  @Test func lintDemoFindsExactlyThePlantedDefects() {
    let root = Self.packageRoot.path + "/"
    let harness = CommandHarness()
    #expect(harness.run(["lint", root + "Samples/LintDemo"]) == 1)
    #expect(harness.stderr == "")
    #expect(harness.stdout.replacingOccurrences(of: root, with: "") == """
      Samples/LintDemo/Shop/InfoPlist.xcstrings:2:3: error: [source-language] sourceLanguage 'de' differs from the development region 'en' (developmentRegion in Samples/LintDemo/Shop.xcodeproj/project.pbxproj); exporting localizations fails
      Samples/LintDemo/Shop/Localizable.xcstrings:111:5: error: [plural-categories] 'de' plural lacks 'other'
      Samples/LintDemo/Shop/Localizable.xcstrings:158:5: warning: [key-as-value] key looks like an identifier and has no source value, so users see the key
      Samples/LintDemo/Shop/Localizable.xcstrings:198:5: warning: [stale] stale entry still carries translations ('de', 'ja'); delete it if the key is no longer used
      Samples/LintDemo/Shop/Localizable.xcstrings:215:5: error: [interpolation-in-key] key contains Swift interpolation '\\(…)', so it never matches at run time
      Samples/LintDemo/Shop/Localizable.xcstrings:232:5: warning: [whitespace-mismatch] source ends with a space but the 'de' translation does not
      Samples/LintDemo/Shop/Localizable.xcstrings:255:5: warning: [empty-value] 'de' value is empty
      Samples/LintDemo/Shop/Localizable.xcstrings:272:5: warning: [untranslated] 'ja' translation is in state 'needs_review'
      Samples/LintDemo/Shop/Localizable.xcstrings:289:5: error: [placeholder-mismatch] 'de' translation reads argument 1 as an integer ('%d'), but the source reads an object ('%@')
      Samples/LintDemo/ShopWidget/de.lproj/Localizable.strings:8:1: warning: [empty-value] 'de' value is empty; the app shows the development language instead
      Samples/LintDemo/ShopWidget/en.lproj/Localizable.strings:2:1: warning: [duplicate-key-across-tables] source value 'Go to checkout' differs from 'Checkout' for the same key in Samples/LintDemo/Shop/Localizable.xcstrings:175
      Samples/LintDemo/ShopWidget/en.lproj/Localizable.strings:8:1: warning: [untranslated] no 'ja' translation
      Samples/LintDemo/ShopWidget/ja.lproj/Localizable.strings:5:1: error: [placeholder-mismatch] 'ja' translation reads argument 1 as an integer ('%d'), but the source reads an object ('%@')

      coverage of Samples/LintDemo/Shop/InfoPlist.xcstrings:
        language  translated  needs review  new  missing  percent
        en                 1             0    0        0     100%

      coverage of Samples/LintDemo/Shop/Localizable.xcstrings:
        language  translated  needs review  new  missing  percent
        de                 9             0    0        0     100%
        ja                 8             1    0        0      89%

      coverage of Samples/LintDemo/ShopWidget/*.lproj/Localizable:
        language  translated  needs review  new  missing  percent
        de                 2             0    0        1      67%
        ja                 2             0    0        1      67%

      5 errors, 8 warnings

      """)
  }

  @Test func workoutLogSampleIsClean() {
    let harness = CommandHarness()
    #expect(harness.run(["lint", Self.packageRoot.path + "/Samples/WorkoutLog"]) == 0)
    #expect(harness.stderr == "")
    #expect(harness.stdout.hasSuffix("\n0 errors, 0 warnings\n"))
    #expect(CommandHarness().run(["lint", "--strict", Self.packageRoot.path + "/Samples/WorkoutLog"]) == 0)
  }

  @Test func jsonWritesExactlyOneDocument() throws {
    let path = try Self.scratchCatalog()
    let harness = CommandHarness()
    #expect(harness.run(["lint", "--json", path]) == 0)
    #expect(harness.stderr == "")
    #expect(harness.stdout == """
      {
        "coverage" : [
          {
            "file" : "\(path)",
            "language" : "de",
            "missing" : 0,
            "needsReview" : 1,
            "new" : 0,
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
            "message" : "'de' translation is in state 'needs_review'",
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
    let missing = try Scratch.directory().path + "/missing.xcstrings"
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
    #expect(strict.stdout.hasPrefix("\(path):14:5: warning: [untranslated] 'de' translation is in state 'needs_review'\n"))
  }

  @Test func disableLeavesRulesOut() throws {
    let path = try Self.scratchCatalog()
    let harness = CommandHarness()
    #expect(harness.run(["lint", "--strict", "--disable", "untranslated,stale", path]) == 0)
    #expect(harness.stdout == """

      coverage of \(path):
        language  translated  needs review  new  missing  percent
        de                 1             1    0        0      50%

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
    #expect(harness.stdout.contains("\(path):4:5: error: [placeholder-mismatch] 'de' translation reads argument 1 ('%@'), which the source does not have\n"))
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
    let tree = try MigrateTree([
      "App/en.lproj/Localizable.strings": "\"a\" = \"A %@\";\n",
      "App/de.lproj/Localizable.strings": "\"a\" = \"DA %d\";\n",
    ])
    for path in [tree.path("App/de.lproj/Localizable.strings"), tree.path("App/de.lproj")] {
      let harness = CommandHarness()
      #expect(harness.run(["lint", path]) == 1)
      #expect(harness.stdout.hasPrefix("""
        \(tree.path("App/de.lproj/Localizable.strings")):1:1: error: [placeholder-mismatch] 'de' translation reads argument 1 ('%d'), which the source does not have

        """))
    }
    let whole = CommandHarness()
    #expect(whole.run(["lint", tree.path("App")]) == 1)
    #expect(whole.stdout.hasPrefix("""
      \(tree.path("App/de.lproj/Localizable.strings")):1:1: error: [placeholder-mismatch] 'de' translation reads argument 1 as an integer ('%d'), but the source reads an object ('%@')

      """))
  }

  /// `%#1@count@` (Xcode migrates it as a reference to `count`) is named with its valid form.
  @Test func malformedVariableReferenceIsAWarning() throws {
    let path = try Self.scratchCatalog("""
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
    let harness = CommandHarness()
    #expect(harness.run(["lint", path]) == 0)
    #expect(harness.stdout.hasPrefix(
      "\(path):4:5: warning: [variable-reference] '%#1@count@' is not a valid variable reference; write '%1$#@count@'\n"))
    #expect(harness.stdout.hasSuffix("\n0 errors, 1 warning\n"))
  }
}
