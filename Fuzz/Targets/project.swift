// libFuzzer entry for the project-file reader (`ProjectFile(parsing:path:)`), the graph and the
// migration planner.
//
// Built by Scripts/fuzz.sh against the XCStringsKit library; not part of `swift build`.
// Any input must either parse or throw a Diagnostic naming the file with a line and column. A
// file that parses must give back its bytes unchanged, and planning its migration (with every
// file it lists taken as present) must give a project file that parses again. A crash, a
// sanitizer report or more than a second per input is a finding.

import XCStringsKit

private let location = "/nonexistent-fuzz-root/App.xcodeproj/project.pbxproj"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProject(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let file: ProjectFile
  do {
    file = try ProjectFile(parsing: bytes, path: "fuzz.pbxproj")
  } catch {
    FuzzCheck.located(error, path: "fuzz.pbxproj")
    return 0
  }
  guard file.bytes == bytes else { FuzzCheck.fail("reading changed the bytes") }
  // Touch every object and relation, so lazy decoding runs under the sanitizers too.
  let graph = ProjectGraph(file, location: location)
  for object in file.objects.prefix(2000) {
    _ = object.keys
    _ = object.comment
    _ = object.value("children")
    _ = graph.diskPath(of: object.id)
    _ = graph.parent(of: object.id)
  }
  // Limited to the (missing) project folder, so that a synchronized folder naming `/` is not
  // searched.
  let plan = ProjectMigrationPlanner.plan(file, location: location, within: ["/nonexistent-fuzz-root"]) { _ in true }
  for diagnostic in plan.diagnostics { _ = diagnostic.description }
  if plan.changesFile {
    do {
      _ = try ProjectFile(parsing: plan.bytes, path: "edited.pbxproj")
    } catch {
      FuzzCheck.fail("the edited project does not parse: \(error)\n--- input:\n\(FuzzCheck.text(bytes))\n--- edited:\n\(FuzzCheck.text(plan.bytes))")
    }
  }
  return 0
}
