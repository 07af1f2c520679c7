/// Which folders a ``FolderWalker`` walk enters. Every walk lists each folder in name order,
/// follows symlinks and lists each real folder once (a loop, or two links to one folder, is
/// walked once, under the path met first); the policy says which of the folders it meets it
/// walks into. The callers' differences are written here, not in walks of their own.
package struct FolderWalkPolicy: Sendable, Equatable {
  /// How bundles and wrappers (``FolderWalker/bundleExtensions``) are walked.
  package enum Bundles: Sendable, Equatable {
    /// Not entered: their contents are read by their own loader.
    case leaves
    /// Entered like any folder.
    case entered
    /// Entered, but apart: a folder walked inside a bundle is walked again when it is met
    /// outside (through a symlink), so that what a bundle holds never hides a file of the
    /// project's own. Each entry inside one names the outermost bundle (``FolderWalker/Entry/bundle``).
    case enteredApart
  }

  /// Folder names never entered (by default ``FolderWalker/skippedFolders``).
  package var skippedNames: Set<String>
  /// How bundles and wrappers are walked.
  package var bundles: Bundles
  /// Whether folders whose names start with `.` are entered.
  package var entersHiddenFolders: Bool
  /// Folders whose names end so are not entered (`.lproj`, `.xcodeproj`, `Tests`, …).
  package var leafSuffixes: [String]
  /// The depth of the deepest folder listed (the start is depth 0), or `nil` for no limit.
  package var maximumDepth: Int?
  /// Whether a trailing slash is taken off the start folder (``FolderWalker/start(_:)``), so
  /// that the paths of its entries have one slash; when not, they are joined to the folder as
  /// given.
  package var trimsStart: Bool

  /// A policy; by default that of ``standard``.
  package init(
    skippedNames: Set<String> = FolderWalker.skippedFolders, bundles: Bundles = .leaves, entersHiddenFolders: Bool = true,
    leafSuffixes: [String] = [], maximumDepth: Int? = nil, trimsStart: Bool = true
  ) {
    self.skippedNames = skippedNames
    self.bundles = bundles
    self.entersHiddenFolders = entersHiddenFolders
    self.leafSuffixes = leafSuffixes
    self.maximumDepth = maximumDepth
    self.trimsStart = trimsStart
  }

  /// Every folder but the build and dependency folders and the bundles.
  package static let standard = FolderWalkPolicy()

  /// Whether a folder named `name` is walked into (a test of its name only: the walker checks
  /// that it is a folder).
  package func enters(_ name: String) -> Bool {
    if skippedNames.contains(name) { return false }
    if !entersHiddenFolders, name.hasPrefix(".") { return false }
    if leafSuffixes.contains(where: { name.hasSuffix($0) }) { return false }
    return bundles != .leaves || !FolderWalker.isBundle(name)
  }
}
