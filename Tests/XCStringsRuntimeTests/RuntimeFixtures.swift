import Foundation
import XCStringsTestSupport

/// Compiled `.lproj` tables written into a temporary folder, as SwiftPM bundles them.
enum RuntimeFixtures {
  /// A resource folder with `tables[folder][file] = plist`, and an `Info.plist` naming
  /// `development` when given.
  static func resources(
    _ tables: [String: [String: [String: Any]]], development: String? = nil,
    format: PropertyListSerialization.PropertyListFormat = .xml
  ) throws -> URL {
    let root = try TestPaths.temporaryDirectory().appendingPathComponent("Demo.resources")
    for (folder, files) in tables {
      let lproj = root.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      for (file, plist) in files {
        try PropertyListSerialization.data(fromPropertyList: plist, format: format, options: 0).write(
          to: lproj.appendingPathComponent(file))
      }
    }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    if let development {
      let info = try PropertyListSerialization.data(
        fromPropertyList: ["CFBundleDevelopmentRegion": development], format: .xml, options: 0)
      try info.write(to: root.appendingPathComponent("Info.plist"))
    }
    return root
  }

  static func plural(_ forms: [String: String]) -> [String: Any] {
    var variable: [String: Any] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld"]
    for (category, text) in forms { variable[category] = text }
    return ["NSStringLocalizedFormatKey": "%#@value@", "value": variable]
  }
}
