import Foundation
import XCStringsKit

/// `format`: rewrites catalogs in the exact form Xcode saves them in.
enum FormatCommand: Command {
  static let name = "format"
  static let summary = "Rewrite String Catalogs in Xcode's canonical form."
  static let usage = "format <file.xcstrings>... [--check] [--force]"
  static let discussion = """
    Reads each catalog and writes it back byte for byte as Xcode would save it: two-space
    indentation, "key" : value, keys in Xcode's order, no trailing newline. Unknown fields and
    the format version are kept. Files are replaced atomically; a file that cannot be parsed is
    reported as path:line:col and left untouched while the others are still formatted. A key
    written twice is read as Xcode reads it (the copies united, the later one winning where
    they differ), reported with both lines, and written once.

    With --check nothing is written: the files that would change are listed, and the exit code
    is 1 if any would change, 2 if a file could not be read, 0 otherwise.

    A read-only catalog (no write permission) is reported as an error and left as it is, unless
    --force is given; a replaced file keeps its permission bits.
    """
  static let options = [
    OptionSpec(name: "check", valueName: nil, help: "Write nothing; list files that would change (exit 1)."),
    OptionSpec(name: "force", valueName: nil, help: "Replace catalogs that are read-only (their permission bits are kept)."),
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
    guard !arguments.positional.isEmpty else { throw UsageError(message: "no catalog given") }
    let check = arguments.flag("check")
    let force = arguments.flag("force")
    var unreadable = false
    var changed = false
    for path in arguments.positional {
      let original: MappedFile
      let catalog: StringCatalog
      do {
        original = try MappedFile(path: path)
        // A key written twice is read as one (the later copy wins where they differ) and the
        // catalog written back has it once: the warning names both places.
        let read = try CatalogJSONReader.readLocating(original.buffer, path: path, afterPiece: original.releasePages)
        catalog = read.catalog
        io.report(read.warnings)
        io.keepUntilExit(catalog)
      } catch {
        io.report([error])
        unreadable = true
        continue
      }
      // Rendered and compared in chunks, then (only if different) rendered again straight
      // into the staged file: the formatted catalog is never held in memory whole.
      // The pages compared go as the comparison passes them, as they went while decoding.
      guard !CatalogJSONWriter.matches(catalog, buffer: original.buffer, afterMatching: original.releasePages) else {
        continue
      }
      changed = true
      if check {
        io.out(path)
        continue
      }
      if !force, let refusal = FileIO.readOnlyRefusal(path, noun: "catalog") {
        io.report([refusal])
        unreadable = true
        continue
      }
      let transaction = FileTransaction(roots: [path], faults: io.faults)
      do {
        try transaction.stage(path) { write in
          try withoutActuallyEscaping(write) { sink in try CatalogJSONWriter.write(catalog, to: sink) }
        }
        try transaction.commit()
        io.out("formatted \(path)")
      } catch {
        io.report([error])
        unreadable = true
      }
    }
    if check {
      if unreadable { return ExitCode.unreadable }
      return changed ? ExitCode.failure : ExitCode.success
    }
    return unreadable ? ExitCode.failure : ExitCode.success
  }
}
