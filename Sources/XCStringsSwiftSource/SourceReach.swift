/// What lint needs to tell code the shipped app runs from code it never runs: the lines of a
/// file's previews and of its `#if DEBUG` branches, the SwiftUI views and widgets it declares,
/// where it names capitalized identifiers (the candidates for a type's name), and the line of
/// each string literal.
///
/// Lines are 1-based. A name in a comment or a string is no identifier, so a view used only
/// from commented-out code is named nowhere.
package struct SourceReach: Equatable, Sendable {
  /// A `struct` conforming to `View` or `Widget` (without `@main`), and the lines from its
  /// declaration to its closing brace.
  package struct DeclaredView: Equatable, Sendable {
    /// The type's name.
    package var name: String
    /// From the `struct` keyword's line to the closing brace's.
    package var lines: ClosedRange<Int>
  }

  /// The lines of `#Preview { … }` and of the bodies of `PreviewProvider` types.
  package var previewLines: [ClosedRange<Int>] = []
  /// The lines of the branches a release build leaves out: `#if DEBUG` up to its `#else`,
  /// `#elseif` or `#endif`, and the `#else` of `#if !DEBUG`.
  package var debugLines: [ClosedRange<Int>] = []
  /// The lines of the branches no build compiles (`#if false`, `#if 0`).
  package var inactiveLines: [ClosedRange<Int>] = []
  /// The lines of the bodies of `if false { … }` (and `while false`), which never run.
  package var falseConditionLines: [ClosedRange<Int>] = []
  /// The views the file declares.
  package var views: [DeclaredView] = []
  /// Each identifier that starts with an upper-case ASCII letter, as ``nameHash(_:)`` of its
  /// bytes, in source order (a hash, not a string: a file names hundreds of types, and only
  /// the few that are views are looked up; two names of one hash make a view used, the safe
  /// side).
  package var nameHashes: [UInt64] = []
  /// The line of each of ``nameHashes``.
  package var nameLines: [Int] = []
  /// The line of each of the file's literals, in the order of ``SwiftSourceFile/literalKeys``.
  package var literalLines: [Int] = []
  /// Whether the file starts a program: `@main` (or `@UIApplicationMain`,
  /// `@NSApplicationMain`) on a type, or a file named `main.swift`. Without one in the code
  /// linted, what the system instantiates is unknown, so every view counts as used.
  package var hasEntryPoint = false

  /// Creates an empty summary (everything reachable).
  package init() {}

  /// The FNV-1a hash of a name's UTF-8 bytes.
  package static func nameHash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }

  /// Whether `line` lies in one of `ranges`.
  package static func contains(_ ranges: [ClosedRange<Int>], _ line: Int) -> Bool {
    ranges.contains { $0.contains(line) }
  }
}
