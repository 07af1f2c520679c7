import Foundation

/// Finds the Swift sources under a folder that lint reads: every `*.swift` file, skipping
/// build and dependency folders (`.build`, `Pods`, `Carthage`, `DerivedData`, …) and, when
/// asked, tests.
enum SwiftSourceDiscovery {
  /// The `*.swift` files under `folder` (or `folder` itself, when it is one), sorted by path.
  ///
  /// With `skippingTests`, a folder named `Tests` or ending in `Tests` (`AppTests`,
  /// `AppUITests`) and a file whose name ends in `Tests.swift` or `Test.swift` are left out.
  static func paths(under folder: String, skippingTests: Bool) -> [String] {
    if !FileIO.isDirectory(folder) { return folder.hasSuffix(".swift") && FileIO.exists(folder) ? [folder] : [] }
    var found: [String] = []
    var visited = Set<String>()
    func walk(_ folder: String) {
      let real = FileTransaction.realPath(folder) ?? folder
      guard visited.insert(real).inserted, let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
      else { return }
      for name in names.sorted() {
        let path = folder == "/" ? "/" + name : folder + "/" + name
        let isSwift = name.hasSuffix(".swift")
        // Most names are files: a `.swift` name is checked for being a folder only then.
        if isSwift, !(skippingTests && isTestFile(name)), !FileIO.isDirectory(path) {
          found.append(path)
        } else if !LegacyDiscovery.skippedFolders.contains(name), !(skippingTests && isTestFolder(name)),
          FileIO.isDirectory(path)
        {
          walk(path)
        }
      }
    }
    walk(folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder)
    return found
  }

  /// `Tests`, `AppTests`, `AppUITests`.
  static func isTestFolder(_ name: String) -> Bool { name.hasSuffix("Tests") }

  /// `CartTests.swift`, `CartTest.swift`.
  static func isTestFile(_ name: String) -> Bool { name.hasSuffix("Tests.swift") || name.hasSuffix("Test.swift") }
}
