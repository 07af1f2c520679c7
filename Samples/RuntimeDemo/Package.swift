// swift-tools-version:6.1
import PackageDescription

// A package that localizes with a String Catalog and runs on Linux: the plugin compiles the
// catalog into `.lproj` tables, and XCStringsRuntime looks them up in the language the
// environment selects.
let package = Package(
  name: "RuntimeDemo",
  defaultLocalization: "en",
  products: [.executable(name: "runtime-demo", targets: ["RuntimeDemo"])],
  // SwiftPM would name a path dependency after its folder; the name is the package's own.
  dependencies: [.package(name: "xcstrings-convert", path: "../..")],
  targets: [
    .executableTarget(
      name: "RuntimeDemo",
      dependencies: [.product(name: "XCStringsRuntime", package: "xcstrings-convert")],
      // The plugin compiles the catalog; left in the resources it would also be copied as is.
      exclude: ["Localizable.xcstrings"],
      plugins: [.plugin(name: "XCStringsCompilePlugin", package: "xcstrings-convert")]
    )
  ]
)
