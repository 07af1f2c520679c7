/// Why a reader stopped: what is wrong, and the byte offset where it starts.
///
/// Every reader in this package (`.strings`, property lists, catalog JSON, XML, project files,
/// YAML, Swift sources) throws this one type on its hot path, where a line and column would
/// cost a pass over the text; ``diagnostic(in:path:)`` makes the located error once a caller
/// reports it.
@usableFromInline package struct ParseFailure: Error, Equatable, Sendable {
  /// The problem, lower-case, as a diagnostic prints it.
  @usableFromInline package var message: String
  /// The byte offset in the text read where the problem starts; for a binary file, where the
  /// reader was (a binary file's diagnostics name the file alone).
  @usableFromInline package var offset: Int

  /// A failure with its message and byte offset.
  @usableFromInline package init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }

  /// The error at the failure's line and column in `text`, the UTF-8 text that was read, for
  /// the file at `path`.
  @usableFromInline package func diagnostic(in text: UnsafeBufferPointer<UInt8>, path: String) -> Diagnostic {
    let (line, column) = LineTable.positions(ofAscending: [offset], in: text)[0]
    return .error(message, at: SourceLocation(path: path, line: line, column: column))
  }

  /// ``diagnostic(in:path:)`` for text held in an array.
  @usableFromInline package func diagnostic(in text: [UInt8], path: String) -> Diagnostic {
    text.withUnsafeBufferPointer { diagnostic(in: $0, path: path) }
  }
}
