import Foundation

/// The compiled `.strings` and `.stringsdict` tables of one resource folder, read once each
/// with `PropertyListSerialization` (XML, binary or the old text format) and kept for the
/// life of the process.
final class CompiledTables: @unchecked Sendable {
  /// The folder holding the `.lproj` folders.
  let root: URL
  /// The `.lproj` folder names, by their lowercased language.
  let folders: [String: String]

  private let lock = NSLock()
  private var strings: [String: [String: String]] = [:]
  private var stringsdicts: [String: [String: Any]] = [:]

  init(root: URL) {
    self.root = root
    var folders: [String: String] = [:]
    // Foundation lists the `.lproj` folders (the package lists folders in one place only).
    for language in (Bundle(url: root)?.localizations ?? []).sorted() {
      let key = LocalizationMatcher.normalized(language)
      if folders[key] == nil { folders[key] = language + ".lproj" }
    }
    self.folders = folders
  }

  /// The languages the folder has, as their folders name them.
  var languages: [String] {
    folders.values.map { String($0.dropLast(".lproj".count)) }.sorted()
  }

  /// The `.strings` table `table` of `language` (empty when there is none).
  func strings(_ table: String, language: String) -> [String: String] {
    let id = LocalizationMatcher.normalized(language) + "/" + table
    lock.lock()
    defer { lock.unlock() }
    if let cached = strings[id] { return cached }
    var loaded: [String: String] = [:]
    if let dictionary = read(table + ".strings", language: language) {
      for (key, value) in dictionary { if let value = value as? String { loaded[key] = value } }
    }
    strings[id] = loaded
    return loaded
  }

  /// The `.stringsdict` table `table` of `language` (empty when there is none).
  func stringsdict(_ table: String, language: String) -> [String: Any] {
    let id = LocalizationMatcher.normalized(language) + "/" + table
    lock.lock()
    defer { lock.unlock() }
    if let cached = stringsdicts[id] { return cached }
    let loaded = read(table + ".stringsdict", language: language) ?? [:]
    stringsdicts[id] = loaded
    return loaded
  }

  private func read(_ file: String, language: String) -> [String: Any]? {
    guard let folder = folders[LocalizationMatcher.normalized(language)] else { return nil }
    let url = root.appendingPathComponent(folder).appendingPathComponent(file)
    guard let data = try? Data(contentsOf: url), !data.isEmpty else { return nil }
    return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
  }

  /// The development region the folder's `Info.plist` names, if any.
  func developmentRegion() -> String? {
    for candidate in ["Info.plist", "Contents/Info.plist", "../Info.plist"] {
      let url = root.appendingPathComponent(candidate)
      guard let data = try? Data(contentsOf: url),
        let plist = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any],
        let region = plist["CFBundleDevelopmentRegion"] as? String, !region.isEmpty
      else { continue }
      return region
    }
    return nil
  }
}
