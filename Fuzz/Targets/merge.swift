// libFuzzer entry for the three-way merge (`CatalogMergeRun.run()`, `CatalogMerge.merge`).
//
// An input holds three catalogs, base, ours and theirs, separated by NUL bytes (which a
// catalog's JSON cannot hold); with fewer parts, the first stands in for what is missing.
// They are written to files and merged over OURS as the merge driver does. Checked:
// - no crash, hang or leak;
// - when a version does not read (exit 2), OURS is byte for byte as it was, and the error
//   names the file with a real position;
// - otherwise the written file reads back as the merged catalog, in Xcode's canonical bytes,
//   every conflict has a real position in it, and the laws merge(b, x, b) == x and
//   merge(b, x, x) == x hold.
//
// Built by Scripts/fuzz.sh against the XCStringsKit library; not part of `swift build`.

import Foundation

import XCStringsKit

/// A folder for this process's files; tmpfs when there is one, as every run writes and syncs.
let fuzzFolder: String = {
  let parent = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
  let folder = "\(parent)/xcstrings-fuzz-merge-\(getpid())"
  try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  fuzzFolderToRemove = folder
  atexit { if let folder = fuzzFolderToRemove { try? FileManager.default.removeItem(atPath: folder) } }
  return folder
}()

/// The folder removed at exit (a C exit handler captures nothing).
nonisolated(unsafe) var fuzzFolderToRemove: String?

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMerge(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map(Array.init)
  let base = parts[0]
  let ours = parts.count > 1 ? parts[1] : base
  let theirs = parts.count > 2 ? parts[2] : base
  let paths = ["base", "ours", "theirs"].map { "\(fuzzFolder)/\($0).xcstrings" }
  for (path, content) in zip(paths, [base, ours, theirs]) {
    guard FileManager.default.createFile(atPath: path, contents: Data(content)) else { FuzzCheck.fail("cannot write \(path)") }
  }
  let request = CatalogMergeRequest(
    base: .file(paths[0], named: "L.xcstrings", role: "base"), ours: .file(paths[1], named: "L.xcstrings", role: "ours"),
    theirs: .file(paths[2], named: "L.xcstrings", role: "theirs"), destination: paths[1], name: "L.xcstrings")
  let outcome = CatalogMergeRun(request: request).run()
  let written = (try? FileIO.read(paths[1])) ?? []
  if outcome.status == .unreadable {
    guard written == ours else { FuzzCheck.fail("exit 2, but OURS changed") }
    guard let error = outcome.inputDiagnostics.first(where: { $0.severity == .error }) else {
      FuzzCheck.fail("exit 2 without an error: \(outcome.diagnostics)")
    }
    FuzzCheck.located(error, path: "L.xcstrings")
    return 0
  }
  let merged: StringCatalog
  do {
    merged = try CatalogJSONReader.read(written, path: "L.xcstrings")
  } catch {
    FuzzCheck.fail("the merged file does not read back: \(error)\n\(FuzzCheck.text(written))")
  }
  guard CatalogJSONWriter.data(for: merged) == written else { FuzzCheck.fail("the merged file is not in canonical bytes") }
  let lineCount = written.count { $0 == 0x0A } + 1
  for location in outcome.locations where location.line < 1 || location.line > lineCount || location.column < 1 {
    FuzzCheck.fail("a conflict is located outside the file: \(location)")
  }
  guard let b = try? CatalogJSONReader.readAllowingIdenticalRepeats(base, path: "b").catalog,
    let o = try? CatalogJSONReader.readAllowingIdenticalRepeats(ours, path: "o").catalog
  else { FuzzCheck.fail("the inputs merged but do not read") }
  for (name, result) in [
    ("merge(b, x, b) == x", CatalogMerge.merge(base: b, ours: o, theirs: b)),
    ("merge(b, x, x) == x", CatalogMerge.merge(base: b, ours: o, theirs: o)),
  ] where result.catalog != o || !result.conflicts.isEmpty {
    FuzzCheck.fail("\(name) does not hold")
  }
  return 0
}
