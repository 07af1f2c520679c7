import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsSwiftSource

@Suite("Swift source discovery")
struct SwiftSourceDiscoveryTests {
  private static let files = [
    "App/ContentView.swift", "App/Models/Cart.swift", "App/README.md", "AppTests/CartTests.swift",
    "AppUITests/Flow.swift", "Tests/KitTests/KitTests.swift", "Kit/Sources/Kit.swift", "Kit/Sources/KitTest.swift",
    ".build/checkouts/Dep/Dep.swift", "Pods/Lib/Lib.swift", "Carthage/Checkouts/C.swift", "DerivedData/X/Gen.swift",
    "App/Folder.swift/Inner.swift",
  ]

  private static func tree() throws -> String {
    let root = try TestPaths.temporaryDirectory()
    for file in files { try TestPaths.write("let x = 1\n", file, in: root) }
    return root.path
  }

  @Test func everySwiftFileOutsideBuildAndDependencyFolders() throws {
    let root = try Self.tree()
    #expect(
      SwiftSourceDiscovery.paths(under: root + "/", skippingTests: false).map { $0.dropFirst(root.count + 1) } == [
        "App/ContentView.swift", "App/Folder.swift/Inner.swift", "App/Models/Cart.swift", "AppTests/CartTests.swift",
        "AppUITests/Flow.swift", "Kit/Sources/Kit.swift", "Kit/Sources/KitTest.swift", "Tests/KitTests/KitTests.swift",
      ])
  }

  @Test func testsAreSkippedOnlyWhenAsked() throws {
    let root = try Self.tree()
    #expect(
      SwiftSourceDiscovery.paths(under: root, skippingTests: true).map { $0.dropFirst(root.count + 1) } == [
        "App/ContentView.swift", "App/Folder.swift/Inner.swift", "App/Models/Cart.swift", "Kit/Sources/Kit.swift",
      ])
  }

  @Test func aFileIsItself() throws {
    let root = try Self.tree()
    #expect(
      SwiftSourceDiscovery.paths(under: root + "/App/ContentView.swift", skippingTests: false) == [
        root + "/App/ContentView.swift"
      ])
    #expect(SwiftSourceDiscovery.paths(under: root + "/App/README.md", skippingTests: false) == [])
  }
}
