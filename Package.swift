// swift-tools-version:6.1
import PackageDescription

/// The test targets' settings: a file sees the members of the modules it imports only.
let testSettings: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

// The library is one module per layer; Documentation/Architecture.md draws the graph. A module
// depends only on modules below it, and the umbrella `XCStringsKit` re-exports them all.
let package = Package(
  name: "xcstrings-convert",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "XCStringsKit", targets: ["XCStringsKit"]),
    .executable(name: "xcstrings-convert", targets: ["xcstrings-convert"]),
    // Lookups of compiled tables that work on Linux (Foundation only, no other module).
    .library(name: "XCStringsRuntime", targets: ["XCStringsRuntime"]),
    // Compiles a target's String Catalogs into `.lproj` tables on every platform.
    .plugin(name: "XCStringsCompilePlugin", targets: ["XCStringsCompilePlugin"]),
  ],
  targets: [
    // README.md: the performance techniques used in the library and their measurements.
    .target(name: "XCStringsBase", exclude: ["README.md"]),
    .target(name: "XCStringsModel", dependencies: ["XCStringsBase"]),
    .target(name: "XCStringsLegacy", dependencies: ["XCStringsBase", "XCStringsModel"]),
    .target(name: "XCStringsCatalogJSON", dependencies: ["XCStringsBase", "XCStringsModel"]),
    .target(
      name: "XCStringsConversion",
      dependencies: ["XCStringsBase", "XCStringsModel", "XCStringsLegacy", "XCStringsCatalogJSON"]),
    .target(
      name: "XCStringsXLIFF", dependencies: ["XCStringsBase", "XCStringsModel", "XCStringsCatalogJSON"]),
    .target(name: "XCStringsProject", dependencies: ["XCStringsBase", "XCStringsModel", "XCStringsLegacy"]),
    .target(name: "XCStringsSwiftSource", dependencies: ["XCStringsBase", "XCStringsModel"]),
    .target(
      name: "XCStringsLint",
      dependencies: [
        "XCStringsBase", "XCStringsModel", "XCStringsLegacy", "XCStringsCatalogJSON", "XCStringsConversion",
        "XCStringsProject", "XCStringsSwiftSource",
      ]),
    .target(name: "XCStringsMerge", dependencies: ["XCStringsBase", "XCStringsModel", "XCStringsCatalogJSON"]),
    .target(name: "XCStringsCompile", dependencies: ["XCStringsBase", "XCStringsModel", "XCStringsCatalogJSON"]),
    .target(
      name: "XCStringsSync", dependencies: ["XCStringsBase", "XCStringsModel", "XCStringsCatalogJSON", "XCStringsSwiftSource"]),
    .target(
      name: "XCStringsMigration",
      dependencies: [
        "XCStringsBase", "XCStringsModel", "XCStringsLegacy", "XCStringsCatalogJSON", "XCStringsConversion", "XCStringsProject",
      ]),
    .target(
      name: "XCStringsExchange",
      dependencies: [
        "XCStringsBase", "XCStringsModel", "XCStringsLegacy", "XCStringsCatalogJSON", "XCStringsConversion", "XCStringsXLIFF",
        "XCStringsProject",
      ]),
    .target(
      name: "XCStringsKit",
      dependencies: [
        "XCStringsBase", "XCStringsModel", "XCStringsLegacy", "XCStringsCatalogJSON", "XCStringsConversion",
        "XCStringsXLIFF", "XCStringsProject", "XCStringsSwiftSource", "XCStringsLint", "XCStringsMerge", "XCStringsMigration",
        "XCStringsExchange", "XCStringsCompile", "XCStringsSync",
      ]),
    .target(name: "XCStringsCommand", dependencies: ["XCStringsBase", "XCStringsKit"]),
    .executableTarget(name: "xcstrings-convert", dependencies: ["XCStringsCommand"]),
    .target(name: "XCStringsRuntime"),
    .plugin(name: "XCStringsCompilePlugin", capability: .buildTool(), dependencies: ["xcstrings-convert"]),
    // Benchmark harness: `swift build -c release && swift run -c release xcstrings-bench`.
    .executableTarget(name: "xcstrings-bench", dependencies: ["XCStringsBase", "XCStringsKit"]),
    // Tests: one target per library module, depending only on that module, the modules below it
    // that its tests use and the shared test support; XCStringsKitTests holds the client API
    // test and the tests that span layers. MemberImportVisibility makes each file import every
    // module whose members it uses.
    .target(
      name: "XCStringsTestSupport", dependencies: ["XCStringsBase", "XCStringsModel"], path: "Tests/XCStringsTestSupport",
      swiftSettings: testSettings),
    .testTarget(name: "XCStringsBaseTests", dependencies: ["XCStringsBase", "XCStringsTestSupport"], swiftSettings: testSettings),
    .testTarget(
      name: "XCStringsModelTests", dependencies: ["XCStringsBase", "XCStringsModel", "XCStringsTestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "XCStringsLegacyTests", dependencies: ["XCStringsBase", "XCStringsModel", "XCStringsLegacy", "XCStringsTestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "XCStringsCatalogJSONTests",
      dependencies: ["XCStringsBase", "XCStringsModel", "XCStringsCatalogJSON", "XCStringsTestSupport"], swiftSettings: testSettings),
    .testTarget(
      name: "XCStringsConversionTests",
      dependencies: [
        "XCStringsBase", "XCStringsModel", "XCStringsLegacy", "XCStringsCatalogJSON", "XCStringsConversion", "XCStringsTestSupport",
      ],
      swiftSettings: testSettings),
    .testTarget(
      name: "XCStringsXLIFFTests",
      dependencies: [
        "XCStringsBase", "XCStringsModel", "XCStringsLegacy", "XCStringsCatalogJSON", "XCStringsConversion", "XCStringsXLIFF",
        "XCStringsTestSupport",
      ],
      swiftSettings: testSettings),
    .testTarget(
      name: "XCStringsProjectTests",
      dependencies: ["XCStringsBase", "XCStringsModel", "XCStringsLegacy", "XCStringsProject", "XCStringsTestSupport"],
      resources: [.copy("Fixtures")], swiftSettings: testSettings),
    .testTarget(
      name: "XCStringsSwiftSourceTests", dependencies: ["XCStringsBase", "XCStringsSwiftSource", "XCStringsTestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "XCStringsLintTests",
      dependencies: [
        "XCStringsBase", "XCStringsModel", "XCStringsCatalogJSON", "XCStringsConversion", "XCStringsProject", "XCStringsSwiftSource",
        "XCStringsLint", "XCStringsTestSupport",
      ],
      swiftSettings: testSettings),
    .testTarget(
      name: "XCStringsMergeTests",
      dependencies: ["XCStringsBase", "XCStringsModel", "XCStringsCatalogJSON", "XCStringsMerge", "XCStringsTestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "XCStringsCompileTests",
      dependencies: ["XCStringsBase", "XCStringsModel", "XCStringsCatalogJSON", "XCStringsCompile", "XCStringsTestSupport"],
      swiftSettings: testSettings),
    // The plugin's planner is compiled into this target too (a symbolic link), since a plugin
    // cannot be imported: its list of outputs is checked against the compiler's own plan.
    .testTarget(
      name: "XCStringsCompilePluginTests",
      dependencies: ["XCStringsBase", "XCStringsModel", "XCStringsCatalogJSON", "XCStringsCompile", "XCStringsTestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "XCStringsRuntimeTests", dependencies: ["XCStringsRuntime", "XCStringsModel", "XCStringsTestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "XCStringsSyncTests",
      dependencies: [
        "XCStringsBase", "XCStringsModel", "XCStringsCatalogJSON", "XCStringsSwiftSource", "XCStringsSync", "XCStringsTestSupport",
      ],
      swiftSettings: testSettings),
    .testTarget(
      name: "XCStringsMigrationTests",
      dependencies: [
        "XCStringsBase", "XCStringsModel", "XCStringsLegacy", "XCStringsCatalogJSON", "XCStringsProject", "XCStringsMigration",
        "XCStringsTestSupport",
      ],
      swiftSettings: testSettings),
    .testTarget(
      name: "XCStringsExchangeTests",
      dependencies: ["XCStringsBase", "XCStringsModel", "XCStringsConversion", "XCStringsExchange", "XCStringsTestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "XCStringsKitTests",
      dependencies: [
        "XCStringsKit", "XCStringsBase", "XCStringsModel", "XCStringsCatalogJSON", "XCStringsConversion", "XCStringsMerge",
        "XCStringsTestSupport",
      ],
      swiftSettings: testSettings),
    .testTarget(
      name: "XCStringsCommandTests", dependencies: ["XCStringsCommand", "XCStringsKit", "XCStringsTestSupport"],
      swiftSettings: testSettings),
    // The data-safety harness: every command that writes, over generated variants of trees,
    // against three invariants (README "Data safety"; the full set is Scripts/safety.sh).
    .testTarget(
      name: "XCStringsSafetyTests",
      dependencies: [
        "XCStringsCommand", "XCStringsKit", "XCStringsBase", "XCStringsModel", "XCStringsLegacy", "XCStringsCatalogJSON",
        "XCStringsConversion", "XCStringsTestSupport",
      ],
      swiftSettings: testSettings),
  ]
)
