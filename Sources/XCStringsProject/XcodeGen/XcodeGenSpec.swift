import XCStringsBase

/// The parts of an XcodeGen spec (`project.yml`) that lint's project rules read: the
/// development language, build settings, and each target's type, source folders, Info.plist
/// and dependencies, each value with where it is written.
///
/// Settings are read as XcodeGen writes them: a `settings` mapping with `base` and `configs`
/// (by configuration name), or a plain mapping of settings. Included specs (`include:`),
/// setting groups and target templates are not followed.
package struct XcodeGenSpec: Equatable, Sendable {
  /// A value and where it is written.
  package struct Value: Sendable, Equatable {
    package var text: String
    package var location: SourceLocation
  }

  /// A target another depends on.
  package struct Dependency: Equatable, Sendable {
    package var name: String
    /// `embed:` when the spec says it.
    package var embed: Bool?
  }

  /// One target of the spec.
  package struct Target: Equatable, Sendable {
    package var name: String
    /// Where the target's name is written.
    package var location: SourceLocation
    /// XcodeGen's product type (`application`, `app-extension`, `framework`, …).
    package var type: String?
    /// Source paths, relative to the spec's folder.
    package var sources: [String] = []
    /// `info: path:`, relative to the spec's folder.
    package var infoPath: String?
    /// `info: properties:` (string values only).
    package var infoProperties: [String: Value] = [:]
    /// Build settings by configuration name; `""` for `base`.
    package var settings: [String: [String: Value]] = [:]
    /// The targets it depends on.
    package var dependencies: [Dependency] = []
  }

  /// The spec file.
  package var path: String
  /// `options: developmentLanguage:`.
  package var developmentLanguage: Value?
  /// Project build settings by configuration name; `""` for `base`.
  package var settings: [String: [String: Value]] = [:]
  /// The configuration names (`configs:`), Debug and Release when the spec names none.
  package var configurations: [String] = ["Debug", "Release"]
  /// The targets, in the spec's order.
  package var targets: [Target] = []

  /// Reads the spec at `path`.
  package init(contentsOf path: String) throws(Diagnostic) {
    try self.init(parsing: try FileIO.read(path), path: path)
  }

  /// Reads a spec's bytes; `path` names it in locations.
  package init(parsing bytes: [UInt8], path: String) throws(Diagnostic) {
    self.path = path
    let lines = LineTable(utf8: bytes)
    func location(_ offset: Int) -> SourceLocation { lines.location(ofOffset: offset, path: path) }
    let root: YAMLNode
    do throws(ParseFailure) {
      root = try YAMLReader.read(bytes)
    } catch {
      throw error.diagnostic(in: bytes, path: path)
    }
    // A value is placed at its key, where a build setting or plist key is written.
    func value(_ member: YAMLNode.Member?) -> Value? {
      guard let member, let text = member.value.scalar else { return nil }
      return Value(text: text, location: location(member.keyOffset))
    }
    developmentLanguage = value(root["options"]?.member("developmentLanguage"))
    settings = Self.settings(root["settings"], value)
    if let configs = root["configs"], !configs.members.isEmpty { configurations = configs.members.map(\.key) }
    for member in root["targets"]?.members ?? [] {
      let node = member.value
      var target = Target(name: member.key, location: location(member.keyOffset), type: node["type"]?.scalar)
      target.sources = Self.paths(node["sources"])
      if let info = node["info"] {
        target.infoPath = info["path"]?.scalar
        for property in info["properties"]?.members ?? [] {
          if let found = value(property) { target.infoProperties[property.key] = found }
        }
      }
      target.settings = Self.settings(node["settings"], value)
      for dependency in node["dependencies"]?.elements ?? [] {
        guard let name = dependency["target"]?.scalar else { continue }
        target.dependencies.append(Dependency(name: name, embed: dependency["embed"]?.bool))
      }
      targets.append(target)
    }
  }

  /// `sources:` as a path, a list of paths, or a list of `path:` mappings.
  private static func paths(_ node: YAMLNode?) -> [String] {
    guard let node else { return [] }
    if let single = node.scalar { return single.isEmpty ? [] : [single] }
    return node.elements.compactMap { $0.scalar ?? $0["path"]?.scalar }
  }

  /// A `settings:` mapping: `base` and `configs`, or settings directly.
  private static func settings(_ node: YAMLNode?, _ value: (YAMLNode.Member?) -> Value?) -> [String: [String: Value]] {
    guard let node else { return [:] }
    func flat(_ node: YAMLNode?) -> [String: Value] {
      var result: [String: Value] = [:]
      for member in node?.members ?? [] {
        if let found = value(member) { result[member.key] = found }
      }
      return result
    }
    guard node["base"] != nil || node["configs"] != nil || node["groups"] != nil else { return ["": flat(node)] }
    var result = ["": flat(node["base"])]
    for config in node["configs"]?.members ?? [] { result[config.key] = flat(config.value) }
    return result
  }
}
