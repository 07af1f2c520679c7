import XCStringsBase

/// Output held back until the run knows whether its files were written: a summary that says
/// `wrote …` or `deleted 3 legacy files` must not reach the screen when the commit then fails
/// and everything is rolled back. It is composed while the files are written (a large table
/// lists every loss, which takes a while) and only handed on afterwards.
final class HeldOutput: Sendable {
  private enum Stream: Sendable { case output, error }
  private let chunks = Locked<[(stream: Stream, text: String)]>([])

  /// An IO like `io` whose standard output and error are held here.
  func holding(_ io: WorkflowIO) -> WorkflowIO {
    var held = io
    held.standardOutput = { [chunks] text in chunks.withLock { $0.append((.output, text)) } }
    held.standardError = { [chunks] text in chunks.withLock { $0.append((.error, text)) } }
    return held
  }

  /// Hands the held text on to `io`, in the order it was written; with `outputToo` false only
  /// what went to standard error (warnings about what the conversion lost stay true).
  func release(to io: WorkflowIO, outputToo: Bool = true) {
    for chunk in chunks.withLock({ $0 }) {
      switch chunk.stream {
      case .output: if outputToo { io.standardOutput(chunk.text) }
      case .error: io.standardError(chunk.text)
      }
    }
  }
}
