import Foundation
import XCStringsKit

/// `sync`: brings String Catalogs in step with the Swift code, as Xcode's build does, on its
/// command line.
enum SyncCommand: Command {
  static let name = "sync"
  static let summary = "Update String Catalogs from the Swift sources, as Xcode's build does."
  static let usage = "sync PATH... [--dry-run] [--check]"
  static let discussion = """
    PATH is a project folder. Every catalog under it is updated in place from the Swift
    sources of the module that owns it: keys the code extracts are added (with their comment,
    default value and specifiers chosen by type), keys that left the code are deleted, or
    marked stale when they hold translations, stale keys found again become automatic, and
    manual keys are never touched. Catalogs are written in Xcode's bytes, all or none.
    --dry-run prints what would change and writes nothing; --check writes nothing and exits 1
    when any catalog would change. An interpolation whose type could not be resolved is a
    warning naming it (its specifier is guessed as %@). Documentation/Sync.md lists the rules.
    """
  static let options = [
    OptionSpec(name: "dry-run", valueName: nil, help: "Print what would change; write nothing."),
    OptionSpec(name: "check", valueName: nil, help: "Write nothing; exit 1 when any catalog would change."),
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
    guard !arguments.positional.isEmpty else { throw UsageError(message: "no folder given") }
    let dryRun = arguments.flag("dry-run")
    let check = arguments.flag("check")
    guard !(dryRun && check) else { throw UsageError(message: "--dry-run and --check cannot be combined") }
    let request = SyncRequest(paths: arguments.positional, mode: check ? .check : dryRun ? .dryRun : .write)
    let result = SyncRun(request: request, faults: io.faults).run()
    for diagnostic in result.diagnostics { io.err(diagnostic.description(hints: io.hints)) }
    if dryRun {
      for change in result.changes {
        for key in change.added { io.out("\(change.path): add \"\(key)\"") }
        for key in change.revived { io.out("\(change.path): revive \"\(key)\"") }
        for key in change.updated { io.out("\(change.path): update \"\(key)\"") }
        for key in change.staled { io.out("\(change.path): mark stale \"\(key)\"") }
        for key in change.deleted { io.out("\(change.path): delete \"\(key)\"") }
      }
    }
    if result.wrote {
      // One line per catalog written, so that a reader (or the data-safety harness) can tell
      // every file that changed from the output.
      for change in result.changes {
        io.out(
          "\(change.path): updated (\(change.added.count) added, \(change.staled.count) marked stale, \(change.deleted.count) deleted, "
            + "\(change.revived.count) revived, \(change.updated.count) changed)")
      }
    }
    return result.succeeded ? ExitCode.success : ExitCode.failure
  }
}
