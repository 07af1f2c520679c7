import XCStringsBase
import XCStringsProject

extension LintProject {
  /// Reads an XcodeGen spec found at `path` (as named in findings); `absolute` is the same
  /// path made absolute.
  ///
  /// XcodeGen's targets list source folders, every file of which the target compiles or
  /// bundles; a dependency on an extension embeds it unless it says `embed: false`.
  init(xcodeGenSpec path: String, absolute: String) throws(Diagnostic) {
    let spec = try XcodeGenSpec(contentsOf: path)
    func setting(_ value: XcodeGenSpec.Value) -> Setting { Setting(value: value.text, location: value.location) }
    func settings(_ levels: [String: [String: XcodeGenSpec.Value]]) -> [String: [String: Setting]] {
      levels.mapValues { $0.mapValues(setting) }
    }
    self.path = path
    folder = ProjectPath.normalize(FileTransaction.directory(of: absolute))
    isXcodeGen = true
    location = .file(path)
    developmentRegion = spec.developmentLanguage.map(setting)
    configurations = spec.configurations
    self.settings = settings(spec.settings)
    for declared in spec.targets {
      var target = Target(
        name: declared.name, location: declared.location,
        productType: "com.apple.product-type." + (declared.type ?? ""))
      target.settings = settings(declared.settings)
      for source in declared.sources {
        let path = ProjectPath.normalize(folder + "/" + source)
        if FileIO.isDirectory(path) {
          target.memberFolders.append(path)
        } else if path.hasSuffix(".swift") {
          target.sourceFiles.insert(path)
        } else {
          target.resourceFiles.insert(path)
        }
      }
      // `INFOPLIST_KEY_…` settings reach the generated Info.plist as in Xcode.
      for (_, level) in target.settings {
        for (key, value) in level where key.hasPrefix("INFOPLIST_KEY_") {
          let name = String(key.dropFirst("INFOPLIST_KEY_".count))
          if let known = target.infoPlistProperties[name], known.location.line <= value.location.line { continue }
          target.infoPlistProperties[name] = value
        }
      }
      for (key, value) in declared.infoProperties { target.infoPlistProperties[key] = setting(value) }
      if let info = declared.infoPath { target.infoPlistFile = ProjectPath.normalize(folder + "/" + info) }
      target.dependencies = declared.dependencies.map(\.name)
      target.embeds = declared.dependencies.filter { $0.embed != false }.map(\.name)
      targets.append(target)
    }
    for index in targets.indices where targets[index].infoPlistFile == nil {
      if let plist = firstSetting("INFOPLIST_FILE", of: targets[index]), !plist.value.isEmpty {
        targets[index].infoPlistFile = self.path(plist.value, target: targets[index])
      }
      targets[index].generatesInfoPlist = firstSetting("GENERATE_INFOPLIST_FILE", of: targets[index])?.value == "YES"
    }
  }
}
