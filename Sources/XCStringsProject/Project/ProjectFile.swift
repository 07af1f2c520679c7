import XCStringsBase

/// A parsed `project.pbxproj`: the bytes as read, and every object in them.
///
/// The file is kept byte for byte: ``bytes`` written back unchanged is the same file, and
/// edits (see ``ProjectMigrationPlanner``) replace only the byte ranges they change, so
/// comments, section markers, order, quoting, tabs and line ends survive.
///
/// Reading checks what editing relies on: UTF-8 text, a well-formed property list (nesting at
/// most ``ProjectParser/maximumDepth`` deep), an `objects` dictionary whose members are
/// dictionaries with an `isa`, no identifier defined twice and no key repeated in a dictionary.
/// Anything else is a ``Diagnostic`` error at its line and column.
package struct ProjectFile: Sendable, Equatable {
  package let storage: ProjectStorage

  /// Parses the bytes of a project file; `path` is used in diagnostics.
  package init(parsing bytes: [UInt8], path: String) throws(Diagnostic) {
    storage = try ProjectFileReader.read(ProjectBytes(copying: bytes), path: path)
  }

  /// Reads and parses the project file at `path` (the `project.pbxproj` file, or the
  /// `.xcodeproj` folder holding it).
  package init(contentsOf path: String) throws(Diagnostic) {
    let file = path.hasSuffix(".xcodeproj") || FileIO.isDirectory(path) ? path + "/project.pbxproj" : path
    storage = try ProjectFileReader.read(try ProjectBytes(contentsOf: file), path: file)
  }

  /// The path given when reading.
  package var path: String { storage.path }

  /// The file's bytes, unchanged: writing them back reproduces the file exactly.
  package var bytes: [UInt8] { storage.text.array }

  /// The number of objects.
  package var count: Int { storage.count }

  /// Every object identifier, in file order.
  package var identifiers: [String] { (0..<storage.count).map(storage.identifier) }

  /// Every object, in file order.
  package var objects: [ProjectObject] { (0..<storage.count).map { ProjectObject(storage: storage, ordinal: $0) } }

  /// The object with an identifier.
  package func object(_ id: String) -> ProjectObject? {
    storage.ordinal(of: id).map { ProjectObject(storage: storage, ordinal: $0) }
  }

  /// Whether an object has this identifier.
  package func contains(_ id: String) -> Bool { storage.ordinal(of: id) != nil }

  /// The objects of one class, in file order.
  package func objects(_ isa: ProjectISA) -> [ProjectObject] {
    guard let wanted = storage.classNames.firstIndex(of: isa) else { return [] }
    return storage.classIndex.indices.compactMap { ordinal in
      storage.classIndex[ordinal] == wanted ? ProjectObject(storage: storage, ordinal: ordinal) : nil
    }
  }

  /// The project object (`rootObject`), if it names a `PBXProject`.
  package var project: ProjectObject? {
    guard let id = topLevelString("rootObject"), let object = object(id), object.isa == .project else { return nil }
    return object
  }

  /// The file format version (`objectVersion`, such as `56`, `60` or `77`).
  package var objectVersion: Int? { topLevelString("objectVersion").flatMap { Int($0) } }

  /// A top-level value (`archiveVersion`, `objectVersion`, `rootObject`, …).
  package func topLevelValue(_ key: String) -> ProjectValue? {
    storage.value(key, in: storage.syntax.root).map(storage.value(of:))
  }

  package func topLevelString(_ key: String) -> String? {
    storage.value(key, in: storage.syntax.root).flatMap(storage.string)
  }

  /// Two files are equal when their bytes are.
  package static func == (lhs: ProjectFile, rhs: ProjectFile) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.buffer.elementsEqual(rhs.storage.buffer)
  }
}
