import XCStringsBase
import XCStringsSwiftSource

/// Which code of a tree's Swift sources the shipped app never runs, and so which keys only
/// such code references: a key whose every literal is in a preview, in `#if DEBUG` (or
/// `#if false`) code, or in a view nothing else uses shows its text to no user, so a finding
/// about it is a note.
///
/// A view (a `struct` conforming to `View` or `Widget` in its declaration) is unused when its
/// name appears as an identifier nowhere but in its own body, previews, code a release build
/// leaves out, and the bodies of other unused views; a name in a comment is no use, so a view
/// shown only from commented-out code is unused. Any other mention (a property's type, a
/// generic argument, `.init`, an extension) counts as a use: when unsure, code is live. Views
/// are judged only where the sources have an entry point (`@main`, `main.swift`).
struct Reachability {
  /// Why a line does not run, by file index and line; absent lines run.
  private var deadViewLines: [[(lines: ClosedRange<Int>, name: String)]]
  private let files: [SwiftSourceFile]
  /// The folder of each file that marks it as code for developers only (`Debug/`,
  /// `DevViews/`), by file index; nil for other files.
  private let developerFolders: [String?]

  /// Folder names (lower-cased) that hold code only developers open: debug menus, developer
  /// tools, data browsers. A screen there shows no user its text.
  static let developerFolderNames: Set<String> = [
    "debug", "debugging", "debugmenu", "debugtools", "debugviews", "dev", "devmenu", "devtools", "devviews", "developer",
    "developermenu", "developertools", "developerviews",
  ]

  /// Whether a view's name has `Debug` as one of its words (`SidebarDebugView`,
  /// `DebugMenu`, not `Debugger`'s `DebuggerView`): a screen for the app's developers, live only
  /// where a live view shows it (a settings page may show a debug page to every user).
  static func isNamedForDevelopers(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    let word = Array("Debug".utf8)
    return ByteSearch.starts(of: word, in: bytes).contains { start in
      (start == 0 || !isUpper(bytes[start - 1]))
        && (start + word.count == bytes.count || isUpper(bytes[start + word.count]))
    }
  }

  /// The folder of `path` inside `root` that marks code for developers, if any (folders above
  /// the root, the user's own, say nothing about the app).
  static func developerFolder(of path: String, root: String) -> String? {
    let base = root.hasSuffix("/") ? String(root.dropLast()) : root
    let inside = !base.isEmpty && path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    return inside.split(separator: "/").dropLast().last { developerFolderNames.contains($0.lowercased()) }.map(String.init)
  }

  /// Judges `files`, the Swift sources of the tree at `root`.
  init(_ files: [SwiftSourceFile], root: String = "") {
    self.files = files
    developerFolders = files.map { Self.developerFolder(of: $0.path, root: root) }
    deadViewLines = Array(repeating: [], count: files.count)
    var declared: [String: [(file: Int, lines: ClosedRange<Int>)]] = [:]
    for (index, file) in files.enumerated() {
      for view in file.reach.views { declared[view.name, default: []].append((index, view.lines)) }
    }
    // Without an entry point among the sources (a sample, a library), nothing says which
    // views the system or other code instantiates: every view counts as used.
    guard !declared.isEmpty, files.contains(where: { $0.reach.hasEntryPoint }) else { return }
    // Where each declared name appears, gathered once: files name thousands of types.
    var hashes: [UInt64: String] = [:]
    for name in declared.keys { hashes[SourceReach.nameHash(name.utf8)] = name }
    var occurrences: [String: [(file: Int, line: Int)]] = [:]
    for (index, file) in files.enumerated() {
      for (position, hash) in file.reach.nameHashes.enumerated() {
        guard let name = hashes[hash] else { continue }
        occurrences[name, default: []].append((index, file.reach.nameLines[position]))
      }
    }
    var dead = Set<String>()
    // Each round may find views only unused views use; a few rounds settle.
    var changed = true
    while changed {
      changed = false
      for (name, declarations) in declared where !dead.contains(name) {
        // A debug screen (its name says so) is often opened through a window controller only
        // a `#if DEBUG` menu names: only a live view that shows it makes it live.
        let forDevelopers = Self.isNamedForDevelopers(name)
        let used = (occurrences[name] ?? []).contains { place in
          !declarations.contains { $0.file == place.file && $0.lines.contains(place.line) }
            && reason(file: place.file, line: place.line) == nil
            && (!forDevelopers
              || declared.contains { other, places in
                other != name && !dead.contains(other)
                  && places.contains { $0.file == place.file && $0.lines.contains(place.line) }
              })
        }
        if !used {
          dead.insert(name)
          for declaration in declarations { deadViewLines[declaration.file].append((declaration.lines, name)) }
          changed = true
        }
      }
    }
  }

  /// Why the code at `line` of file `file` never runs in the shipped app, for a message; nil
  /// where it may run.
  func reason(file: Int, line: Int) -> String? {
    if let folder = developerFolders[file] { return "folder '\(folder)', code for the app's developers" }
    let reach = files[file].reach
    if SourceReach.contains(reach.previewLines, line) { return "a preview" }
    if SourceReach.contains(reach.inactiveLines, line) { return "code no build compiles (#if false)" }
    if SourceReach.contains(reach.falseConditionLines, line) { return "an 'if false' block, which never runs" }
    if SourceReach.contains(reach.debugLines, line) { return "#if DEBUG code, which a release build leaves out" }
    if let view = deadViewLines[file].first(where: { $0.lines.contains(line) }) {
      return Self.isNamedForDevelopers(view.name)
        ? "view '\(view.name)', whose name says it is for the app's developers and which no shipped view shows"
        : "view '\(view.name)', which no shipped code uses"
    }
    return nil
  }

  /// The keys whose every literal is in code that never runs, with the reason of the first,
  /// keyed by the literal's text; a key with a literal in live code is not among them.
  func unreachedKeys() -> [ExactKey: String] {
    var live = Set<ExactKey>()
    var unreached: [ExactKey: String] = [:]
    for (index, file) in files.enumerated() {
      let lines = file.reach.literalLines
      for (position, key) in file.literalKeys.enumerated() {
        let exact = ExactKey(key.text)
        if live.contains(exact) { continue }
        let line = position < lines.count ? lines[position] : 0
        if let why = line == 0 ? nil : reason(file: index, line: line) {
          if unreached[exact] == nil { unreached[exact] = why }
        } else {
          live.insert(exact)
          unreached[exact] = nil
        }
      }
    }
    return unreached
  }
}
