// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "xcstrings-convert",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "XCStringsKit", targets: ["XCStringsKit"]),
    .executable(name: "xcstrings-convert", targets: ["xcstrings-convert"]),
  ],
  targets: [
    // Support/README.md: the performance techniques used in the library and their measurements.
    .target(name: "XCStringsKit", exclude: ["Support/README.md"]),
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
