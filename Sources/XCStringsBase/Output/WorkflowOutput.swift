/// The text a workflow made for printing, in the order it was made: its summary, for standard
/// output, and its diagnostics, for standard error. A command prints it as it is; a program
/// reads ``standardOutput`` and ``standardError``, or the chunks in order.
public struct WorkflowOutput: Equatable, Sendable {
  /// A piece of text and the stream it is for.
  public struct Chunk: Equatable, Sendable {
    /// The text, with its line ends.
    public var text: String
    /// Whether it goes to standard error (else to standard output).
    public var isError: Bool
  }

  /// Every piece of text, in the order it was made.
  public var chunks: [Chunk] = []

  /// No text.
  package init() {}

  /// The text for standard output.
  public var standardOutput: String { chunks.lazy.filter { !$0.isError }.map(\.text).joined() }
  /// The text for standard error.
  public var standardError: String { chunks.lazy.filter(\.isError).map(\.text).joined() }

  /// Adds `text` for standard output (`isError` false) or standard error.
  package mutating func append(_ text: String, isError: Bool) {
    chunks.append(Chunk(text: text, isError: isError))
  }
}
