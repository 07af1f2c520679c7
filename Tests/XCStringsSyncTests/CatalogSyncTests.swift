import Testing
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsModel
import XCStringsSync
import XCStringsTestSupport

/// What sync does to each entry: new keys, keys that leave the code, revived, manual and
/// migrated keys, comments and default values.
@Suite("sync: catalog entries")
struct CatalogSyncTests {
  /// A catalog holding `entries` (JSON members of `strings`).
  static func catalog(_ entries: String) -> String {
    "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(entries)\n  },\n  \"version\" : \"1.0\"\n}"
  }

  static let translated = #"{ "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } } } }"#

  @Test func aNewKeyWithAtMostOneSpecifierIsAnEmptyEntry() throws {
    let fixture = try SyncFixture(swift: ["App/V.swift": #"let a = Text("Hello"); let b = Text("Hi \(name)")"#])
    #expect(try fixture.entry("Hello") == CatalogEntry())
    #expect(try fixture.entry("Hi %@") == CatalogEntry())
    #expect(
      try fixture.tree.read("App/Localizable.xcstrings") == """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Hello" : {

            },
            "Hi %@" : {

            }
          },
          "version" : "1.0"
        }
        """)
  }

  @Test func aKeyOfTwoOrMoreInterpolationsGetsAPositionalNewSourceUnit() throws {
    let fixture = try SyncFixture(swift: ["App/V.swift": "let n = 3\nlet t = Text(\"\\(n) app\\(name) \\(n)\")"])
    #expect(try fixture.entry("%lld app%@ %lld")?.localizations?["en"] == .unit("%1$lld app%2$@ %3$lld", state: .new))
  }

  @Test func aDefaultValueIsExtractedWithValue() throws {
    let fixture = try SyncFixture(swift: [
      "App/V.swift": #"let s = String(localized: "greeting", defaultValue: "Hello!", comment: "Top")"#
    ])
    let entry = try #require(try fixture.entry("greeting"))
    #expect(entry.extractionState == .extractedWithValue)
    #expect(entry.comment == "Top")
    #expect(entry.localizations?["en"] == .unit("Hello!", state: .new))
  }

  /// A default value that is the key itself gives the entry nothing: Xcode writes such a key
  /// as it writes one with no default (`.init("Fast", defaultValue: "Fast")`).
  @Test func aDefaultValueEqualToTheKeyIsNoDefault() throws {
    let catalog = Self.catalog(#"    "Slow" : \#(Self.translated)"#)
    let fixture = try SyncFixture(
      catalog: catalog,
      swift: [
        "App/V.swift": #"""
        let a = String(localized: .init("Fast", defaultValue: "Fast"))
        let b = String(localized: "Slow", defaultValue: "Slow")
        let c = String(localized: "Mid \(n)", defaultValue: "Mid \(n)")
        """#
      ])
    #expect(try fixture.entry("Fast") == CatalogEntry())
    #expect(try fixture.entry("Mid %@") == CatalogEntry())
    let slow = try #require(try fixture.entry("Slow"))
    #expect(slow.extractionState == nil)
    #expect(slow.localizations?["en"] == nil)
    #expect(slow.localizations?["fr"] == .unit("Bonjour"))
  }

  @Test func commentsAreJoinedAndAnEmptyOneIsNone() throws {
    let fixture = try SyncFixture(swift: [
      "App/A.swift": #"let a = NSLocalizedString("Save", comment: "Button"); let b = NSLocalizedString("Open", comment: "")"#,
      "App/B.swift": #"let c = Text("Save", comment: "Menu item"); let d = Text("Save", comment: "Button")"#,
    ])
    #expect(try fixture.entry("Save")?.comment == "Button\nMenu item")
    #expect(try fixture.entry("Open")?.comment == nil)
  }

  @Test func aKeyThatLeavesTheCodeIsDeletedOrMarkedStaleWhenTranslated() throws {
    let catalog = Self.catalog(#"    "Gone" : { }, "Kept" : \#(Self.translated), "Hand" : { "extractionState" : "manual" }"#)
    let fixture = try SyncFixture(catalog: catalog, swift: ["App/V.swift": #"let a = Text("Other")"#])
    #expect(try fixture.keys() == ["Hand", "Kept", "Other"])
    let kept = try #require(try fixture.entry("Kept"))
    #expect(kept.extractionState == .stale)
    #expect(kept.localizations?["fr"] == .unit("Bonjour"))
    #expect(try fixture.entry("Hand")?.extractionState == .manual)
    #expect(fixture.result.changes.first?.deleted == ["Gone"])
    #expect(fixture.result.changes.first?.staled == ["Kept"])
  }

  @Test func staleAndMigratedKeysFoundAgainBecomeAutomatic() throws {
    let catalog = Self.catalog(
      #"    "Back" : { "extractionState" : "stale", "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Retour" } } } }, "Old" : { "extractionState" : "migrated" }"#
    )
    let fixture = try SyncFixture(catalog: catalog, swift: ["App/V.swift": #"let a = Text("Back"); let b = Button("Old") {}"#])
    #expect(try fixture.entry("Back")?.extractionState == nil)
    #expect(try fixture.entry("Back")?.localizations?["fr"] == .unit("Retour"))
    #expect(try fixture.entry("Old")?.extractionState == nil)
    #expect(fixture.result.changes.first?.revived == ["Back", "Old"])
  }

  @Test func aChangedDefaultValueUpdatesTheNewSourceUnitAndAsksForReview() throws {
    let catalog = Self.catalog(
      #"    "k" : { "extractionState" : "extracted_with_value", "localizations" : { "en" : { "stringUnit" : { "state" : "new", "value" : "Old" } }, "fr" : { "stringUnit" : { "state" : "translated", "value" : "Vieux" } } } }"#
    )
    let fixture = try SyncFixture(
      catalog: catalog, swift: ["App/V.swift": #"let s = String(localized: "k", defaultValue: "New")"#])
    let entry = try #require(try fixture.entry("k"))
    #expect(entry.localizations?["en"] == .unit("New", state: .new))
    #expect(entry.localizations?["fr"] == .unit("Vieux", state: .needsReview))
  }

  @Test func onlyTheKeyParameterIsExtractedAndNeverAStringValue() throws {
    let fixture = try SyncFixture(swift: [
      "App/V.swift": #"""
      let a = LabeledContent("Detail", value: "Zoom \(a)")
      let b = Text(verbatim: "Raw")
      let c = Text(name ?? "Unknown")
      let d = Image(systemName: "star")
      let e = Label("Quote", systemImage: "quote")
      """#
    ])
    #expect(try fixture.keys() == ["Detail", "Quote"])
  }

  /// `c ? name : "Route List"` takes the type of `name`: a `String` (or anything not declared
  /// localizable) makes the whole a `String`, and the literal is not extracted; two literals,
  /// or a name declared `LocalizedStringKey`, keep it a key; a declared type decides too.
  @Test func aConditionalWithANonLocalizableBranchIsAString() throws {
    let fixture = try SyncFixture(swift: [
      "App/V.swift": #"""
      struct V: View {
        var name: String
        var key: LocalizedStringKey = "Declared"
        var title: LocalizedStringResource { flag ? other : "Typed by its declaration" }
        var body: some View {
          Text(flag ? name : "Route List")
            .navigationTitle(selected != nil ? model.name : "Other List")
          Text(flag ? "Both" : "Literals")
          Text(flag ? key : "With a key")
          Button(isOn ? "Hide \(count)" : label) { }
        }
      }
      """#
    ])
    #expect(try fixture.keys() == ["Both", "Declared", "Literals", "Typed by its declaration", "With a key"])
  }

  @Test func theTableArgumentNamesTheCatalog() throws {
    let fixture = try SyncFixture(swift: [
      "App/V.swift":
        #"let a = Text("Main"); let b = Text("Side", tableName: "Other"); let c = String(localized: "Third", table: "Other")"#,
      "App/Other.xcstrings": SyncFixture.emptyCatalog,
    ])
    #expect(try fixture.keys() == ["Main"])
    let other = try StringCatalog(contentsOf: fixture.tree.path("App/Other.xcstrings"))
    #expect(other.strings.keys == ["Side", "Third"])
  }

  @Test func theTargetsOwnLocalizableParametersAreExtracted() throws {
    let fixture = try SyncFixture(swift: [
      "App/Row.swift":
        "struct Row { init(title: LocalizedStringKey, detail: String) {} }\nfunc badge(_ text: LocalizedStringResource) {}",
      "App/V.swift": #"let a = Row(title: "Name", detail: "Plain"); badge("Hot")"#,
    ])
    #expect(try fixture.keys() == ["Hot", "Name"])
  }

  @Test func aKeyStillWrittenAsALiteralIsLeftAsItIs() throws {
    let catalog = Self.catalog(#"    "Thumbs Up" : \#(Self.translated), "Plain" : { }, "Gone" : \#(Self.translated)"#)
    let fixture = try SyncFixture(
      catalog: catalog, swift: ["App/V.swift": #"let a = "Thumbs Up".localized; let b = Kit.row(title: "Plain")"#])
    #expect(try fixture.keys() == ["Gone", "Plain", "Thumbs Up"])
    #expect(try fixture.entry("Thumbs Up")?.extractionState == nil)
    #expect(try fixture.entry("Gone")?.extractionState == .stale)
  }

  /// App Intents' keys (`Send ${content} to ${channel}`) come from the intents' metadata,
  /// which the build extracts apart from Swift's literals: sync never takes them as gone.
  @Test(arguments: [
    #""Send ${content} to ${channel}" : \#(translated)"#, #""Open ${applicationName}" : { }"#,
    #""${count} items" : { "extractionState" : "extracted_with_value" }"#,
  ])
  func anAppIntentsKeyIsNeverTakenAsGone(entry: String) throws {
    let catalog = Self.catalog("    " + entry + #", "Gone" : { }"#)
    let fixture = try SyncFixture(catalog: catalog, swift: ["App/V.swift": #"let a = Text("Hello")"#])
    let before = try StringCatalog(parsing: Array(catalog.utf8), path: "before").strings
    let key = before.keys.first { $0 != "Gone" }!
    #expect(try fixture.keys().contains(key))
    #expect(try fixture.entry(key) == before[key])
    #expect(try fixture.entry("Gone") == nil)
  }

  @Test func theResultsOfAComputedLocalizableValueAreExtracted() throws {
    let source = """
      enum Sort {
        case a, b, c
        var label: LocalizedStringResource {
          switch self {
          case .a: "Oldest"
          case .b: "Newest"
          default: "Custom"
          }
        }
        var title: LocalizedStringResource {
          if flag { "Yes" } else { "No" }
        }
        var other: LocalizedStringResource {
          guard flag else { return "Never" }
          return "Always"
        }
      }
      """
    let fixture = try SyncFixture(swift: ["App/S.swift": source])
    #expect(try fixture.keys() == ["Always", "Custom", "Never", "Newest", "No", "Oldest", "Yes"])
  }
}
