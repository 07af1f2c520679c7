import XCStringsBase

/// The folders a project copies into its products as they are: folder references (Xcode's
/// blue folders, `lastKnownFileType = folder` or any `folder.*` type) and bundles or other
/// wrappers it references as one file (`Settings.bundle`, a vendored `.framework`).
///
/// A `.strings` file inside such a folder ships as written, so a String Catalog put in its
/// place would ship as raw JSON that no app reads: such tables are never migrated.
extension ProjectGraph {
  /// A folder the project copies whole.
  package struct CopiedFolder: Sendable, Equatable {
    /// The folder on disk.
    package var path: String
    /// What Xcode shows for the reference (its name or last path component).
    package var name: String
    /// The reference's file type (`folder`, `wrapper.plug-in`), or `nil` when it has none.
    package var fileType: String?
    /// Whether the reference is a folder reference (`folder`, `folder.*`) rather than a bundle.
    package var isFolderReference: Bool { fileType == "folder" || fileType?.hasPrefix("folder.") == true }
  }

  /// The file references of folders the project copies whole, found by their file type or,
  /// for a reference without one, by being a folder on disk (`isDirectory`). A language folder
  /// referenced as a folder (`en.lproj`) is one too: the app reads the `.strings` files in it
  /// as they are. Subprojects (`.xcodeproj`) are not: nothing of them is copied.
  package func copiedFolders(isDirectory: ((String) -> Bool)? = nil) -> [CopiedFolder] {
    let isDirectory = isDirectory ?? { FileIO.isDirectory($0) }
    var result: [CopiedFolder] = []
    for object in file.objects(.fileReference) {
      let type = object.string("explicitFileType") ?? object.string("lastKnownFileType")
      guard let path = object.string("path"), !path.hasSuffix(".xcodeproj"), type != "wrapper.pb-project" else { continue }
      let typed = type.map { $0 == "folder" || $0.hasPrefix("folder.") || $0.hasPrefix("wrapper") } ?? false
      guard typed || type == nil, let disk = diskPath(of: object.id), typed || isDirectory(disk) else { continue }
      result.append(CopiedFolder(path: disk, name: displayName(of: object), fileType: type))
    }
    return result
  }
}
