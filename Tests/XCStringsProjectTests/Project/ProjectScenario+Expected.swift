import Foundation
import Testing

@testable import XCStringsProject

/// The rules of Xcode's migration applied to a scenario's model by hand (reference R1-R12).
extension ProjectScenario {
  struct Expected {
    var text: String
    /// Catalogs and deleted legacy files, relative to the tree.
    var catalogs: Set<String>
    var deleted: Set<String>
  }

  /// The project text after migrating the `selected` tables (every table when `nil`). New
  /// objects take the identifiers the tool gave them, found in `result` by their place.
  func expected(after result: ProjectFile, selecting selected: [String]?) throws -> Expected {
    var model = fixture
    var catalogs = Set<String>()
    var deleted = Set<String>()
    var interface = false
    let wanted = selected.map { Set($0.map { $0.lowercased() }) }
    let order = tables.indices.filter { index in
      let table = tables[index]
      // A table no target builds, or one inside a folder copied whole, is left alone.
      return (wanted?.contains(table.name.lowercased()) ?? true) && table.missing.count < table.languages.count
        && !table.targets.isEmpty && !isCopied(table.folder) && !isCopied(table.pluralFolder ?? table.folder)
    }.sorted { (made[$0].stringsGroup ?? made[$0].pluralGroup!) < (made[$1].stringsGroup ?? made[$1].pluralGroup!) }
    for index in order {
      let table = tables[index]
      let made = made[index]
      for language in table.languages where !table.missing.contains(language) {
        if table.kind != .stringsdict || table.interface != nil {
          deleted.insert(join(table.folder, "\(language).lproj/\(table.name).strings"))
        }
        if table.kind != .strings, table.interface == nil {
          deleted.insert(join(table.pluralFolder ?? table.folder, "\(language).lproj/\(table.name).stringsdict"))
        }
      }
      if table.interface != nil {
        interface = true
        let group = made.stringsGroup!
        catalogs.insert(join(table.folder, "mul.lproj/\(table.name).xcstrings"))
        let mul = try newID(in: result.object(group)?.strings("children") ?? [], of: "mul", result: result)
        var children = model.references("children", of: group)
        let at = children.firstIndex { made.children.contains($0) }!
        children.removeAll { made.children.contains($0) }
        children.insert(mul, at: at)
        model.setReferences("children", of: group, children)
        model.add(
          "PBXFileReference", "mul",
          [
            ("lastKnownFileType", .text("text.json.xcstrings")), ("name", .text("mul")),
            ("path", .text("mul.lproj/\(table.name).xcstrings")), ("sourceTree", .text("<group>")),
          ], id: mul)
        for child in made.children { model.remove(child) }
        continue
      }
      let catalog = "\(table.name).xcstrings"
      catalogs.insert(join(table.folder, catalog))
      let variants = [made.stringsGroup, made.pluralGroup].compactMap { $0 }
      let holder = groups[table.kind == .stringsdict ? (table.pluralFolder ?? table.folder) : table.folder] ?? mainGroup
      let reference = try newID(in: result.object(holder)?.strings("children") ?? [], of: catalog, result: result)
      var children = model.references("children", of: holder)
      let at = children.firstIndex { variants.contains($0) }!
      children.removeAll { variants.contains($0) }
      children.insert(reference, at: at)
      model.setReferences("children", of: holder, children)
      model.add(
        "PBXFileReference", catalog,
        [
          ("lastKnownFileType", .text("text.json.xcstrings")), ("path", .text(catalog)), ("sourceTree", .text("<group>")),
        ], id: reference)
      for target in table.targets.sorted() {
        let phase = resources[target]
        var files = model.references("files", of: phase)
        let old = Set(made.buildFiles).intersection(files)
        // Anchor-last (R6): after the nearest survivor before the last old entry, else after the first.
        let last = files.lastIndex { old.contains($0) }!
        let anchor = files[..<last].last { !old.contains($0) }
        files.removeAll { old.contains($0) }
        let position = anchor.map { files.firstIndex(of: $0)! + 1 } ?? min(1, files.count)
        let buildFile = try newID(in: result.object(phase)?.strings("files") ?? [], of: "\(catalog) in Resources", result: result)
        files.insert(buildFile, at: position)
        model.setReferences("files", of: phase, files)
        model.add("PBXBuildFile", "\(catalog) in Resources", [("fileRef", .reference(reference))], id: buildFile)
      }
      for variant in variants {
        for child in model.references("children", of: variant) { model.remove(child) }
        model.remove(variant)
      }
      for buildFile in made.buildFiles { model.remove(buildFile) }
    }
    if !order.isEmpty {
      for configuration in projectConfigurations {
        if case .settings(var settings)? = model.objects[configuration]?["buildSettings"] {
          settings.append(("SWIFT_EMIT_LOC_STRINGS", "YES"))
          model.objects[configuration]?["buildSettings"] = .settings(settings)
        }
      }
    }
    if interface, model.objectVersion < 60 { model.objectVersion = 60 }
    return Expected(text: model.text(), catalogs: catalogs, deleted: deleted)
  }

  /// The one identifier in `ids` that the scenario did not make and whose object's comment in
  /// the result is `comment`.
  private func newID(in ids: [String], of comment: String, result: ProjectFile) throws -> String {
    let fresh = ids.filter { fixture.objects[$0] == nil && result.object($0)?.comment == comment }
    return try #require(fresh.count == 1 ? fresh.first : nil, "not one new object '\(comment)' in \(ids)")
  }
}
