import XCStringsBase

extension ProjectLinter {
  /// A place that states the development language, and what it says (`nil`: the place exists
  /// but says nothing, as an Info.plist without `CFBundleDevelopmentRegion`).
  struct RegionPlace {
    var name: String
    var value: String?
    var location: SourceLocation

    var described: String { "\(name) '\(value ?? "(missing)")' at \(location.path):\(location.line)" }
  }

  /// Xcode's development region when a project states none.
  static let defaultRegion = "en"

  /// What a target's bundle says its development language is: the value in the project
  /// (`INFOPLIST_KEY_CFBundleDevelopmentRegion`, XcodeGen `info: properties:`), else its
  /// Info.plist's, with `$(DEVELOPMENT_LANGUAGE)` resolved; `isDerived` when the value comes
  /// from the project's setting rather than being written for the target. `nil` for a target
  /// with no Info.plist (its bundle then takes the project's).
  func bundleRegion(of target: LintProject.Target, in project: LintProject) -> (place: RegionPlace, isDerived: Bool)? {
    let name = "CFBundleDevelopmentRegion of target '\(target.name)'"
    let written = target.infoPlistProperties["CFBundleDevelopmentRegion"] ?? target.infoPlist?.values["CFBundleDevelopmentRegion"]
    guard let written else {
      guard let plist = target.infoPlist, !target.generatesInfoPlist else { return nil }
      return (RegionPlace(name: name, value: nil, location: .file(plist.path)), false)
    }
    guard written.value.contains("DEVELOPMENT_LANGUAGE") else {
      return (RegionPlace(name: name, value: written.value, location: written.location), false)
    }
    let explicit = project.firstSetting("DEVELOPMENT_LANGUAGE", of: target)
    let value = explicit?.value ?? project.developmentRegion?.value ?? Self.defaultRegion
    return (RegionPlace(name: name, value: value, location: written.location), explicit == nil)
  }

  /// `development-language`: every place that states the project's development language must
  /// say the same language (regions aside, see ``ProjectLinter/language(_:)``); a place that
  /// says nothing is reported when another says a language other than English. Extensions
  /// with a host app are left to `extension-development-region`.
  mutating func checkDevelopmentLanguage(_ project: LintProject) {
    let projectName = project.isXcodeGen ? "options.developmentLanguage" : "developmentRegion"
    let reference = RegionPlace(
      name: projectName, value: project.developmentRegion?.value,
      location: project.developmentRegion?.location ?? project.location)
    var places = [reference]
    var seen = Set<String>()
    for target in project.targets where !target.isTest {
      for (_, setting) in project.setting("DEVELOPMENT_LANGUAGE", of: target) {
        guard let setting, seen.insert("\(setting.location)").inserted else { continue }
        places.append(RegionPlace(name: "DEVELOPMENT_LANGUAGE", value: setting.value, location: setting.location))
      }
      guard host(of: target, in: project) == nil, let (place, isDerived) = bundleRegion(of: target, in: project), !isDerived
      else { continue }
      places.append(place)
    }
    let stated = places.compactMap(\.value)
    let expected = Self.language(reference.value ?? Self.defaultRegion)
    let foreign = stated.contains { !Self.isEnglish($0) }
    let summary = places.map(\.described).joined(separator: ", ")
    for place in places {
      if let value = place.value {
        guard Self.language(value) != expected else { continue }
        emit(
          .developmentLanguage, at: place.location, detail: place.name,
          "\(place.name) is '\(value)' but the project's development language is '\(reference.value ?? Self.defaultRegion)'; the App Store takes the app's default language from these, so they must agree (\(summary))"
        )
      } else if foreign {
        emit(
          .developmentLanguage, at: place.location, detail: place.name,
          "\(place.name) is missing while another place says '\(stated.first { !Self.isEnglish($0) } ?? "")'; without it English is assumed (\(summary))"
        )
      }
    }
  }

  /// The application that embeds or depends on an extension, else the project's only
  /// application; `nil` for a target that is no extension.
  func host(of target: LintProject.Target, in project: LintProject) -> LintProject.Target? {
    guard target.isExtension, !target.isTest else { return nil }
    let applications = project.targets.filter(\.isApplication)
    if let host = applications.first(where: { $0.embeds.contains(target.name) || $0.dependencies.contains(target.name) }) {
      return host
    }
    return applications.count == 1 ? applications[0] : nil
  }

  /// `extension-development-region`: an extension's bundle must have its host app's
  /// development language, or it falls back to another language than the app.
  mutating func checkExtensionRegions(_ project: LintProject) {
    for target in project.targets {
      guard let host = host(of: target, in: project), let (place, _) = bundleRegion(of: target, in: project) else { continue }
      let hostPlace = bundleRegion(of: host, in: project)?.place
      let hostValue = hostPlace?.value ?? project.developmentRegion?.value ?? Self.defaultRegion
      let value = place.value ?? Self.defaultRegion
      guard Self.language(value) != Self.language(hostValue) else { continue }
      let hostWhere = hostPlace.map { " at \($0.location.path):\($0.location.line)" } ?? ""
      emit(
        .extensionDevelopmentRegion, at: place.location, detail: target.name,
        "extension '\(target.name)' has CFBundleDevelopmentRegion '\(place.value ?? "(missing)")' but its host app '\(host.name)' has '\(hostValue)'\(hostWhere); the extension then falls back to another language than the app"
      )
    }
  }

  /// `known-regions`: the languages a catalog or `.lproj` table of the project translates
  /// against `knownRegions`, but `Base` and the development region, which Xcode always lists
  /// (its text may live in `Base.lproj`). One finding per project lists every difference.
  ///
  /// swift-build compiles every language of a catalog whatever the list says (its rule passes
  /// no `-l` by default), so users see no difference: a note, for Xcode's language list and
  /// exports. Only where `BUILD_ONLY_KNOWN_LOCALIZATIONS = YES` does the list decide what
  /// ships: a translated language it misses is left out of the build, and its users see the
  /// development language (a warning).
  mutating func checkKnownRegions(_ project: LintProject) {
    guard let known = project.knownRegions?.values, let location = project.knownRegions?.location else { return }
    // Each language by its normalized code, as first written and where.
    var used: [String: (language: String, file: String)] = [:]
    for index in tables(of: project) {
      let subject = tree.subjects[index]
      for language in [subject.catalog.sourceLanguage.rawValue] + subject.catalog.localizedLanguages {
        let code = Self.normalized(language)
        guard code != "mul", code != "base", used[code] == nil else { continue }
        used[code] = (language, subject.file)
      }
    }
    let knownCodes = Set(known.map(Self.normalized))
    let missing = used.sorted(by: { $0.key < $1.key }).filter { !knownCodes.contains($0.key) }.map(\.value)
    let development = Self.normalized(project.developmentRegion?.value ?? Self.defaultRegion)
    let unused = known.filter { ![development, "base"].contains(Self.normalized($0)) && used[Self.normalized($0)] == nil }
    guard !missing.isEmpty || !unused.isEmpty else { return }
    let buildsOnlyKnown = buildsOnlyKnownLocalizations(project)
    let listed = Self.listed(missing.map { "'\($0.language)' (\($0.file))" })
    let has = missing.count == 1 ? "has" : "have"
    var parts: [String] = []
    if !missing.isEmpty { parts.append("knownRegions misses \(listed), which \(has) translations") }
    if !unused.isEmpty {
      parts.append(
        "\(missing.isEmpty ? "knownRegions lists" : "and lists") \(Self.listed(unused.map { "'\($0)'" })), which nothing translates"
      )
    }
    let languages = (missing.map(\.language) + unused).joined(separator: ",")
    if buildsOnlyKnown && !missing.isEmpty {
      let them = missing.count == 1 ? "it" : "them"
      let their = missing.count == 1 ? "its" : "their"
      emit(
        .knownRegions, .warning, at: location, detail: languages,
        parts.joined(separator: ", ")
          + "; with BUILD_ONLY_KNOWN_LOCALIZATIONS = YES the build leaves \(them) out, so \(their) users see the development language"
      )
    } else {
      emit(
        .knownRegions, at: location, detail: languages,
        parts.joined(separator: ", ")
          + "; Xcode lists and exports only the known regions, but the build ships every translated language")
    }
  }

  /// Whether the project, or any target it builds, sets `BUILD_ONLY_KNOWN_LOCALIZATIONS = YES`.
  func buildsOnlyKnownLocalizations(_ project: LintProject) -> Bool {
    let key = "BUILD_ONLY_KNOWN_LOCALIZATIONS"
    if project.settings.values.contains(where: { $0[key]?.value.isYes == true }) { return true }
    return project.targets.contains { target in
      !target.isTest && project.setting(key, of: target).contains { $0.setting?.value.isYes == true }
    }
  }

  /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
  static func listed(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }
}
