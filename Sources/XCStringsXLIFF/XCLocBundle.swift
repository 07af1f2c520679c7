import Foundation
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsModel

/// Builds Xcode localization catalogs: one `<language>.xcloc` bundle per language, as
/// `xcodebuild -exportLocalizations` lays them out.
///
/// ```
/// de.xcloc/contents.json
/// de.xcloc/Localized Contents/de.xliff
/// de.xcloc/Source Contents/<original>     (each catalog reduced to its source language)
/// ```
public enum XCLocBundle {
  /// One file of a bundle.
  public struct File: Equatable, Sendable {
    /// The path relative to the output folder (`de.xcloc/Localized Contents/de.xliff`).
    public var path: String
    /// The file's bytes.
    public var bytes: [UInt8]

    /// Creates a file.
    package init(path: String, bytes: [UInt8]) {
      self.path = path
      self.bytes = bytes
    }
  }

  /// The files of one bundle per language, languages in the order given.
  ///
  /// The XLIFF documents are made on several threads; `Source Contents` is made once and
  /// shared by every bundle.
  ///
  /// - Parameters:
  ///   - project: The project (`App.xcodeproj`) or workspace (`App.xcworkspace`) named in
  ///     `contents.json`; `nil` leaves the key out.
  /// - Throws: The first error of ``XLIFFExporter/data(for:language:tool:locate:)``.
  public static func files(
    for catalogs: [XLIFFSourceCatalog], languages: [LanguageCode], developmentRegion: LanguageCode,
    project: String?, tool: XLIFFTool, locate: XLIFFExporter.KeyLocator? = nil
  ) throws(Diagnostic) -> [File] {
    var files: [File] = []
    try forEachBundle(
      for: catalogs, languages: languages, developmentRegion: developmentRegion, project: project, tool: tool, locate: locate
    ) { _, bundle throws(Diagnostic) in files += bundle }
    return files
  }

  /// The files of each language's bundle, as ``files(for:languages:developmentRegion:project:tool:locate:)``
  /// lists them, handed to `body` in the order of `languages` as soon as each is made, so that
  /// the caller can write one bundle while the next are made.
  ///
  /// `Source Contents` is made first, on all cores: the documents' workers hold the shared
  /// queue's threads while they wait for the caller, so work queued behind them would wait.
  package static func forEachBundle(
    for catalogs: [XLIFFSourceCatalog], languages: [LanguageCode], developmentRegion: LanguageCode,
    project: String?, tool: XLIFFTool, locate: XLIFFExporter.KeyLocator? = nil,
    _ body: (LanguageCode, [File]) throws(Diagnostic) -> Void
  ) throws(Diagnostic) {
    let sources = catalogs.map { catalog in
      File(path: "Source Contents/" + catalog.original, bytes: CatalogJSONWriter.data(for: sourceContents(of: catalog.catalog)))
    }
    try XLIFFExporter.forEachDocument(for: catalogs, languages: languages, tool: tool, locate: locate) {
      index, document throws(Diagnostic) in
      let language = languages[index]
      let folder = "\(language.rawValue).xcloc/"
      var files = [
        File(
          path: folder + "contents.json",
          bytes: contents(language: language, developmentRegion: developmentRegion, project: project, tool: tool)),
        File(path: folder + "Localized Contents/\(language.rawValue).xliff", bytes: document),
      ]
      for source in sources { files.append(File(path: folder + source.path, bytes: source.bytes)) }
      try body(language, files)
    }
  }

  /// `contents.json`: Xcode's JSON layout, keys sorted, no final line feed.
  package static func contents(
    language: LanguageCode, developmentRegion: LanguageCode, project: String?, tool: XLIFFTool
  ) -> [UInt8] {
    var toolInfo: KeyedList<JSONValue> = ["toolID": .string(tool.id), "toolName": .string(tool.name)]
    if let build = tool.buildNumber { toolInfo["toolBuildNumber"] = .string(build) }
    if let version = tool.version { toolInfo["toolVersion"] = .string(version) }
    var members: KeyedList<JSONValue> = [
      "developmentRegion": .string(developmentRegion.rawValue), "targetLocale": .string(language.rawValue),
      "toolInfo": .object(toolInfo), "version": .string("1.0"),
    ]
    if let project {
      members[project.hasSuffix(".xcworkspace") ? "workspace" : "project"] = .string(project)
    }
    return Array(JSONValue.object(members).serialized().utf8)
  }

  /// The catalog reduced to its source language, as `Source Contents` holds it: every other
  /// language's localization removed, everything else (keys, comments, extraction states,
  /// `shouldTranslate`, unknown fields, version) kept. An entry left without localizations
  /// loses the field.
  package static func sourceContents(of catalog: StringCatalog) -> StringCatalog {
    var reduced = catalog
    var strings = KeyedList<CatalogEntry>()
    strings.reserveCapacity(catalog.strings.count)
    let source = catalog.sourceLanguage.rawValue
    for (key, entry) in catalog.strings {
      var entry = entry
      if let localizations = entry.localizations {
        if let kept = localizations[source] {
          entry.localizations = [source: kept]
        } else {
          entry.localizations = nil
        }
      }
      strings.appendUnchecked(key, entry)
    }
    reduced.strings = strings
    return reduced
  }

  /// The `original` of each catalog path: relative to `folder` when one folder was given,
  /// else to the deepest folder holding every catalog. Paths are made absolute and
  /// normalised first, so an `original` never starts with `../` and `Source Contents/` never
  /// points outside its bundle.
  package static func originals(forCatalogsAt paths: [String], folder: String? = nil) -> [String] {
    let files = paths.map(components)
    var base: [String]
    if let folder {
      base = components(folder)
      if !files.allSatisfy({ $0.count > base.count && Array($0.prefix(base.count)) == base }) {
        base = commonFolder(of: files)
      }
    } else {
      base = commonFolder(of: files)
    }
    return files.map { $0.dropFirst(base.count).joined(separator: "/") }
  }

  /// The `original` of each catalog path, relative to the folder it was named under, as Xcode
  /// writes it relative to the project folder: `roots[i]` is the folder argument the catalog
  /// was found in, or the current folder for a catalog named on its own. `import --into
  /// FOLDER` with that folder then finds each catalog at `FOLDER/<original>`.
  ///
  /// When that cannot be done, two fallbacks keep every `original` distinct and inside its
  /// bundle: catalogs that would get the same `original` (two folders named, each holding a
  /// `Localizable.xcstrings`) are named relative to the deepest folder holding every root, and
  /// a catalog outside its root (a file named outside the current folder) makes every catalog
  /// named as ``originals(forCatalogsAt:folder:)`` names them without a folder.
  package static func originals(forCatalogsAt paths: [String], relativeTo roots: [String]) -> [String] {
    precondition(paths.count == roots.count, "one root per catalog")
    let files = paths.map(components)
    let bases = roots.map(components)
    func isInside(_ file: [String], _ base: [String]) -> Bool {
      file.count > base.count && Array(file.prefix(base.count)) == base
    }
    guard zip(files, bases).allSatisfy(isInside) else { return originals(forCatalogsAt: paths) }
    let named = zip(files, bases).map { file, base in file.dropFirst(base.count).joined(separator: "/") }
    if Set(named).count == named.count { return named }
    // `commonFolder` takes files: a marker component stands for each root's own contents.
    let common = commonFolder(of: bases.map { $0 + [""] })
    return files.map { $0.dropFirst(common.count).joined(separator: "/") }
  }

  /// Whether `path`, made absolute and normalised, ends with the components of `original`
  /// (`/p/App/Localizable.xcstrings` ends with `App/Localizable.xcstrings`, not with
  /// `p/Localizable.xcstrings`): where an `original` written relative to another folder may be.
  package static func path(_ path: String, endsWith original: String) -> Bool {
    let tail = original.split(separator: "/").filter { $0 != "." }.map(String.init)
    let parts = components(path)
    return !tail.isEmpty && parts.count >= tail.count && Array(parts.suffix(tail.count)) == tail
  }

  private static func components(_ path: String) -> [String] {
    FileTransaction.absolute(path, .lexical).split(separator: "/").map(String.init)
  }

  /// The components of the deepest folder that holds every file.
  private static func commonFolder(of files: [[String]]) -> [String] {
    guard var common = files.first?.dropLast() else { return [] }
    for file in files.dropFirst() {
      let folder = file.dropLast()
      var length = 0
      while length < common.count, length < folder.count,
        common[common.startIndex + length] == folder[folder.startIndex + length]
      {
        length += 1
      }
      common = common.prefix(length)
    }
    return Array(common)
  }
}
