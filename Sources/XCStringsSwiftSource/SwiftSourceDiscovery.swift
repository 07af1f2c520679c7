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
    var walker = FolderWalker()
    func walk(_ folder: String) {
      guard let names = walker.names(in: folder) else { return }
      for name in names {
        let path = FolderWalker.path(of: name, in: folder)
        let isSwift = name.hasSuffix(".swift")
        // Most names are files: a `.swift` name is checked for being a folder only then.
        if isSwift, !(skippingTests && isTestFile(name)), !FileIO.isDirectory(path) {
          found.append(path)
        } else if !FolderWalker.skippedFolders.contains(name), !(skippingTests && isTestFolder(name)),
          FileIO.isDirectory(path)
        {
          walk(path)
        }
      }
    }
    walk(FolderWalker.start(folder))
    return found
  }

  /// `Tests`, `AppTests`, `AppUITests`.
  static func isTestFolder(_ name: String) -> Bool { name.hasSuffix("Tests") }

  /// `CartTests.swift`, `CartTest.swift`.
  static func isTestFile(_ name: String) -> Bool { name.hasSuffix("Tests.swift") || name.hasSuffix("Test.swift") }
}
