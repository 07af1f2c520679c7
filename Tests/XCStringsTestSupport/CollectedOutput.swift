import Foundation
import XCStringsBase

/// What a command prints, collected through the ``WorkflowIO`` it is given, and what a
/// workflow's result holds for printing.
///
/// Uses `NSLock` rather than `Mutex`, which needs macOS 15 while the package supports 13.
public final class CollectedOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var output = ""
  private var errors = ""

  /// Nothing collected yet.
  public init() {}

  /// Standard output so far.
  public var standardOutput: String { lock.withLock { output } }
  /// Standard error so far.
  public var standardError: String { lock.withLock { errors } }

  /// An IO set that appends to this collection, failing where `faults` say.
  package func io(faults: FileTransaction.Faults = FileTransaction.Faults()) -> WorkflowIO {
    WorkflowIO(
      standardOutput: { text in self.lock.withLock { self.output += text } },
      standardError: { text in self.lock.withLock { self.errors += text } },
      faults: faults)
  }

  /// Hints that mark each code where the tool puts its hint: `[code]`, or `[code: value, …]`.
  /// Tests of the library see that a diagnostic has its code and where its hint goes, in the
  /// text the workflow prints.
  package static let markingHints: Diagnostic.Hints = { code, values in
    values.isEmpty ? "[\(code.rawValue)]" : "[\(code.rawValue): \(values.joined(separator: ", "))]"
  }

  /// An IO set like ``io(faults:)`` whose hints are ``markingHints``.
  package func markingCodes(faults: FileTransaction.Faults = FileTransaction.Faults()) -> WorkflowIO {
    var io = io(faults: faults)
    io.hints = Self.markingHints
    return io
  }

  /// Appends a workflow's text, each piece to its stream, as the command prints it.
  public func collect(_ printed: WorkflowOutput) {
    for chunk in printed.chunks {
      lock.withLock {
        if chunk.isError { errors += chunk.text } else { output += chunk.text }
      }
    }
  }

  /// Appends what a migration, export or import printed; whether it succeeded.
  public func collect(_ result: WorkflowResult) -> Bool {
    collect(result.output)
    return result.succeeded
  }
}
