/// Which Swift files an Xcode project compiles into the targets that hold a catalog, read from
/// `project.pbxproj` as text: each native target's Sources and Resources build phases (by file
/// name) and its synchronized folders (Xcode 16).
///
/// Only what sync needs to keep a widget's or a test target's strings out of the app's
/// catalog; a file is matched by its name, or by lying in a synchronized folder of the target.
struct ProjectTargets: Sendable {
  /// One native target.
  struct Target: Sendable {
    var sources: Set<String> = []
    var resources: Set<String> = []
    var folders: [String] = []
    /// What its Debug build compiles for (`#if` conditions).
    var environment = BuildEnvironment(flags: [], platform: nil)
    /// Whether its build extracts strings (`SWIFT_EMIT_LOC_STRINGS`; on unless set to `NO`).
    var emitsStrings = true
    /// Its `LOCALIZED_STRING_MACRO_NAMES`, when set.
    var macroNames: [String]?
  }

  var targets: [Target] = []

  /// Reads a project's text; a project with no readable target gives none.
  init(text: String) {
    let objects = Self.objects(in: text)
    let projectSettings =
      objects.values.first { $0.contains("isa = PBXProject;") }.map { Self.debugSettings(of: $0, objects: objects) } ?? [:]
    for (_, body) in objects where body.contains("isa = PBXNativeTarget;") {
      var target = Target()
      target.apply(Self.resolved(Self.debugSettings(of: body, objects: objects), over: projectSettings))
      for phase in Self.list("buildPhases", in: body) {
        guard let phaseBody = objects[phase.id] else { continue }
        for file in Self.list("files", in: phaseBody) {
          if file.comment.hasSuffix(" in Sources") {
            target.sources.insert(String(file.comment.dropLast(" in Sources".count)))
          } else if file.comment.hasSuffix(" in Resources") {
            target.resources.insert(String(file.comment.dropLast(" in Resources".count)))
          }
        }
      }
      for group in Self.list("fileSystemSynchronizedGroups", in: body) {
        let path = objects[group.id].flatMap { Self.value("path", in: $0) } ?? group.comment
        target.folders.append(path)
      }
      targets.append(target)
    }
  }

  /// The targets that hold the catalog at `relativePath` (from the project's folder): by name
  /// in their resources, or in one of their synchronized folders.
  func owners(ofCatalog relativePath: String) -> [Target] {
    let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
    return targets.filter { target in
      target.resources.contains(name) || target.folders.contains { Self.isInside(relativePath, folder: $0) }
    }
  }

  /// Whether one of `owners` compiles the Swift file at `relativePath`.
  static func compiles(_ owners: [Target], _ relativePath: String) -> Bool {
    let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
    return owners.contains { target in
      target.sources.contains(name) || target.folders.contains { isInside(relativePath, folder: $0) }
    }
  }

  /// Whether a relative path lies in a folder named by a project path (the folder's path may
  /// be relative to a parent group, so its components are looked for anywhere in the path).
  static func isInside(_ relativePath: String, folder: String) -> Bool {
    let parts = relativePath.split(separator: "/").dropLast()
    let folderParts = folder.split(separator: "/")
    guard !folderParts.isEmpty, parts.count >= folderParts.count else { return false }
    for start in 0...(parts.count - folderParts.count)
    where Array(parts[parts.startIndex + start..<parts.startIndex + start + folderParts.count]) == folderParts {
      return true
    }
    return false
  }

  /// Every object of the project: its identifier and the text of its body.
  static func objects(in text: String) -> [Substring: Substring] {
    var objects: [Substring: Substring] = [:]
    var rest = Substring(text)
    // Objects are written `ID /* comment */ = {…};` or `ID = {…};` at the start of a line.
    while let isa = rest.range(of: "isa = ") {
      guard let open = rest[..<isa.lowerBound].lastIndex(of: "{") else {
        rest = rest[isa.upperBound...]
        continue
      }
      let head = rest[..<open]
      let lineStart = head.lastIndex(of: "\n").map { head.index(after: $0) } ?? head.startIndex
      let id = head[lineStart...].drop { $0 == "\t" || $0 == " " }.prefix { $0.isLetter || $0.isNumber }
      // The body runs to the matching `}`.
      var depth = 0
      var end = open
      var index = open
      while index < rest.endIndex {
        let character = rest[index]
        if character == "{" { depth += 1 }
        if character == "}" {
          depth -= 1
          if depth == 0 {
            end = index
            break
          }
        }
        index = rest.index(after: index)
      }
      guard end > open else { break }
      if !id.isEmpty { objects[id] = rest[open...end] }
      rest = rest[rest.index(after: end)...]
    }
    return objects
  }

  /// The entries of a list `key = ( ID /* comment */, … );` in an object's body.
  static func list(_ key: String, in body: Substring) -> [(id: Substring, comment: String)] {
    guard let start = body.range(of: key + " = ("), let end = body[start.upperBound...].firstIndex(of: ")") else { return [] }
    return body[start.upperBound..<end].split(separator: ",").compactMap { item in
      let trimmed = item.drop { $0 == "\t" || $0 == " " || $0 == "\n" }
      let id = trimmed.prefix { $0.isLetter || $0.isNumber }
      guard !id.isEmpty else { return nil }
      var comment = ""
      if let open = trimmed.range(of: "/* "), let close = trimmed.range(of: " */") {
        comment = String(trimmed[open.upperBound..<close.lowerBound])
      }
      return (id, comment)
    }
  }

  /// The value of `key = value;` in an object's body, unquoted.
  static func value(_ key: String, in body: Substring) -> String? {
    guard let start = body.range(of: "\t" + key + " = ") ?? body.range(of: " " + key + " = "),
      let end = body[start.upperBound...].firstIndex(of: ";")
    else { return nil }
    var value = body[start.upperBound..<end]
    if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
    return String(value)
  }
}
