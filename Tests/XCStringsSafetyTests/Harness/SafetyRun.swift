import Foundation
import XCStringsBase
import XCStringsTestSupport

@testable import XCStringsCommand

/// One (tree × command × variant [× fault]) run: builds the sandbox, runs the command in
/// process, and checks the three invariants.
struct SafetyRun: Sendable {
  /// An injected fault: the write or the rename of one file (relative to the sandbox root).
  struct Fault: Hashable, Sendable, CustomStringConvertible {
    enum Point: String, Sendable { case write, rename }
    var point: Point
    var path: String

    var description: String { "\(point.rawValue) \(path)" }
  }

  /// What a run found.
  struct Outcome: Sendable {
    /// Whether the command ran (`false`: the variant left it nothing to name, such as no catalog).
    var ran = false
    var violations: [SafetyViolation] = []
    /// The files the run wrote and renamed (relative to the sandbox), where faults can go.
    var faultPoints: [Fault] = []
    var exitCode: Int32 = 0
  }

  var treeName: String
  var source: String
  var command: SafetyCommand
  var variant: SafetyVariant
  var fault: Fault?

  /// Runs it, removing the sandbox after.
  func execute() -> Outcome {
    var outcome = Outcome()
    let sandbox: SafetySandbox
    do {
      sandbox = try SafetySandbox(copying: source, name: treeName)
    } catch {
      outcome.violations.append(violation(.outputMatchesDisk, "harness could not copy the tree", "\(error)"))
      return outcome
    }
    defer { sandbox.remove() }
    do {
      try variant.reshape(sandbox)
      try prepare(sandbox)
      try variant.damage(sandbox)
    } catch {
      outcome.violations.append(violation(.outputMatchesDisk, "harness could not make the variant", "\(error)"))
      return outcome
    }
    guard let arguments = command.arguments(in: sandbox) else { return outcome }
    outcome.ran = true
    let before = DiskState(of: sandbox.root)
    let shownBefore = shown(sandbox)
    let recorder = FaultRecorder(root: sandbox.root, fault: fault)
    let output = CollectedOutput()
    outcome.exitCode = XCStringsCommand.run(arguments, io: output.io(faults: recorder.faults))
    let after = DiskState(of: sandbox.root)
    if ProcessInfo.processInfo.environment["SAFETY_VERBOSE"] == "1" {
      // The run as it happened, for reproducing a violation: arguments, exit code, output.
      print(
        "run \(treeName) | \(variant) | \(fault?.description ?? "no fault"): \(arguments.joined(separator: " ")) → exit \(outcome.exitCode)"
      )
      print(output.standardOutput + output.standardError)
    }
    outcome.faultPoints = recorder.points
    let check = SafetyCheck(
      sandbox: sandbox, command: command, arguments: arguments, before: before, after: after, shownBefore: shownBefore.items,
      shownAfter: shown(sandbox).items, unreadable: shownBefore.unreadable, exitCode: outcome.exitCode,
      standardOutput: output.standardOutput, standardError: output.standardError, faultFired: recorder.fired)
    outcome.violations = check.findings().map { violation($0.invariant, $0.what, $0.detail) }
    return outcome
  }

  private func violation(_ invariant: SafetyViolation.Invariant, _ what: String, _ detail: String) -> SafetyViolation {
    SafetyViolation(
      tree: treeName, source: source, command: command.name, variant: variant.description, fault: fault?.description,
      invariant: invariant,
      what: what, detail: detail)
  }

  /// What the app shows from the tree and `work/out`; unreadable files named from the sandbox root.
  private func shown(_ sandbox: SafetySandbox) -> (items: ShownStrings, unreadable: Set<String>) {
    var result = ShownStrings(under: sandbox.tree)
    let tree = sandbox.relative(sandbox.tree)
    var unreadable = Set(result.unreadable.map { tree + "/" + $0 })
    result.bySource = Dictionary(uniqueKeysWithValues: result.bySource.map { (tree + "/" + $0, $1) })
    if FileManager.default.fileExists(atPath: sandbox.out) {
      let out = ShownStrings(under: sandbox.out)
      let folder = sandbox.relative(sandbox.out)
      result.items.formUnion(out.items)
      unreadable.formUnion(out.unreadable.map { folder + "/" + $0 })
      for (source, items) in out.bySource { result.bySource[folder + "/" + source] = items }
    }
    return (result, unreadable)
  }

  /// Makes what the command reads: catalogs (by an unchecked migration when the tree has
  /// none, deleting the legacy files it converted), an export to import, copies to merge with, files where an export will write.
  private func prepare(_ sandbox: SafetySandbox) throws {
    if case .none = command.preparation { return }
    // As a migrated project has them: the legacy files that the catalogs hold are gone, so
    // that they cannot show a string a command took from a catalog.
    if sandbox.catalogs().isEmpty { _ = Self.quietly(["migrate", sandbox.tree, "--delete-legacy"]) }
    try variant.afterSetup(sandbox)
    switch command.preparation {
    case .none, .catalogs:
      break
    case .importInput(let format):
      let inputs = format == "lproj" ? sandbox.catalogs() : [sandbox.tree]
      _ = Self.quietly(["export"] + inputs + ["--output", sandbox.input + "/" + format, "--format", format])
      // The import then adds back what the export held and the catalogs no longer do.
      for catalog in sandbox.catalogs() { CatalogEdit.removeOneLanguage(from: catalog) }
    case .mergeInputs:
      guard let catalog = sandbox.catalogs().first else { return }
      // Theirs adds back a language that base and ours lack.
      try FileManager.default.copyItem(atPath: catalog, toPath: sandbox.input + "/theirs.xcstrings")
      CatalogEdit.removeOneLanguage(from: catalog)
      try FileManager.default.copyItem(atPath: catalog, toPath: sandbox.input + "/base.xcstrings")
    case .existingExport(let format, let identical, let linkedOut):
      let probe = sandbox.input + "/probe"
      let inputs = format == "lproj" ? sandbox.catalogs() : [sandbox.tree]
      _ = Self.quietly(["export"] + inputs + ["--output", probe, "--format", format])
      guard FileManager.default.fileExists(atPath: probe) else { return }
      if identical {
        // One file of the export is missing, so that the export writes it (and a fault can
        // be injected there) while leaving the identical ones alone.
        let files = (FileManager.default.subpaths(atPath: probe) ?? []).sorted().filter { relative in
          var isFolder: ObjCBool = false
          return FileManager.default.fileExists(atPath: probe + "/" + relative, isDirectory: &isFolder) && !isFolder.boolValue
        }
        if let last = files.last {
          try FileManager.default.removeItem(atPath: probe + "/" + last)
          if linkedOut {
            let target = sandbox.outside + "/exported-" + (last as NSString).lastPathComponent
            try Data("other content outside the paths\n".utf8).write(to: URL(fileURLWithPath: target))
            try FileManager.default.createSymbolicLink(atPath: probe + "/" + last, withDestinationPath: target)
          }
        }
        try FileManager.default.moveItem(atPath: probe, toPath: sandbox.out)
        return
      }
      let walker = FileManager.default.enumerator(atPath: probe)
      while let relative = walker?.nextObject() as? String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: probe + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue else {
          continue
        }
        let target = URL(fileURLWithPath: sandbox.out + "/" + relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\"other\" = \"content already there\";\n".utf8).write(to: target)
      }
      try FileManager.default.removeItem(atPath: probe)
    }
  }

  /// Runs the tool without checking anything (the setup of a run).
  static func quietly(_ arguments: [String]) -> Int32 {
    XCStringsCommand.run(arguments, io: CollectedOutput().io())
  }
}
