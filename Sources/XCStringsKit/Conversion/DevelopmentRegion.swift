import Foundation

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
  /// `developmentRegion`, XcodeGen's `options.developmentLanguage`, an `Info.plist`'s
  /// `CFBundleDevelopmentRegion` (with `$(DEVELOPMENT_LANGUAGE)` resolved through the project),
  /// or `Package.swift`'s `defaultLocalization`, in that order of precedence. The walk stops at
  /// the folder holding `.git`, or at the file system root.
  public static func detect(startingAt folder: String) -> DevelopmentRegion? {
    var project: DevelopmentRegion?
    var xcodeGen: DevelopmentRegion?
    var infoPlist: (value: String, origin: String)?
    var package: DevelopmentRegion?
    var current = URL(fileURLWithPath: folder).standardizedFileURL
    let manager = FileManager.default
    for _ in 0..<64 {
      let names = (try? manager.contentsOfDirectory(atPath: current.path))?.sorted() ?? []
      for name in names {
        let path = current.appendingPathComponent(name).path
        if project == nil, name.hasSuffix(".xcodeproj"),
          let text = try? String(contentsOfFile: path + "/project.pbxproj", encoding: .utf8),
          let value = pbxprojDevelopmentRegion(text)
        {
          project = region(value, "developmentRegion in \(path)/project.pbxproj")
        } else if xcodeGen == nil, name == "project.yml" || name == "project.yaml",
          let text = try? String(contentsOfFile: path, encoding: .utf8), let value = xcodeGenLanguage(text)
        {
          xcodeGen = region(value, "options.developmentLanguage in \(path)")
        } else if infoPlist == nil, name == "Info.plist", let value = infoPlistRegion(path) {
          infoPlist = (value, "CFBundleDevelopmentRegion in \(path)")
        } else if package == nil, name == "Package.swift",
          let text = try? String(contentsOfFile: path, encoding: .utf8), let value = packageLocalization(text)
        {
          package = region(value, "defaultLocalization in \(path)")
        }
      }
      if names.contains(".git") { break }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { break }
      current = parent
    }
    if let project { return project }
    if let xcodeGen { return xcodeGen }
    if let infoPlist {
      if !infoPlist.value.contains("$") { return region(infoPlist.value, infoPlist.origin) }
    }
    return package
  }

  private static func region(_ value: String, _ origin: String) -> DevelopmentRegion {
    let language = LprojLanguage.language(forFolderName: value) ?? LanguageCode(rawValue: value)
    return DevelopmentRegion(language: language, origin: origin)
  }

  /// `developmentRegion = en;` (possibly quoted) in a `project.pbxproj`.
  static func pbxprojDevelopmentRegion(_ text: String) -> String? {
    value(after: "developmentRegion", in: text, separator: "=", terminators: [";", "\n"])
  }

  /// `developmentLanguage: en` in an XcodeGen spec.
  static func xcodeGenLanguage(_ text: String) -> String? {
    value(after: "developmentLanguage", in: text, separator: ":", terminators: ["\n", "#"])
  }

  /// `defaultLocalization: "en"` in a package manifest.
  static func packageLocalization(_ text: String) -> String? {
    value(after: "defaultLocalization", in: text, separator: ":", terminators: [",", ")", "\n"])
  }

  private static func infoPlistRegion(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    else { return nil }
    return plist["CFBundleDevelopmentRegion"] as? String
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
