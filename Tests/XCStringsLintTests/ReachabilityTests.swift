import Testing
import XCStringsBase
import XCStringsSwiftSource

@testable import XCStringsLint

/// Code the shipped app never runs (`Reachability.swift`): a key whose every literal is in a
/// preview, `#if DEBUG` or `#if false` code, or a view nothing else names is a note; so is a
/// finding at a call in such code, and in a folder for developers. A key no code names is a
/// note of its own (`KeyUse`).
@Suite("Reachability")
struct ReachabilityTests {
  typealias F = LintFixture
  typealias S = SourceLintFixture

  static let app = """
    @main struct ShopApp: App {
      var body: some Scene { WindowGroup { ContentView() } }
    }
    struct ContentView: View {
      var body: some View {
        Text("Live")
        #if DEBUG
        Text("Debug only")
        Text(⟪debug⟫"Debug missing")
        #else
        Text("Release")
        #endif
        #if false
        Text("Never compiled")
        #endif
        // CardView()
        /* IntroView() */
      }
    }
    #Preview { Text("Preview only"); IntroView() }
    struct CardView: View {
      var body: some View {
        Text("Card")
        Text(⟪card⟫"Card missing")
      }
    }
    struct IntroView: View {
      var body: some View { IntroStep() }
    }
    struct IntroStep: View {
      var body: some View { Text("Step") }
    }
    struct UsedView: View {
      var body: some View { Text("Used") }
    }
    """
  static let other = """
    final class Holder<Content: View> { var content: Content? }
    let holder = Holder<UsedView>()
    """

  static func catalog() throws -> LintSubject {
    try S.subject(
      F.catalog([
        "Home": F.entry(["de": F.unit("Start")]),
        "Live": F.entry([:]),
        "Debug only": F.entry([:]),
        "Release": F.entry([:]),
        "Never compiled": F.entry([:]),
        "Preview only": F.entry([:]),
        "Card": F.entry([:]),
        "Step": F.entry([:]),
        "Used": F.entry([:]),
        "Nowhere": F.entry([:]),
      ]))
  }

  /// Keys of dead code are notes naming why; live keys warnings; a key no code names is a
  /// note saying so (``KeyUse``).
  @Test func keysOnlyDeadCodeUsesAreNotes() throws {
    let findings = try S.findings([try Self.catalog()], swift: [Self.app, Self.other], rules: [.untranslated])
    #expect(
      findings == [
        "Localizable.xcstrings:3:1 warning: [untranslated] no 'de' translation",
        "Localizable.xcstrings:4:1 note: [untranslated] no 'de' translation; the key is only used in #if DEBUG code, which a release build leaves out, so no user sees it",
        "Localizable.xcstrings:5:1 warning: [untranslated] no 'de' translation",
        "Localizable.xcstrings:6:1 note: [untranslated] no 'de' translation; the key is only used in code no build compiles (#if false), so no user sees it",
        "Localizable.xcstrings:7:1 note: [untranslated] no 'de' translation; the key is only used in a preview, so no user sees it",
        "Localizable.xcstrings:8:1 note: [untranslated] no 'de' translation; the key is only used in view 'CardView', which no shipped code uses, so no user sees it",
        "Localizable.xcstrings:9:1 note: [untranslated] no 'de' translation; the key is only used in view 'IntroStep', which no shipped code uses, so no user sees it",
        "Localizable.xcstrings:10:1 warning: [untranslated] no 'de' translation",
        "Localizable.xcstrings:11:1 note: [untranslated] no 'de' translation; no Swift source uses the key, so no user sees it",
      ])
  }

  /// Code in a folder for developers (`Debug/`, `DevViews/`, `DeveloperTools/`, any case)
  /// shows no user its text; a folder above the tree's root (the user's own `dev/`) or a
  /// file merely named so says nothing.
  @Test func codeInADeveloperFolderIsNotShipped() throws {
    let cases: [(String, String, String?)] = [
      ("/work/App/Views/DevViews/Data.swift", "/work/App", "DevViews"),
      ("/work/App/Debug/Menu.swift", "/work/App/", "Debug"),
      ("App/Sources/developertools/A.swift", "App", "developertools"),
      ("/home/dev/App/Views/Main.swift", "/home/dev/App", nil),
      ("/work/App/Views/DebugView.swift", "/work/App", nil),
      ("/work/App/Developers/Team.swift", "/work/App", nil),
    ]
    for (path, root, folder) in cases {
      #expect(Reachability.developerFolder(of: path, root: root) == folder, "\(path)")
    }
    var tree = LintTree(root: "Root", subjects: [try Self.catalog()])
    tree.sources = [
      try SwiftSourceFile(parsing: Array("Text(\"Home\")\nText(\"Live\")\n".utf8), path: "Root/App/Main.swift"),
      try SwiftSourceFile(parsing: Array("Text(\"Used\")\nText(\"Live\")\n".utf8), path: "Root/App/DevViews/Data.swift"),
    ]
    let options = LintOptions(disabled: Set(LintRule.all.filter { $0 != .untranslated }))
    let lines = Linter(options: options).lint([tree]).findings.filter { $0.key == "Used" || $0.key == "Live" }
      .map { "\($0.key!) \($0.severity.rawValue)\($0.severity == .note ? ": " + $0.message : "")" }
    #expect(
      lines == [
        "Live warning",
        "Used note: no 'de' translation; the key is only used in folder 'DevViews', code for the app's developers, so no user sees it",
      ])
  }

  /// A call in dead code keeps its finding, as a note with the reason.
  @Test func findingsAtCallsInDeadCodeAreNotes() throws {
    let findings = try S.findings([try Self.catalog()], swift: [Self.app, Self.other], rules: [.unknownKey])
    #expect(
      findings == [
        "⟪debug⟫ note: [unknown-key] 'Debug missing' is not a key of table 'Localizable'; if string extraction (SWIFT_EMIT_LOC_STRINGS) is on, Xcode adds it with state 'new' and no translation; if off, it is never translated; the call is in #if DEBUG code, which a release build leaves out, so no user sees it",
        "⟪card⟫ note: [unknown-key] 'Card missing' is not a key of table 'Localizable'; if string extraction (SWIFT_EMIT_LOC_STRINGS) is on, Xcode adds it with state 'new' and no translation; if off, it is never translated; the call is in view 'CardView', which no shipped code uses, so no user sees it",
      ])
  }

  /// A view named anywhere in live code (a generic argument, a property's type, another
  /// file) is live, and so is one only a `#if !DEBUG` branch names (a view only its `#else` names is not); a key with one live
  /// literal among dead ones is live.
  @Test func anyLiveMentionKeepsAViewLive() throws {
    let sources = [
      """
      @main struct A: App { var body: some Scene { WindowGroup { Root() } } }
      struct Root: View {
        #if !DEBUG
        var body: some View { Shown() }
        #else
        var body: some View { Hidden() }
        #endif
      }
      struct Shown: View { var body: some View { Text("Shown") } }
      struct Hidden: View { var body: some View { Text("Hidden"); Text("Both") } }
      """,
      "struct Typed: View { var body: some View { Text(\"Typed\") } }\nstruct Box { let view: Typed }\nlet x = Text(\"Both\")",
    ]
    let subject = try S.subject(
      F.catalog([
        "Home": F.entry(["de": F.unit("Start")]),
        "Shown": F.entry([:]), "Hidden": F.entry([:]), "Both": F.entry([:]), "Typed": F.entry([:]),
      ]))
    #expect(
      try S.findings([subject], swift: sources, rules: [.untranslated]) == [
        "Localizable.xcstrings:3:1 warning: [untranslated] no 'de' translation",
        "Localizable.xcstrings:4:1 note: [untranslated] no 'de' translation; the key is only used in view 'Hidden', which no shipped code uses, so no user sees it",
        "Localizable.xcstrings:5:1 warning: [untranslated] no 'de' translation",
        "Localizable.xcstrings:6:1 warning: [untranslated] no 'de' translation",
      ])
  }

  /// Without an entry point (`@main`, `main.swift`) among the sources, nothing says which
  /// views run: every view counts as used; previews and `#if DEBUG` code still do not run.
  @Test func withoutAnEntryPointEveryViewIsUsed() throws {
    let sources = [
      "struct Orphan: View { var body: some View { Text(\"Card\") } }\n#Preview { Text(\"Preview only\") }"
    ]
    let subject = try S.subject(
      F.catalog([
        "Home": F.entry(["de": F.unit("Start")]),
        "Card": F.entry([:]),
        "Preview only": F.entry([:]),
      ]))
    #expect(
      try S.findings([subject], swift: sources, rules: [.untranslated]) == [
        "Localizable.xcstrings:3:1 warning: [untranslated] no 'de' translation",
        "Localizable.xcstrings:4:1 note: [untranslated] no 'de' translation; the key is only used in a preview, so no user sees it",
      ])
  }

  /// A view whose name has `Debug` as a word is a screen for the app's developers unless a
  /// live view shows it: opened only from a window controller (which no rule follows), its
  /// keys are notes, and so are those of views only it uses. One a settings view shows is
  /// live. `Debugger` is another word.
  @Test func aViewNamedForDebuggingIsForDevelopers() throws {
    let sources = [
      """
      @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
      struct Home: View { var body: some View { Text("Home"); DebuggerView(); SupportDebugView() } }
      struct SupportDebugView: View { var body: some View { Text("Version") } }
      final class DebugController { let view = NSHostingView(rootView: SidebarDebugView()) }
      struct SidebarDebugView: View { var body: some View { Text("Tint"); TintRow() } }
      struct TintRow: View { var body: some View { Text("Reset") } }
      struct DebuggerView: View { var body: some View { Text("Breakpoints") } }
      """
    ]
    let subject = try S.subject(
      F.catalog([
        "Home": F.entry(["de": F.unit("Start")]), "Tint": F.entry([:]), "Reset": F.entry([:]),
        "Breakpoints": F.entry([:]), "Version": F.entry([:]),
      ]))
    #expect(
      try S.findings([subject], swift: sources, rules: [.untranslated]) == [
        "Localizable.xcstrings:3:1 note: [untranslated] no 'de' translation; the key is only used in view 'SidebarDebugView', whose name says it is for the app's developers and which no shipped view shows, so no user sees it",
        "Localizable.xcstrings:4:1 note: [untranslated] no 'de' translation; the key is only used in view 'TintRow', which no shipped code uses, so no user sees it",
        "Localizable.xcstrings:5:1 warning: [untranslated] no 'de' translation",
        "Localizable.xcstrings:6:1 warning: [untranslated] no 'de' translation",
      ])
    #expect(Reachability.isNamedForDevelopers("DebugMenu") && !Reachability.isNamedForDevelopers("UIDebugView"))
  }

  /// `if false { … }` compiles but never runs: its keys are notes, its `else` is live.
  @Test func anIfFalseBlockNeverRuns() throws {
    let sources = [
      """
      struct V: View {
        var body: some View {
          if false {
            Text("PRO")
          } else {
            Text("Free")
          }
        }
      }
      """
    ]
    let subject = try S.subject(
      F.catalog([
        "Home": F.entry(["de": F.unit("Start")]),
        "PRO": F.entry([:]),
        "Free": F.entry([:]),
      ]))
    #expect(
      try S.findings([subject], swift: sources, rules: [.untranslated]) == [
        "Localizable.xcstrings:3:1 note: [untranslated] no 'de' translation; the key is only used in an 'if false' block, which never runs, so no user sees it",
        "Localizable.xcstrings:4:1 warning: [untranslated] no 'de' translation",
      ])
  }
}
