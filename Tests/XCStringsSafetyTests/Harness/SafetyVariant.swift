import Foundation

/// A generated transformation of a tree: a shape of input the command tests do not write by
/// hand. Each works on any tree; one that finds nothing to transform (no catalog to damage)
/// makes what it needs.
enum SafetyVariant: Hashable, Sendable, CustomStringConvertible {
  /// The tree as it is.
  case original
  /// One `.lproj` folder moved out of the paths and replaced by a link to it.
  case linkedLproj
  /// One table file moved out of the paths and replaced by a link to it.
  case linkedFile
  /// The whole tree moved inside a folder with a bundle extension (`Wrapped.framework/…`).
  case bundle(String)
  /// The tree twice, in `One/` and `Two/`, with different values in `Two/`.
  case sameNameTwice
  /// Every catalog without write permission.
  case readOnlyCatalogs
  /// One catalog damaged so that it cannot be read (or made, damaged, where migrate writes one).
  case unreadable(Damage)

  /// The damages of ``unreadable(_:)``.
  enum Damage: String, CaseIterable, Sendable {
    case commentNull = "comment-null"
    case byteOrderMark = "bom"
    case repeatedKeyOneEmpty = "repeated-key-one-empty"
    case truncated
    case conflictMarkers = "conflict-markers"
  }

  /// The bundle extensions migration must not enter (`.bundle` only with `--include-bundles`).
  static let bundleExtensions = [
    "app", "appex", "bundle", "docc", "framework", "help", "kext", "mdimporter", "plugin", "prefPane", "qlgenerator", "saver",
    "xcloc", "xpc",
  ]

  /// Every variant, the original first.
  static let all: [SafetyVariant] =
    [.original, .linkedLproj, .linkedFile] + bundleExtensions.map { .bundle($0) } + [.sameNameTwice, .readOnlyCatalogs]
    + Damage.allCases.map { .unreadable($0) }

  var description: String {
    switch self {
    case .original: "original"
    case .linkedLproj: "linked-lproj"
    case .linkedFile: "linked-file"
    case .bundle(let ext): "bundle-\(ext)"
    case .sameNameTwice: "same-name-twice"
    case .readOnlyCatalogs: "read-only-catalogs"
    case .unreadable(let damage): "unreadable-\(damage.rawValue)"
    }
  }

  /// The variant named `name` (as ``description`` writes it).
  static func named(_ name: String) -> SafetyVariant? { all.first { $0.description == name } }

  /// Changes the tree's layout, before any catalog is made for the commands that need one.
  func reshape(_ sandbox: SafetySandbox) throws {
    let files = FileManager.default
    switch self {
    case .linkedLproj:
      guard let folder = sandbox.lprojFolders().last else { return }
      let target = sandbox.outside + "/" + (folder as NSString).lastPathComponent
      try files.moveItem(atPath: folder, toPath: target)
      try files.createSymbolicLink(atPath: folder, withDestinationPath: target)
    case .linkedFile:
      guard let file = sandbox.legacyFiles().last else { return }
      let target = sandbox.outside + "/linked-" + (file as NSString).lastPathComponent
      try files.moveItem(atPath: file, toPath: target)
      try files.createSymbolicLink(atPath: file, withDestinationPath: target)
    case .bundle(let ext):
      try sandbox.moveContents(into: "Wrapped." + ext)
    case .sameNameTwice:
      try sandbox.moveContents(into: "One")
      try files.copyItem(atPath: sandbox.tree + "/One", toPath: sandbox.tree + "/Two")
      try Self.changeValues(under: sandbox.tree + "/Two")
    case .original, .readOnlyCatalogs, .unreadable:
      break
    }
  }

  /// Runs after the commands' catalogs are made: makes the copies in `Two/` differ.
  func afterSetup(_ sandbox: SafetySandbox) throws {
    if self == .sameNameTwice { try Self.changeValues(under: sandbox.tree + "/Two", catalogsOnly: true) }
  }

  /// Damages files, after the inputs of the commands are made from the intact tree.
  func damage(_ sandbox: SafetySandbox) throws {
    switch self {
    case .readOnlyCatalogs:
      // A tree without catalogs gets one where migrate writes, for --force and --merge to meet.
      if sandbox.catalogs().isEmpty { _ = try sandbox.makeCatalogWhereMigrateWrites() }
      for catalog in sandbox.catalogs() {
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: catalog)
      }
    case .unreadable(let damage):
      let path = try sandbox.catalogs().first ?? sandbox.makeCatalogWhereMigrateWrites()
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      try Data(Self.apply(damage, to: bytes)).write(to: URL(fileURLWithPath: path))
    default:
      break
    }
  }

  /// `bytes` of a catalog, damaged.
  static func apply(_ damage: Damage, to bytes: [UInt8]) -> [UInt8] {
    let text = String(decoding: bytes, as: UTF8.self)
    switch damage {
    case .byteOrderMark:
      return [0xEF, 0xBB, 0xBF] + bytes
    case .truncated:
      return Array(bytes.prefix(bytes.count / 2))
    case .commentNull, .repeatedKeyOneEmpty:
      // The first entry: the first `"…" : {` after `"strings" : {`.
      guard let strings = text.range(of: "\"strings\" : {"),
        let entryEnd = text.range(of: "\" : {", range: strings.upperBound..<text.endIndex),
        let entryStart = text[strings.upperBound..<entryEnd.lowerBound].lastIndex(of: "\n")
      else { return Array("{ \"strings\" : { \"k\" : { \"comment\" : null }, \"k\" : {} }, \"sourceLanguage\" : \"en\" }".utf8) }
      if damage == .commentNull {
        return Array((text[..<entryEnd.upperBound] + "\n      \"comment\" : null," + text[entryEnd.upperBound...]).utf8)
      }
      let key = text[text.index(after: entryStart)..<entryEnd.lowerBound].trimmingCharacters(in: .whitespaces)
      return Array((text[..<entryStart] + "\n    \(key)\" : {\n\n    }," + text[entryStart...]).utf8)
    case .conflictMarkers:
      var lines = text.components(separatedBy: "\n")
      let middle = lines.count / 2
      let line = lines.isEmpty ? "" : lines[middle]
      let replacement = ["<<<<<<< HEAD", line, "=======", line.replacingOccurrences(of: "\"", with: "\"2"), ">>>>>>> theirs"]
      if lines.isEmpty { lines = replacement } else { lines.replaceSubrange(middle...middle, with: replacement) }
      return Array(lines.joined(separator: "\n").utf8)
    }
  }

  /// Prefixes each value of the UTF-8 catalogs (and, unless `catalogsOnly`, `.strings` files)
  /// under `folder` with `2·`, so that a string of `Two/` is never one of `One/`.
  static func changeValues(under folder: String, catalogsOnly: Bool = false) throws {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return }
    while let relative = walker.nextObject() as? String {
      let path = folder + "/" + relative
      let ext = (relative as NSString).pathExtension
      let (old, new): (String, String)
      switch ext {
      case "xcstrings": (old, new) = ("\"value\" : \"", "\"value\" : \"2·")
      case "strings" where !catalogsOnly: (old, new) = ("\" = \"", "\" = \"2·")
      default: continue
      }
      guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
        text.contains(old)
      else { continue }
      try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: URL(fileURLWithPath: path))
    }
  }
}
