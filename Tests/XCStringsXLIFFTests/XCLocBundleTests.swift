import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsModel
@testable import XCStringsXLIFF

/// The `.xcloc` bundle builder on hand-made catalogs.
@Suite("xcloc bundle")
struct XCLocBundleTests {
  static let tool = XLIFFTool(id: "xcstrings-convert", name: "xcstrings-convert", version: "1.2.3", buildNumber: "1.2.3")

  static let catalog = StringCatalog(
    sourceLanguage: "en",
    strings: [
      "b": CatalogEntry(
        comment: "B", extractionState: .stale, localizations: ["de": .unit("B-de"), "en": .unit("B")], shouldTranslate: false,
        unknownFields: ["generatesSymbol": .bool(true)]),
      "a": CatalogEntry(localizations: ["de": .unit("A-de")]),
    ])

  @Test func laysOutOneBundlePerLanguage() throws {
    let sources = [XLIFFSourceCatalog(original: "App/Localizable.xcstrings", catalog: Self.catalog, path: "L.xcstrings")]
    let files = try XCLocBundle.files(
      for: sources, languages: ["de", "en"], developmentRegion: "en", project: "App.xcodeproj", tool: Self.tool)
    #expect(
      files.map(\.path) == [
        "de.xcloc/contents.json", "de.xcloc/Localized Contents/de.xliff", "de.xcloc/Source Contents/App/Localizable.xcstrings",
        "en.xcloc/contents.json", "en.xcloc/Localized Contents/en.xliff", "en.xcloc/Source Contents/App/Localizable.xcstrings",
      ])
    #expect(files[1].bytes == (try XLIFFExporter.data(for: sources, language: "de", tool: Self.tool)))
    #expect(files[4].bytes == (try XLIFFExporter.data(for: sources, language: "en", tool: Self.tool)))
    #expect(files[2].bytes == files[5].bytes)
    #expect(
      files[2].bytes.text == """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a" : {

            },
            "b" : {
              "comment" : "B",
              "extractionState" : "stale",
              "generatesSymbol" : true,
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "B"
                  }
                }
              },
              "shouldTranslate" : false
            }
          },
          "version" : "1.0"
        }
        """)
  }

  @Test func writesContentsJSONInXcodesLayout() {
    #expect(
      XCLocBundle.contents(language: "de", developmentRegion: "en", project: "App.xcodeproj", tool: Self.tool).text == """
        {
          "developmentRegion" : "en",
          "project" : "App.xcodeproj",
          "targetLocale" : "de",
          "toolInfo" : {
            "toolBuildNumber" : "1.2.3",
            "toolID" : "xcstrings-convert",
            "toolName" : "xcstrings-convert",
            "toolVersion" : "1.2.3"
          },
          "version" : "1.0"
        }
        """)
    let workspace = XCLocBundle.contents(
      language: "fr", developmentRegion: "de", project: "App.xcworkspace", tool: XLIFFTool(id: "i", name: "n")
    ).text
    #expect(
      workspace == """
        {
          "developmentRegion" : "de",
          "targetLocale" : "fr",
          "toolInfo" : {
            "toolID" : "i",
            "toolName" : "n"
          },
          "version" : "1.0",
          "workspace" : "App.xcworkspace"
        }
        """)
    #expect(
      !XCLocBundle.contents(language: "fr", developmentRegion: "fr", project: nil, tool: Self.tool).text.contains("project"))
  }

  @Test func passesOnTheFirstExportError() {
    var catalog = Self.catalog
    catalog.strings["x"] = CatalogEntry(localizations: [
      "de": Localization(
        stringUnit: StringUnit(state: .translated, value: "x"), variations: Variations(plural: ["other": .unit("y")]))
    ])
    let sources = [XLIFFSourceCatalog(original: "L.xcstrings", catalog: catalog, path: "L.xcstrings")]
    #expect(
      throws: Diagnostic.error("key 'x' has both a string and variations in de; XLIFF cannot hold both", at: .file("L.xcstrings"))
    ) {
      _ = try XCLocBundle.files(for: sources, languages: ["en", "de"], developmentRegion: "en", project: nil, tool: Self.tool)
    }
  }

  @Test func namesCatalogsRelativeToTheFolderOrTheirCommonFolder() {
    #expect(
      XCLocBundle.originals(forCatalogsAt: ["/p/App/L.xcstrings", "/p/App/Sub/I.xcstrings"], folder: "/p") == [
        "App/L.xcstrings", "App/Sub/I.xcstrings",
      ])
    #expect(
      XCLocBundle.originals(forCatalogsAt: ["/p/App/L.xcstrings", "/p/Kit/./x/../I.xcstrings"]) == [
        "App/L.xcstrings", "Kit/I.xcstrings",
      ])
    #expect(XCLocBundle.originals(forCatalogsAt: ["/p/App/L.xcstrings"]) == ["L.xcstrings"])
    // A folder that does not hold every catalog falls back to their common folder: never `../`.
    #expect(
      XCLocBundle.originals(forCatalogsAt: ["/p/App/L.xcstrings", "/q/I.xcstrings"], folder: "/p") == [
        "p/App/L.xcstrings", "q/I.xcstrings",
      ])
    let relative = XCLocBundle.originals(forCatalogsAt: ["A/L.xcstrings", "B/C/I.xcstrings"])
    #expect(relative == ["A/L.xcstrings", "B/C/I.xcstrings"])
  }

  /// Each catalog is named under the folder it was named under (the current folder for a
  /// catalog named on its own), as Xcode names it under the project folder.
  @Test func namesCatalogsRelativeToTheFolderEachWasNamedUnder() {
    // Files named in the project folder: their paths as given.
    #expect(
      XCLocBundle.originals(
        forCatalogsAt: ["/p/App/L.xcstrings", "/p/Widget/L.xcstrings", "/p/./Kit/x/../I.xcstrings"],
        relativeTo: ["/p", "/p", "/p"]
      ) == ["App/L.xcstrings", "Widget/L.xcstrings", "Kit/I.xcstrings"])
    // One folder named, catalogs found deep under it: not relative to their deepest common folder.
    #expect(XCLocBundle.originals(forCatalogsAt: ["/p/I/Sub/L.xcstrings"], relativeTo: ["/p/I"]) == ["Sub/L.xcstrings"])
    #expect(XCLocBundle.originals(forCatalogsAt: ["/p/I/Sub/L.xcstrings"], relativeTo: ["/p"]) == ["I/Sub/L.xcstrings"])
    // Two folders named: each catalog under its own.
    #expect(
      XCLocBundle.originals(
        forCatalogsAt: ["/p/App/L.xcstrings", "/p/Kit/Sub/I.xcstrings"], relativeTo: ["/p/App", "/p/Kit"]
      ) == ["L.xcstrings", "Sub/I.xcstrings"])
    // Names they would share: under the deepest folder holding the folders named.
    #expect(
      XCLocBundle.originals(
        forCatalogsAt: ["/p/App/L.xcstrings", "/p/Ext/Widget/L.xcstrings"], relativeTo: ["/p/App", "/p/Ext/Widget"]
      ) == ["App/L.xcstrings", "Ext/Widget/L.xcstrings"])
    // A catalog outside its folder (named outside the current folder): never `../`.
    #expect(
      XCLocBundle.originals(
        forCatalogsAt: ["/q/App/L.xcstrings", "/q/Kit/I.xcstrings"], relativeTo: ["/p", "/p"]
      ) == ["App/L.xcstrings", "Kit/I.xcstrings"])
    #expect(XCLocBundle.originals(forCatalogsAt: ["/q/L.xcstrings"], relativeTo: ["/q/L.xcstrings"]) == ["L.xcstrings"])
  }

  @Test func tellsWhetherAPathEndsWithAnOriginal() {
    #expect(XCLocBundle.path("/p/App/L.xcstrings", endsWith: "App/L.xcstrings"))
    #expect(XCLocBundle.path("/p/./x/../App/L.xcstrings", endsWith: "./App/L.xcstrings"))
    #expect(XCLocBundle.path("/p/App/L.xcstrings", endsWith: "L.xcstrings"))
    #expect(!XCLocBundle.path("/p/MyApp/L.xcstrings", endsWith: "App/L.xcstrings"))
    #expect(!XCLocBundle.path("/p/App/L.xcstrings", endsWith: "p/L.xcstrings"))
    #expect(!XCLocBundle.path("/L.xcstrings", endsWith: "App/L.xcstrings"))
    #expect(!XCLocBundle.path("/p/L.xcstrings", endsWith: ""))
  }

  @Test func reducesToTheSourceLanguage() {
    let reduced = XCLocBundle.sourceContents(of: Self.catalog)
    #expect(reduced.strings.keys == ["b", "a"])
    #expect(reduced.strings["a"] == CatalogEntry())
    var expected = Self.catalog.strings["b"]!
    expected.localizations = ["en": .unit("B")]
    #expect(reduced.strings["b"] == expected)
    #expect(reduced.version == Self.catalog.version)
  }
}
