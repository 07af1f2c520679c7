import Foundation
import XCStringsBase

/// A spec a generator makes the Xcode project from: XcodeGen's `project.yml` or Tuist's
/// `Project.swift`.
///
/// The generated project is rewritten from the spec, so editing it is pointless: specs list
/// folders, which pick up a catalog written beside the legacy files. A spec that names a
/// legacy file itself has to be changed by hand, and ``mentions(of:)`` finds where.
package struct ProjectSpec: Sendable, Equatable {
  /// Which generator a spec is for.
  package enum Generator: String, Sendable, Equatable {
    /// XcodeGen (`project.yml`).
    case xcodeGen = "XcodeGen"
    /// Tuist (`Project.swift`).
    case tuist = "Tuist"
  }

  /// The spec file.
  package var path: String
  /// Its generator.
  package var generator: Generator

  /// Creates a spec record.
  package init(path: String, generator: Generator) {
    self.path = path
    self.generator = generator
  }

  /// The specs in `folder` and the folders above it, up to the one holding `.git` (or the
  /// file system root).
  package static func find(above folder: String) -> [ProjectSpec] {
    var found: [ProjectSpec] = []
    for current in FolderWalker.foldersUpToRepository(from: FileTransaction.absolute(folder)) {
      for name in ["project.yml", "project.yaml"] where FileIO.exists(current + "/" + name) {
        found.append(ProjectSpec(path: current + "/" + name, generator: .xcodeGen))
      }
      let tuist = current + "/Project.swift"
      if FileIO.exists(tuist), let text = try? FileIO.read(tuist),
        String(decoding: text, as: UTF8.self).contains("ProjectDescription")
      {
        found.append(ProjectSpec(path: tuist, generator: .tuist))
      }
    }
    return found
  }

  /// A warning at each place the spec names one of `files` (legacy files, by path) explicitly:
  /// by its path relative to the spec's folder or by its file name. Each line is reported once.
  package func mentions(of files: [String]) -> [Diagnostic] {
    guard let bytes = try? FileIO.read(path), bytes.withUnsafeBufferPointer({ TextDecoding.isValidUTF8($0) }) else { return [] }
    let folder = FileTransaction.directory(of: FileTransaction.absolute(path))
    var needles: [(text: [UInt8], file: String)] = []
    for file in files {
      let absolute = FileTransaction.absolute(file)
      needles.append((Array(ProjectPath.relative(absolute, from: folder).utf8), file))
      needles.append((Array(ProjectPath.lastComponent(file).utf8), file))
    }
    // The first mention on each line, whichever needle found it.
    var found: [Int: (offset: Int, file: String)] = [:]
    let table = LineTable(utf8: bytes)
    for (needle, file) in needles where !needle.isEmpty {
      var start = 0
      while let offset = Self.find(needle, in: bytes, from: start) {
        start = offset + 1
        // Part of a longer name (`MyLocalizable.strings`) is not a mention.
        if offset > 0, Self.isNameByte(bytes[offset - 1]) { continue }
        let end = offset + needle.count
        if end < bytes.count, Self.isNameByte(bytes[end]) { continue }
        let line = table.position(ofOffset: offset).line
        if found[line].map({ offset < $0.offset }) ?? true { found[line] = (offset, file) }
      }
    }
    return found.values.sorted { $0.offset < $1.offset }.map { mention in
      Diagnostic(
        .warning,
        "\(generator.rawValue) spec names legacy file '\(ProjectPath.lastComponent(mention.file))' explicitly; "
          + "name the catalog instead, or the regenerated project will lack it",
        at: table.location(ofOffset: mention.offset, path: path))
    }
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2D, 0x2E: true
    default: byte >= 0x80
    }
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard needle.count <= bytes.count, start <= bytes.count - needle.count else { return nil }
    var index = start
    while index <= bytes.count - needle.count {
      if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }
}
