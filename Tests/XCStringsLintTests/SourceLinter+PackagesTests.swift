import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsLint

@Suite("Source rules: Swift packages")
struct SourceLinterPackagesTests {
  /// SwiftUI (and `String(localized:)`, `NSLocalizedString`) without `bundle:` looks in the
  /// app's main bundle: in a Swift package, a key only the package's own catalog has is never
  /// found there (the package's resources are in its own bundle, `Bundle.module`).
  @Test func packageTextWithoutBundleModuleMissesThePackagesCatalog() throws {
    let root = try TestPaths.temporaryDirectory()
    try TestPaths.write(LintFixture.germanCatalog(["Done"]), "App/Localizable.xcstrings", in: root)
    try TestPaths.write("// swift-tools-version:5.9\n", "Kit/Package.swift", in: root)
    try TestPaths.write(
      LintFixture.germanCatalog(["HISTORY", "Done", "%lld"]), "Kit/Sources/Kit/Resources/Localizable.xcstrings", in: root)
    // A key of only a placeholder shows the number in any bundle: no finding.
    try TestPaths.write(
      "Label(\"HISTORY\", systemImage: \"clock\")\nText(\"HISTORY\", bundle: .module)\nText(\"Done\")\nText(\"\\(count)\")\n",
      "Kit/Sources/Kit/V.swift", in: root)
    try TestPaths.write("Text(\"HISTORY\", bundle: .module)\n", "App/A.swift", in: root)
    let options = LintOptions(disabled: Set(LintRule.all.filter { $0 != .unknownKey }))
    let findings = Linter(options: options).lint([LintTree(loading: root.path)]).findings.map {
      $0.description.replacingOccurrences(of: root.path + "/", with: "")
    }
    #expect(
      findings == [
        "Kit/Sources/Kit/V.swift:1:7: warning: [unknown-key] 'HISTORY' is looked up in the app's main bundle (no bundle: .module), whose tables 'Localizable' lack it; the package's own table (Kit/Sources/Kit/Resources/Localizable.xcstrings) is never used: pass bundle: .module"
      ])
  }

  /// A `LocalizedStringKey` handed on as a value (returned, a case's value, a labelled
  /// argument, a variable's value) is looked up where a view shows it: a package that shows
  /// such values with its own bundle (`Text(quality.name, bundle: .module)`) finds them in its
  /// catalog. A literal given straight to a view (`Label("…")`, `Button("…")`) still looks in
  /// the main bundle.
  @Test func aKeyHandedOnIsLookedUpWhereThePackageShowsIt() throws {
    let model = """
      enum Quality {
        case small, large
        var name: LocalizedStringKey {
          switch self {
          case .small: return "Small"
          case .large: "Large"
          }
        }
      }
      var drive: LocalizedStringKey = "Drive"
      let direct = Button("Archive") {}

      """
    for shows in [
      "Text(quality.name, bundle: .module)", "Text(drive, bundle: #bundle)", "Text(quality.name)",
      "Text(\"Small\", bundle: .module)", "Text(quality.name, bundle: .main)",
    ] {
      let root = try TestPaths.temporaryDirectory()
      try TestPaths.write(LintFixture.germanCatalog(["Done"]), "App/Localizable.xcstrings", in: root)
      try TestPaths.write("// swift-tools-version:5.9\n", "Kit/Package.swift", in: root)
      try TestPaths.write(
        LintFixture.germanCatalog(["Small", "Large", "Drive", "Archive"]), "Kit/Sources/Kit/Resources/Localizable.xcstrings",
        in: root)
      try TestPaths.write(model, "Kit/Sources/Kit/Model.swift", in: root)
      try TestPaths.write("struct V: View {\n  var body: some View { \(shows) }\n}\n", "Kit/Sources/Kit/V.swift", in: root)
      let options = LintOptions(disabled: Set(LintRule.all.filter { $0 != .unknownKey }))
      let keys = Linter(options: options).lint([LintTree(loading: root.path)]).findings.compactMap(\.key)
      let handedOnIsFound = shows.contains("(quality.name, bundle: .module)") || shows.contains("(drive, bundle:")
      #expect(keys == (handedOnIsFound ? ["Archive"] : ["Small", "Large", "Drive", "Archive"]), "\(shows)")
    }
  }

  /// A package whose sources a project also compiles into an app (an XcodeGen spec listing
  /// them, or a Tuist manifest beside the package, which is not read) ships them in the app's
  /// bundle with the catalog: a lookup without `bundle:` finds the text there.
  @Test func aPackageAProjectAlsoBuildsIsTheAppsCode() throws {
    let spec = """
      name: Pad
      options:
        developmentLanguage: en
      targets:
        Pad:
          type: application
          platform: macOS
          sources:
            - Sources
      """
    for manifest in ["project.yml", "Project.swift", "none"] {
      let root = try TestPaths.temporaryDirectory()
      try TestPaths.write("// swift-tools-version:5.9\n", "Package.swift", in: root)
      try TestPaths.write(LintFixture.germanCatalog(["HISTORY"]), "Sources/Pad/Resources/Localizable.xcstrings", in: root)
      try TestPaths.write("Text(\"HISTORY\")\n", "Sources/Pad/V.swift", in: root)
      if manifest == "project.yml" { try TestPaths.write(spec, manifest, in: root) }
      if manifest == "Project.swift" { try TestPaths.write("import ProjectDescription\n", manifest, in: root) }
      let options = LintOptions(disabled: Set(LintRule.all.filter { $0 != .unknownKey }))
      let findings = Linter(options: options).lint([LintTree(loading: root.path)]).findings
      #expect(findings.count == (manifest == "none" ? 1 : 0), "\(manifest): \(findings)")
    }
  }
}

/// A project nested in another one's folder (an example, a demo, a playground) builds its own
/// bundle: the tables of the outer project are not its tables.
@Suite("Source rules: nested projects")
struct SourceLinterNestedProjectsTests {
  @Test func aProjectWithoutTablesShowsItsTextAsTyped() throws {
    let root = try TestPaths.temporaryDirectory()
    let app = LintProjectFixture(targets: [
      .init(name: "App", sources: ["App/A.swift"], settings: ["SWIFT_EMIT_LOC_STRINGS": "YES"])
    ])
    try app.write(
      in: root,
      files: [
        "App/A.swift": "Text(\"Missing\")\nText(\"Done\")\n",
        "App/Localizable.xcstrings": LintProjectFixture.catalog(["en", "de"], key: "Done"),
      ])
    let demo = LintProjectFixture(targets: [
      .init(name: "Demo", sources: ["Demo/D.swift"], settings: ["SWIFT_EMIT_LOC_STRINGS": "YES"])
    ])
    try demo.write(
      in: root.appendingPathComponent("Examples/Demo"),
      files: [
        "Demo/D.swift": "Text(\"Headings\")\nlet s = String(localized: \"Saved \\(n) files\")\n"
      ])
    // The same inside a package's folder: the example's project builds the example.
    try TestPaths.write("// swift-tools-version:5.9\n", "Kit/Package.swift", in: root)
    try demo.write(in: root.appendingPathComponent("Kit/Examples/Demo"), files: ["Demo/D.swift": "Text(\"Lists\")\n"])
    let options = LintOptions(disabled: Set(LintRule.all.filter { $0 != .unknownKey && $0 != .interpolatedLocalizedString }))
    let findings = Linter(options: options).lint([LintTree(loading: root.path)]).findings.map {
      $0.description.replacingOccurrences(of: root.path + "/", with: "")
    }
    #expect(findings.count == 1)
    #expect(
      findings.first?.hasPrefix("App/A.swift:1:6: warning: [unknown-key] 'Missing' is not a key of table 'Localizable'") == true)
  }
}
