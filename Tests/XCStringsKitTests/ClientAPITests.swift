import Foundation
import Testing
import XCStringsKit

// The README's "Library" example, as a script using the package would write it. This file
// imports the module without `@testable`, so the example compiles against the public
// interface (and `package` declarations, which every target of this package sees).

/// The README example's lines, verbatim, in a function that hands back what they made.
private func readmeLibraryExample() throws -> (StringsTable, StringCatalog, [UInt8]) {
  let table = try StringsTable(contentsOf: "en.lproj/Localizable.strings")
  for entry in table.entries { print(entry.key, entry.value, entry.comment ?? "") }

  var catalog = try StringCatalog(contentsOf: "Localizable.xcstrings")
  catalog.strings["new.key"] = CatalogEntry(comment: "Shown on launch", localizations: ["en": .unit("Hello")])
  let bytes = CatalogJSONWriter.data(for: catalog)  // exactly what Xcode would save
  return (table, catalog, bytes)
}

@Suite("client API: the README's library example", .serialized)
struct ClientAPITests {
  static let strings = """
    /* Title of the main screen */
    "title" = "Workouts";
    "done" = "Done";

    """

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Done" : {
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Done"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  /// What Xcode saves once "new.key" is added: keys in Xcode's order, two-space indentation,
  /// `" : "`, no newline at the end.
  static let expected = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Done" : {
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Done"
              }
            }
          }
        },
        "new.key" : {
          "comment" : "Shown on launch",
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hello"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  /// The example runs in a folder holding the two files it names (its paths are relative, so
  /// the working directory is that folder while it runs), and gives exactly the expected
  /// table and catalog bytes.
  @Test func exampleRunsOnFixtureFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcstrings-client-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.strings.utf8).write(to: folder.appendingPathComponent("en.lproj/Localizable.strings"))
    try Data(Self.catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))

    let previous = FileManager.default.currentDirectoryPath
    #expect(FileManager.default.changeCurrentDirectoryPath(folder.path))
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let (table, catalog, bytes) = try readmeLibraryExample()

    #expect(table.entries.map(\.key) == ["title", "done"])
    #expect(table.entries.map(\.value) == ["Workouts", "Done"])
    #expect(table.entries.map(\.comment) == ["Title of the main screen", nil])
    #expect(catalog.strings.keys == ["Done", "new.key"])
    #expect(String(decoding: bytes, as: UTF8.self) == Self.expected)
  }

  /// The lines above are the README's: every line of its "Library" code block appears in this
  /// file, in order, so a change to either shows here.
  @Test func exampleMatchesTheReadme() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    guard let heading = readme.range(of: "\n## Library\n"),
      let open = readme.range(of: "```swift\n", range: heading.upperBound..<readme.endIndex),
      let close = readme.range(of: "\n```", range: open.upperBound..<readme.endIndex)
    else {
      Issue.record("README.md has no swift code block under '## Library'")
      return
    }
    let lines = readme[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
    #expect(lines.count >= 5)
    let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    var searchFrom = 0
    for line in lines where !line.isEmpty {
      guard let found = sourceLines[searchFrom...].firstIndex(of: line.trimmingCharacters(in: .whitespaces)) else {
        Issue.record("README line not in ClientAPITests.swift (or out of order): \(line)")
        return
      }
      searchFrom = found + 1
    }
  }
}
