import Foundation
import Testing
import XCStringsBase
import XCStringsModel
import XCStringsSync

/// Code in `#if` branches the target's Debug build does not compile is not extracted: the
/// conditions come from the project's build settings and the platform of its SDK; a
/// condition sync cannot decide keeps its branch.
@Suite("sync: #if branches")
struct ConditionalBranchesTests {
  /// A tree whose app target compiles `App/V.swift` (holding `swift`) with `debug` settings
  /// over the project's `projectDebug`; the keys of its catalog after sync.
  static func keys(
    _ swift: String, debug: [String: String], projectDebug: [String: String] = [:], catalog: String? = nil
  ) throws -> [String] {
    let project = SyncProjectText(
      targets: [
        .init(
          name: "App", sources: ["V.swift"], resources: ["Localizable.xcstrings"], debug: debug,
          release: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "RELEASEONLY"])
      ], projectDebug: projectDebug)
    let fixture = try SyncFixture(
      catalog: catalog, swift: ["Demo.xcodeproj/project.pbxproj": project.text, "App/V.swift": swift])
    #expect(fixture.result.succeeded)
    return try fixture.keys()
  }

  static let branches = """
    #if DEBUG
    let a = Text("Debug")
    #elseif BETA
    let b = Text("Beta")
    #else
    let c = Text("Release")
    #endif
    #if RELEASEONLY
    let d = Text("Only in Release")
    #endif
    let e = Text("Always")
    """

  @Test(arguments: [
    ("DEBUG", ["Always", "Debug"]),
    ("\"DEBUG $(inherited)\"", ["Always", "Debug"]),
    ("(\n\t\t\t\t\tBETA,\n\t\t\t\t\t\"$(inherited)\",\n\t\t\t\t)", ["Always", "Beta"]),
    ("\"\"", ["Always", "Release"]),
  ])
  func theDebugConfigurationsConditionsChooseTheBranch(conditions: String, expected: [String]) throws {
    #expect(try Self.keys(Self.branches, debug: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": conditions]) == expected)
  }

  @Test func inheritedConditionsComeFromTheProjectAndOtherSwiftFlagsDefineToo() throws {
    let swift = """
      #if DEBUG && FROMFLAG
      let a = Text("Both")
      #endif
      #if FLAG2 || NEVER
      let b = Text("Second flag")
      #endif
      #if !FROMFLAG
      let c = Text("Without the flag")
      #endif
      """
    let keys = try Self.keys(
      swift, debug: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "\"$(inherited)\"", "OTHER_SWIFT_FLAGS": "\"-D FROMFLAG -DFLAG2\""],
      projectDebug: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG"])
    #expect(keys == ["Both", "Second flag"])
  }

  @Test(arguments: [
    ("iphoneos", ["Any Apple", "iOS", "UIKit", "Unsure"]),
    ("macosx", ["Any Apple", "AppKit", "Mac", "Unsure"]),
    ("auto", ["Any Apple", "AppKit", "iOS", "Mac", "UIKit", "Unsure"]),
  ])
  func thePlatformOfTheSDKDecidesOSAndCanImport(sdk: String, expected: [String]) throws {
    let swift = """
      #if os(iOS)
      let a = Text("iOS")
      #elseif os(macOS)
      let b = Text("Mac")
      #endif
      #if canImport(UIKit)
      let c = Text("UIKit")
      #else
      let d = Text("AppKit")
      #endif
      #if !os(Linux) && !targetEnvironment(macCatalyst)
      let e = Text("Any Apple")
      #endif
      #if targetEnvironment(simulator) || arch(arm64)
      let f = Text("Unsure")
      #endif
      """
    #expect(try Self.keys(swift, debug: ["SDKROOT": sdk]) == expected)
  }

  @Test func nestedBranchesCommentsAndStringsAreReadAsTheCompilerDoes() throws {
    let swift = """
      #if DEBUG
        #if os(macOS)
        let a = Text("Debug Mac") // #else
        #else
        let b = Text("Debug not Mac")
        #endif
      #else
        /*
        #else
        */
        let c = Text("Not debug")
        let d = \"\"\"
          #endif
          \"\"\"
      #endif
      #if swift(>=5.9) || compiler(<5.5)
      let e = Text("New compiler")
      #else
      let f = Text("Old compiler")
      #endif
      """
    #expect(
      try Self.keys(swift, debug: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG", "SDKROOT": "iphoneos"]) == [
        "Debug not Mac", "New compiler",
      ])
  }

  @Test func aKeyOnlyInABranchNotCompiledLeavesTheCatalogAndLocationsStay() throws {
    let catalog = CatalogSyncTests.catalog(#"    "Old" : { }, "Translated" : \#(CatalogSyncTests.translated)"#)
    let swift = "#if DEBUG\nlet a = Text(\"New \\(name)\")\n#else\nlet b = Text(\"Old\"); let c = Text(\"Translated\")\n#endif"
    #expect(
      try Self.keys(swift, debug: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG"], catalog: catalog) == ["New %@", "Translated"])
  }

  @Test func withoutAProjectEveryBranchIsRead() throws {
    let fixture = try SyncFixture(swift: [
      "App/V.swift": "#if os(iOS)\nlet a = Text(\"One\")\n#else\nlet b = Text(\"Two\")\n#endif"
    ])
    #expect(try fixture.keys() == ["One", "Two"])
  }
}
