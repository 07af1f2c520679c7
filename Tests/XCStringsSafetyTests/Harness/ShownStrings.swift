import Foundation
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsConversion
import XCStringsLegacy
import XCStringsModel

/// Every string an app built from a folder could show, by the run-time rule `verify` uses
/// (``RuntimeResolution``): a legacy table's languages resolved as the runtime does (the last
/// duplicate wins, `.stringsdict` before `.strings`), a catalog through the legacy files Xcode
/// compiles it into (``CatalogExporter``). Folders and files reached through links are read,
/// since the build copies what a link points at.
///
/// A string is identified by its table's name, not its folder: migration moves a table from
/// `Dir/en.lproj/T.strings` to `Dir/T.xcstrings` (or into `mul.lproj`, or up to the folder of
/// the table's other files), so "shown after" means shown from any table of that name under
/// the paths. A copy of a string in another folder of the same table therefore hides its loss;
/// the variant with two same-named tables makes their values differ so that it cannot.
struct ShownStrings: Sendable {
  /// One string the app can show.
  struct Item: Hashable, Sendable, Comparable, CustomStringConvertible {
    var table: String
    /// The language (for a legacy file, of its `.lproj` folder as migration maps it; `Base`
    /// for `Base.lproj`).
    var language: String
    var key: String
    var variant: String
    var text: String

    static func < (lhs: Item, rhs: Item) -> Bool {
      (lhs.table, lhs.language, lhs.key, lhs.variant, lhs.text) < (rhs.table, rhs.language, rhs.key, rhs.variant, rhs.text)
    }

    var description: String {
      "\(table) [\(language)] \"\(key.escapedForDisplay)\"\(variant.isEmpty ? "" : " " + variant) = '\(text.escapedForDisplay)'"
    }
  }

  /// Everything shown.
  var items: Set<Item> = []
  /// What each catalog (by its path) and each legacy table (by its `.lproj` folders' parent
  /// and name) shows: a file that is there before and after must show after what it showed
  /// before, whatever other tables of its name show.
  var bySource: [String: Set<Item>] = [:]
  /// Catalogs and legacy files that could not be parsed (paths relative to the folder read).
  var unreadable: Set<String> = []

  /// Reads every table under `root`.
  init(under root: String) {
    var legacy: [String: (table: String, folder: String, strings: [StringsTable.Entry], dicts: [StringsdictEntry])] = [:]
    var visited: Set<String> = []
    walk(root, relative: "", visited: &visited) { path, relative in
      let name = (relative as NSString).lastPathComponent
      let parent = ((relative as NSString).deletingLastPathComponent as NSString).lastPathComponent
      let ext = (name as NSString).pathExtension
      guard let bytes = FileManager.default.contents(atPath: path).map(Array.init) else {
        if ["strings", "stringsdict", "xcstrings"].contains(ext) { unreadable.insert(relative) }
        return
      }
      let table = (name as NSString).deletingPathExtension
      if ext == "xcstrings" {
        guard let catalog = try? StringCatalog(parsing: bytes, path: path) else {
          unreadable.insert(relative)
          return
        }
        let resolution = LegacyTableLoader.resolution(of: CatalogExporter.export(catalog))
        let shown = Set(
          resolution.values.map { item, text in
            Item(table: table, language: item.language, key: item.key.string, variant: item.variant, text: text)
          })
        items.formUnion(shown)
        bySource[relative] = shown
        return
      }
      guard parent.hasSuffix(".lproj"), ext == "strings" || ext == "stringsdict" else { return }
      // The language as a catalog names it (`zh_CN.lproj` holds `zh-Hans`); `Base` stays `Base`.
      let folderName = (parent as NSString).deletingPathExtension
      let folder = LprojLanguage.language(forFolderName: folderName)?.rawValue ?? folderName
      let group = (relative as NSString).deletingLastPathComponent + "\u{0}" + table
      var entry = legacy[group] ?? (table, folder, [], [])
      do throws(Diagnostic) {
        if ext == "strings" {
          entry.strings += try StringsTable(parsing: bytes, path: path).entries
        } else {
          entry.dicts += try StringsdictTable(parsing: bytes, path: path).entries
        }
        legacy[group] = entry
      } catch {
        unreadable.insert(relative)
      }
    }
    for (source, group) in legacy {
      var resolution = RuntimeResolution()
      resolution.add(language: LanguageCode(rawValue: group.folder), strings: group.strings, stringsdict: group.dicts)
      let shown = Set(
        resolution.values.map { item, text in
          Item(table: group.table, language: group.folder, key: item.key.string, variant: item.variant, text: text)
        })
      items.formUnion(shown)
      bySource[source.replacingOccurrences(of: "\u{0}", with: "/") + ".{strings,stringsdict}"] = shown
    }
  }

  /// The items of `self` that `after` does not show. A `Base.lproj` string is shown if any
  /// language of the same table shows it: migration gives Base's values to the source
  /// language. An empty string that `after` leaves out is not lost, by `verify`'s rule: the
  /// app shows the development language's text in its place, as it would for the empty one.
  func lost(in after: ShownStrings) -> [Item] {
    var anyLanguage: Set<Item> = []
    var places: Set<Item> = []
    for item in after.items {
      var copy = item
      copy.language = ""
      anyLanguage.insert(copy)
      var place = item
      place.text = ""
      places.insert(place)
    }
    return items.filter { item in
      if after.items.contains(item) { return false }
      if item.text.isEmpty && !places.contains(item) { return false }
      guard item.language == "Base" else { return true }
      var copy = item
      copy.language = ""
      return !anyLanguage.contains(copy)
    }.sorted()
  }

  /// Visits every regular file under `folder`, following links to files and folders; a
  /// folder reached twice (a link back up the tree) is read once.
  private func walk(_ folder: String, relative: String, visited: inout Set<String>, _ body: (String, String) -> Void) {
    let real = (folder as NSString).resolvingSymlinksInPath
    guard visited.insert(real).inserted, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names.sorted() where name != ".git" {
      let path = folder + "/" + name
      let key = relative.isEmpty ? name : relative + "/" + name
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        walk(path, relative: key, visited: &visited, body)
      } else {
        body(path, key)
      }
    }
  }
}
