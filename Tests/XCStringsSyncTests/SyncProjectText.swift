/// The text of a small `project.pbxproj`: targets with their Sources and Resources build
/// phases and Debug/Release build settings, and the project's own settings.
struct SyncProjectText {
  /// One native target.
  struct Target {
    var name: String
    var sources: [String]
    var resources: [String] = []
    /// Debug settings, as written in the file (`"DEBUG $(inherited)"`, `(A, B)`).
    var debug: [String: String] = [:]
    /// Release settings; a build that syncs does not read them.
    var release: [String: String] = [:]
  }

  var targets: [Target]
  var projectDebug: [String: String] = [:]

  /// The file's text.
  var text: String {
    var objects: [String] = []
    var targetIDs: [String] = []
    for (number, target) in targets.enumerated() {
      let id = "T\(number)"
      targetIDs.append(id)
      var sourceFiles: [String] = []
      for (index, file) in target.sources.enumerated() {
        objects.append(
          "\t\tS\(number)x\(index) /* \(file) in Sources */ = {isa = PBXBuildFile; fileRef = FS\(number)x\(index) /* \(file) */; };"
        )
        sourceFiles.append("\t\t\t\tS\(number)x\(index) /* \(file) in Sources */,")
      }
      var resourceFiles: [String] = []
      for (index, file) in target.resources.enumerated() {
        objects.append(
          "\t\tR\(number)x\(index) /* \(file) in Resources */ = {isa = PBXBuildFile; fileRef = FR\(number)x\(index) /* \(file) */; };"
        )
        resourceFiles.append("\t\t\t\tR\(number)x\(index) /* \(file) in Resources */,")
      }
      objects.append(
        "\t\tPS\(number) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tfiles = (\n"
          + sourceFiles.joined(separator: "\n") + "\n\t\t\t);\n\t\t};")
      objects.append(
        "\t\tPR\(number) /* Resources */ = {\n\t\t\tisa = PBXResourcesBuildPhase;\n\t\t\tfiles = (\n"
          + resourceFiles.joined(separator: "\n") + "\n\t\t\t);\n\t\t};")
      objects += Self.configurations(id: id, name: target.name, debug: target.debug, release: target.release)
      objects.append(
        "\t\t\(id) /* \(target.name) */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = L\(id) /* Build configuration list for PBXNativeTarget \"\(target.name)\" */;\n"
          + "\t\t\tbuildPhases = (\n\t\t\t\tPS\(number) /* Sources */,\n\t\t\t\tPR\(number) /* Resources */,\n\t\t\t);\n\t\t\tname = \(target.name);\n\t\t};"
      )
    }
    objects += Self.configurations(id: "PJ", name: "Demo", debug: projectDebug, release: [:])
    objects.append(
      "\t\tPJ /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = LPJ /* Build configuration list for PBXProject \"Demo\" */;\n\t\t\ttargets = (\n"
        + targetIDs.map { "\t\t\t\t\($0),\n" }.joined() + "\t\t\t);\n\t\t};")
    return "// !$*UTF8*$!\n{\n\tobjects = {\n" + objects.joined(separator: "\n")
      + "\n\t};\n\trootObject = PJ /* Project object */;\n}\n"
  }

  private static func configurations(id: String, name: String, debug: [String: String], release: [String: String]) -> [String] {
    func settings(_ values: [String: String]) -> String {
      values.keys.sorted().map { "\t\t\t\t\($0) = \(values[$0]!);\n" }.joined()
    }
    return [
      "\t\tC\(id)D /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n" + settings(debug)
        + "\t\t\t};\n\t\t\tname = Debug;\n\t\t};",
      "\t\tC\(id)R /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n" + settings(release)
        + "\t\t\t};\n\t\t\tname = Release;\n\t\t};",
      "\t\tL\(id) /* Build configuration list for \(name) */ = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\tC\(id)R /* Release */,\n\t\t\t\tC\(id)D /* Debug */,\n\t\t\t);\n\t\t\tdefaultConfigurationName = Release;\n\t\t};",
    ]
  }
}
