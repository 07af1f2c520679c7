import Foundation
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsConversion
import XCStringsLegacy
import XCStringsModel
import XCStringsProject

/// Decides a table's source language as `migrate` and `verify` both do: `--source-language`,
/// else the development region of the project above the table, else `en` when an `en.lproj`
/// exists, else the `sourceLanguage` of a catalog already beside the tables.
package struct SourceLanguageDetector: Sendable {
  /// The language `--source-language` gives, which wins over everything.
  package let forced: LanguageCode?
  // Tables of one target share a folder; its project is looked up once.
  private var regions: [String: DevelopmentRegion?] = [:]

  /// What the origin of `forced` is called (the tool names its option).
  private let forcedOrigin: String

  /// A detector that answers `forced` when it is given, from `origin`.
  package init(forced: LanguageCode?, origin: String = "given") {
    self.forced = forced
    self.forcedOrigin = origin
  }

  /// The language and where it came from, or `nil` when nothing tells.
  package mutating func language(for group: LegacyTableGroup) -> (language: LanguageCode, origin: String)? {
    if let forced { return (forced, forcedOrigin) }
    if regions[group.parent] == nil { regions[group.parent] = .some(DevelopmentRegion.detect(startingAt: group.parent)) }
    if let region = regions[group.parent] ?? nil { return (region.language, region.origin) }
    if group.files.contains(where: { $0.language == .english }) || FileIO.isDirectory(group.parent + "/en.lproj") {
      return (.english, "an en.lproj folder exists")
    }
    // A catalog already beside the tables (a partly migrated target) knows the language.
    for name in FolderWalker.sortedNames(in: group.parent, where: { $0.hasSuffix(".xcstrings") }) ?? [] {
      let path = group.parent + "/" + name
      if let catalog = try? CatalogJSONReader.read(contentsOf: path) {
        return (catalog.sourceLanguage, "sourceLanguage of \(path)")
      }
    }
    return nil
  }

  /// The error for a table whose source language nothing tells, at its first file.
  package static func unknown(_ group: LegacyTableGroup) -> Diagnostic {
    let message =
      "cannot tell the source language of table '\(group.name)' (no project, Info.plist, Package.swift "
      + "or en.lproj found)"
    if let first = group.files.first { return Diagnostic(.error, message, at: .file(first.path), code: .unknownSourceLanguage) }
    return Diagnostic(.error, message, path: group.parent, code: .unknownSourceLanguage)
  }
}
