import Foundation
import XCStringsBase

/// Finds the Swift sources under a folder that lint reads: every `*.swift` file, skipping
/// build and dependency folders (`.build`, `Pods`, `Carthage`, `DerivedData`, …) and, when
/// asked, tests.
package enum SwiftSourceDiscovery {
  /// The `*.swift` files under `folder` (or `folder` itself, when it is one), sorted by path.
  ///
  /// With `skippingTests`, a folder named `Tests` or ending in `Tests` (`AppTests`,
  /// `AppUITests`) and a file whose name ends in `Tests.swift` or `Test.swift` are left out.
  package static func paths(under folder: String, skippingTests: Bool) -> [String] {
    if !FileIO.isDirectory(folder) { return folder.hasSuffix(".swift") && FileIO.exists(folder) ? [folder] : [] }
    var found: [String] = []
    // Bundles and hidden folders are entered: a Swift file is a Swift file wherever it is.
    let policy = FolderWalkPolicy(bundles: .entered, leafSuffixes: skippingTests ? [testFolderSuffix] : [])
    FolderWalker.walk(folder, policy: policy) { entry in
      // Most names are files: a `.swift` name is checked for being a folder only then.
      if entry.name.hasSuffix(".swift"), !(skippingTests && isTestFile(entry.name)), !FileIO.isDirectory(entry.path) {
        found.append(entry.path)
        return .leave
      }
      return .enterIfAllowed
    }
    return found
  }

  /// The end of a test folder's name: `Tests`, `AppTests`, `AppUITests`.
  static let testFolderSuffix = "Tests"

  /// `Tests`, `AppTests`, `AppUITests`.
  static func isTestFolder(_ name: String) -> Bool { name.hasSuffix(testFolderSuffix) }

  /// `CartTests.swift`, `CartTest.swift`.
  static func isTestFile(_ name: String) -> Bool { name.hasSuffix("Tests.swift") || name.hasSuffix("Test.swift") }
}
