import Foundation
import XCStringsBase
import XCStringsLegacy
import XCStringsModel

/// The development language of a project, and where it was found.
public struct DevelopmentRegion: Equatable, Sendable {
  /// The language catalogs of the project must use as `sourceLanguage`.
  public var language: LanguageCode
  /// Where it was found, for the summary (`developmentRegion in App.xcodeproj/project.pbxproj`).
  public var origin: String

  /// Creates a development region.
  public init(language: LanguageCode, origin: String) {
    self.language = language
    self.origin = origin
  }

  /// Finds the development region by walking up from `folder`: an `.xcodeproj`'s
  /// `developmentRegion` (read by the project parser, as lint reads it), XcodeGen's
  /// `options.developmentLanguage` (read by the YAML reader), an `Info.plist`'s
  /// `CFBundleDevelopmentRegion` (with `$(DEVELOPMENT_LANGUAGE)` resolved through the project),
  /// or `Package.swift`'s `defaultLocalization`, in that order of precedence. The walk stops at
  /// the folder holding `.git`, or at the file system root.
  public static func detect(startingAt folder: String) -> DevelopmentRegion? {
    var project: DevelopmentRegion?
    var xcodeGen: DevelopmentRegion?
    var infoPlist: (value: String, origin: String)?
    var package: DevelopmentRegion?
    for current in FolderWalker.foldersUpToRepository(from: FileTransaction.absolute(folder)) {
      // Fixed names are checked directly; only `.xcodeproj` bundles need a folder listing,
      // and a large folder (say /tmp) is never sorted.
      if project == nil {
        for name in projectBundles(in: current) {
          let path = current + "/" + name + "/project.pbxproj"
          if let value = pbxprojDevelopmentRegion(path) {
            project = region(value, "developmentRegion in \(path)")
            break
          }
        }
      }
      for name in ["project.yml", "project.yaml"] where xcodeGen == nil {
        let path = current + "/" + name
        if let value = xcodeGenLanguage(path) {
          xcodeGen = region(value, "options.developmentLanguage in \(path)")
        }
      }
      if infoPlist == nil, let value = infoPlistRegion(current + "/Info.plist") {
        infoPlist = (value, "CFBundleDevelopmentRegion in \(current)/Info.plist")
      }
      if package == nil, let text = try? String(contentsOfFile: current + "/Package.swift", encoding: .utf8),
        let value = packageLocalization(text)
      {
        package = region(value, "defaultLocalization in \(current)/Package.swift")
      }
    }
    if let project { return project }
    if let xcodeGen { return xcodeGen }
    if let infoPlist {
      if !infoPlist.value.contains("$") { return region(infoPlist.value, infoPlist.origin) }
    }
    return package
  }

  /// The `*.xcodeproj` names in a folder, sorted.
  static func projectBundles(in folder: String) -> [String] {
    FolderWalker.sortedNames(in: folder, where: { $0.hasSuffix(".xcodeproj") }) ?? []
  }

  private static func region(_ value: String, _ origin: String) -> DevelopmentRegion {
    let language = LprojLanguage.language(forFolderName: value) ?? LanguageCode(rawValue: value)
    return DevelopmentRegion(language: language, origin: origin)
  }

  /// The project object's `developmentRegion` in the `project.pbxproj` at `path`, or `nil` when
  /// the file is missing, does not parse, or gives none (or an empty one).
  static func pbxprojDevelopmentRegion(_ path: String) -> String? {
    guard FileIO.exists(path), let file = try? ProjectFile(contentsOf: path) else { return nil }
    return nonEmpty(file.project?.string("developmentRegion"))
  }

  /// `options: developmentLanguage:` of the XcodeGen spec at `path`, or `nil` when the file
  /// is missing, does not parse, or gives none (or an empty one).
  static func xcodeGenLanguage(_ path: String) -> String? {
    guard FileIO.exists(path), let spec = try? XcodeGenSpec(contentsOf: path) else { return nil }
    return nonEmpty(spec.developmentLanguage?.text)
  }

  private static func nonEmpty(_ value: String?) -> String? {
    guard let value else { return nil }
    let trimmed = value.trimmingCharacters(in: CharacterSet(charactersIn: " \t\r"))
    return trimmed.isEmpty ? nil : trimmed
  }

  /// `defaultLocalization: "en"` in a package manifest.
  static func packageLocalization(_ text: String) -> String? {
    value(after: "defaultLocalization", in: text, separator: ":", terminators: [",", ")", "\n"])
  }

  /// `CFBundleDevelopmentRegion` of an XML or binary `Info.plist`. The file comes from the
  /// project being converted, so it is read by the package's own property-list readers rather
  /// than Foundation's, which leaks on malformed files.
  private static func infoPlistRegion(_ path: String) -> String? {
    guard FileIO.exists(path), let bytes = try? FileIO.read(path) else { return nil }
    let root =
      BinaryPlistReader.isBinary(bytes)
      ? try? BinaryPlistReader.root(bytes) : (try? XMLPlistDocument(bytes, path: path))?.root
    guard let root, case .dictionary(let members) = root.kind,
      // A repeated key: the later value wins, as in Foundation.
      let member = members.last(where: { $0.key == "CFBundleDevelopmentRegion" }),
      case .string(let value) = member.value.kind
    else { return nil }
    return value
  }

  private static func value(after name: String, in text: String, separator: Character, terminators: Set<Character>) -> String? {
    guard let range = text.range(of: name) else { return nil }
    var rest = text[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\"" }
    guard rest.first == separator else { return nil }
    rest = rest.dropFirst()
    var value = ""
    for character in rest {
      if terminators.contains(character) { break }
      value.append(character)
    }
    let trimmed = value.trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'\r"))
    return trimmed.isEmpty ? nil : trimmed
  }
}
