import XCStringsBase
import XCStringsProject

/// A project as the project-settings rules read it, made from an `.xcodeproj` or an XcodeGen
/// spec: the development region and known regions, build settings by configuration, and each
/// target's kind, members, Info.plist and relations, every value with where it is written.
struct LintProject: Equatable, Sendable {
  /// A value and where it is written.
  struct Setting: Sendable, Equatable {
    var value: String
    var location: SourceLocation

    /// Several values written in one place (`knownRegions`).
    struct List: Sendable, Equatable {
      var values: [String]
      var location: SourceLocation
    }
  }

  /// One target.
  struct Target: Equatable, Sendable {
    var name: String
    /// Where the target is declared.
    var location: SourceLocation
    /// Xcode's product type (`com.apple.product-type.application`).
    var productType: String
    /// Build settings by configuration name; `""` holds those of every configuration.
    var settings: [String: [String: Setting]] = [:]
    /// The Info.plist file, when the target names one.
    var infoPlistFile: String?
    /// That file's values, once read.
    var infoPlist: InfoPlistFile?
    /// Info.plist values given in the project (`INFOPLIST_KEY_…` settings, XcodeGen `info:
    /// properties:`).
    var infoPlistProperties: [String: Setting] = [:]
    /// Whether Xcode makes the Info.plist from build settings (`GENERATE_INFOPLIST_FILE`).
    var generatesInfoPlist = false
    /// Files the target compiles, listed one by one (absolute, normalized).
    var sourceFiles: Set<String> = []
    /// Files in its Resources phase, listed one by one (a variant group's files each).
    var resourceFiles: Set<String> = []
    /// Folders all of whose files belong to the target (XcodeGen sources, synchronized folders).
    var memberFolders: [String] = []
    /// Files of those folders excluded from the target.
    var excludedFiles: Set<String> = []
    /// Whether a Run Script phase of the target names `.lproj` folders, `.strings` files or
    /// `InfoPlist`: it may copy tables into the product, which the Resources phase then misses.
    var copiesTablesByScript = false
    /// The targets it depends on, by name.
    var dependencies: [String] = []
    /// The targets whose products it embeds, by name.
    var embeds: [String] = []

    var isApplication: Bool { productType == "com.apple.product-type.application" }
    var isExtension: Bool { productType.contains("extension") }
    var isTest: Bool { productType.contains("unit-test") || productType.contains("ui-testing") }

    /// The names of the tables the build ships as the target's `InfoPlist` table: the build's
    /// copy of a strings table renames the one named after the Info.plist file (`Info` gives
    /// `InfoPlist`, `Shop-Info` gives `Shop-InfoPlist`, `Shop` gives `Shop-InfoPlist`) and,
    /// for an Info.plist made from build settings, `NAME-InfoPlist` for target `NAME`.
    var infoPlistTableNames: Set<String> {
      var names: Set<String> = ["InfoPlist"]
      if let file = infoPlistFile {
        var base = ProjectPath.lastComponent(file)
        if let dot = base.lastIndex(of: ".") { base = String(base[..<dot]) }
        names.insert(base + "Plist")
        names.insert(base + "-InfoPlist")
      }
      if generatesInfoPlist { names.insert(name + "-InfoPlist") }
      return names
    }

    /// Whether the target is an agent app (`LSUIElement` true in its Info.plist or build
    /// settings): it shows no main menu.
    var isAgent: Bool {
      if infoPlist?.isAgent == true { return true }
      guard let setting = infoPlistProperties["LSUIElement"] else { return false }
      return ["YES", "yes", "true", "1"].contains(setting.value)
    }

    /// Whether a table (by name) is the target's `InfoPlist` table; `InfoPlist` in any case.
    func isInfoPlistTable(_ tableName: String) -> Bool {
      tableName.lowercased() == "infoplist" || infoPlistTableNames.contains(tableName)
    }

    /// Whether a file (absolute, normalized) belongs to the target.
    func contains(_ path: String) -> Bool {
      if sourceFiles.contains(path) || resourceFiles.contains(path) { return true }
      guard !excludedFiles.contains(path) else { return false }
      return memberFolders.contains { path.hasPrefix($0 + "/") }
    }
  }

  /// The `project.pbxproj` or `project.yml`, as found.
  var path: String
  /// The folder `SOURCE_ROOT` stands for (absolute, normalized).
  var folder: String
  /// Whether the project is an XcodeGen spec.
  var isXcodeGen: Bool
  /// The project's development region (`developmentRegion`, `options.developmentLanguage`).
  var developmentRegion: Setting?
  /// Where the project itself is declared, for findings about something it lacks.
  var location: SourceLocation
  /// `knownRegions` and where it is written (XcodeGen derives them, so `nil` there).
  var knownRegions: Setting.List?
  /// The configuration names, in order.
  var configurations: [String] = []
  /// Project build settings by configuration name; `""` holds those of every configuration.
  var settings: [String: [String: Setting]] = [:]
  var targets: [Target] = []
  /// The folders the project copies whole (folder references, bundles), by absolute path and
  /// the name Xcode shows: a catalog inside one is never compiled.
  var copiedFolders: [ProjectGraph.CopiedFolder] = []

  /// The value of a build setting for a target in each configuration: the target's, else the
  /// project's (`$(inherited)` alone defers to the project).
  func setting(_ key: String, of target: Target) -> [(configuration: String, setting: Setting?)] {
    configurations.map { name in
      for level in [target.settings, settings] {
        for scope in [name, ""] {
          if let found = level[scope]?[key], found.value != "$(inherited)" { return (name, found) }
        }
      }
      return (name, nil)
    }
  }

  /// The first value a build setting has for a target in any configuration.
  func firstSetting(_ key: String, of target: Target) -> Setting? {
    setting(key, of: target).lazy.compactMap(\.setting).first
  }

  /// `$(SRCROOT)/X`, `${PROJECT_DIR}/X` or a relative path made absolute against the
  /// project's folder, with `$(TARGET_NAME)` and `$(PRODUCT_NAME)` put in.
  func path(_ value: String, target: Target) -> String {
    var text = value
    for name in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
      text = text.replacingEvery("$(\(name))", with: folder).replacingEvery("${\(name)}", with: folder)
    }
    for name in ["TARGET_NAME", "PRODUCT_NAME"] {
      text = text.replacingEvery("$(\(name))", with: target.name).replacingEvery("${\(name)}", with: target.name)
    }
    return ProjectPath.normalize(text.hasPrefix("/") ? text : folder + "/" + text)
  }
}
