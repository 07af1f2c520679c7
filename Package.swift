// swift-tools-version:6.0
import PackageDescription

// The library is one module per layer; Documentation/Architecture.md draws the graph. A module
// depends only on modules below it, and the umbrella `XCStringsKit` re-exports them all.
let package = Package(
  name: "xcstrings-convert",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "XCStringsKit", targets: ["XCStringsKit"]),
    .executable(name: "xcstrings-convert", targets: ["xcstrings-convert"]),
  ],
  targets: [
    // Support/README.md: the performance techniques used in the library and their measurements.
    .target(name: "XCStringsBase", exclude: ["Support/README.md"]),
    .target(name: "XCStringsModel", dependencies: ["XCStringsBase"]),
    .target(name: "XCStringsLegacy", dependencies: ["XCStringsBase", "XCStringsModel"]),
    .target(name: "XCStringsCatalogJSON", dependencies: ["XCStringsBase", "XCStringsModel"]),
    .target(
      name: "XCStringsConversion",
      dependencies: ["XCStringsBase", "XCStringsModel", "XCStringsLegacy", "XCStringsCatalogJSON"]),
    .target(
      name: "XCStringsXLIFF",
      dependencies: ["XCStringsBase", "XCStringsModel", "XCStringsLegacy", "XCStringsCatalogJSON", "XCStringsConversion"]),
    .target(name: "XCStringsProject", dependencies: ["XCStringsBase", "XCStringsModel", "XCStringsLegacy"]),
    .target(name: "XCStringsSwiftSource", dependencies: ["XCStringsBase", "XCStringsModel"]),
    .target(
      name: "XCStringsLint",
      dependencies: [
        "XCStringsBase", "XCStringsModel", "XCStringsLegacy", "XCStringsCatalogJSON", "XCStringsConversion",
        "XCStringsProject", "XCStringsSwiftSource",
      ]),
    .target(name: "XCStringsMerge", dependencies: ["XCStringsBase", "XCStringsModel", "XCStringsCatalogJSON"]),
    .target(
      name: "XCStringsKit",
      dependencies: [
        "XCStringsBase", "XCStringsModel", "XCStringsLegacy", "XCStringsCatalogJSON", "XCStringsConversion",
        "XCStringsXLIFF", "XCStringsProject", "XCStringsSwiftSource", "XCStringsLint", "XCStringsMerge",
      ]),
    .target(name: "XCStringsCommand", dependencies: ["XCStringsKit"]),
    .executableTarget(name: "xcstrings-convert", dependencies: ["XCStringsCommand"]),
    // Benchmark harness: `swift build -c release && swift run -c release xcstrings-bench`.
    .executableTarget(name: "xcstrings-bench", dependencies: ["XCStringsKit"]),
    .testTarget(
      name: "XCStringsKitTests",
      dependencies: ["XCStringsKit"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(name: "XCStringsCommandTests", dependencies: ["XCStringsCommand", "XCStringsKit"]),
  ]
)
