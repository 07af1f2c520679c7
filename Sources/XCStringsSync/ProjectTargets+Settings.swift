/// The build settings sync reads from a project, for the Debug configuration (the one Xcode
/// builds when it syncs a catalog): a target's own value, `$(inherited)` standing for the
/// project's, the project's where the target sets none. Settings in `.xcconfig` files are not
/// read.
extension ProjectTargets {
  /// The settings read, by name.
  static let settingNames = [
    "SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_SWIFT_FLAGS", "SDKROOT", "SWIFT_EMIT_LOC_STRINGS",
    "LOCALIZED_STRING_MACRO_NAMES",
  ]

  /// The Debug settings of a target or project object: each value split into words.
  static func debugSettings(of body: Substring, objects: [Substring: Substring]) -> [String: [String]] {
    guard let listID = value("buildConfigurationList", in: body).map({ Substring($0.prefix { $0.isLetter || $0.isNumber }) }),
      let list = objects[listID]
    else { return [:] }
    let configurations = Self.list("buildConfigurations", in: list)
    let defaultName = value("defaultConfigurationName", in: list)
    guard
      let chosen = configurations.first(where: { $0.comment == "Debug" }) ?? configurations.first(where: {
        $0.comment == defaultName
      }) ?? configurations.first,
      let configuration = objects[chosen.id], let start = configuration.range(of: "buildSettings = {")
    else { return [:] }
    let settings = configuration[start.upperBound...]
    var found: [String: [String]] = [:]
    for name in settingNames {
      if let words = setting(name, in: settings) { found[name] = words }
    }
    return found
  }

  /// A target's settings over the project's: `$(inherited)` (or `$(inherited)`-less absence)
  /// takes the project's value.
  static func resolved(_ target: [String: [String]], over project: [String: [String]]) -> [String: [String]] {
    var result = project
    for (name, words) in target {
      result[name] = words.flatMap { $0 == "$(inherited)" || $0 == "${inherited}" ? project[name] ?? [] : [$0] }
    }
    return result
  }

  /// The words of `NAME = value;` or `NAME = ( a, b, );` in a build settings block.
  private static func setting(_ name: String, in settings: Substring) -> [String]? {
    var rest = settings
    while let range = rest.range(of: name + " = ") {
      let before = rest[..<range.lowerBound].last
      rest = rest[range.upperBound...]
      // The whole name: not the tail of a longer one, and not a conditional `NAME[sdk=…]`.
      guard before == nil || before == "\t" || before == " " || before == "\n" || before == "\"" else { continue }
      if rest.hasPrefix("(") {
        guard let close = rest.firstIndex(of: ")") else { return nil }
        return rest[rest.index(after: rest.startIndex)..<close].split(separator: ",").flatMap { words(of: $0) }
      }
      guard let end = rest.firstIndex(of: ";") else { return nil }
      return words(of: rest[..<end])
    }
    return nil
  }

  private static func words(of value: Substring) -> [String] {
    var text = value.trimmingCharacters(in: " \t\n")
    if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
    return text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init).filter { !$0.isEmpty }
  }
}

extension ProjectTargets.Target {
  /// Takes a target's resolved Debug settings.
  mutating func apply(_ settings: [String: [String]]) {
    var flags = Set(settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] ?? [])
    let swiftFlags = settings["OTHER_SWIFT_FLAGS"] ?? []
    for (index, word) in swiftFlags.enumerated() {
      if word == "-D", index + 1 < swiftFlags.count {
        flags.insert(swiftFlags[index + 1])
      } else if word.hasPrefix("-D"), word.count > 2 {
        flags.insert(String(word.dropFirst(2)))
      }
    }
    flags.remove("$(inherited)")
    environment = BuildEnvironment(flags: flags, platform: settings["SDKROOT"]?.first.flatMap(BuildEnvironment.platform(ofSDK:)))
    emitsStrings = settings["SWIFT_EMIT_LOC_STRINGS"]?.first?.uppercased() != "NO"
    macroNames = settings["LOCALIZED_STRING_MACRO_NAMES"]
  }
}

extension Substring {
  /// The text without the given characters at either end.
  fileprivate func trimmingCharacters(in set: String) -> String {
    String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}
