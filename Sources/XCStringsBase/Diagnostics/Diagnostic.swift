/// A message about an input file, printed in the compiler's `path:line:col: severity: message` form.
///
/// Errors stop a file from being used; warnings and notes do not. Messages are lower-case,
/// have no trailing period, and quote keys in single quotes.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// How serious a diagnostic is.
  public enum Severity: String, Hashable, Sendable, Comparable {
    /// The input cannot be used.
    case error
    /// The input was used, but something in it is probably a mistake or was not carried over.
    case warning
    /// Extra information attached to another diagnostic.
    case note

    private var rank: Int {
      switch self {
      case .error: 2
      case .warning: 1
      case .note: 0
      }
    }

    /// Orders severities from least (`note`) to most serious (`error`).
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// How serious the diagnostic is.
  public var severity: Severity
  /// The lower-case message, without location or severity.
  public var message: String
  /// Where the problem is; `nil` for problems that belong to no file.
  public var location: SourceLocation?
  /// A path to print when there is no line and column (`path: warning: …`).
  public var path: String?
  /// Related locations, such as the first definition of a duplicate key.
  public var notes: [Diagnostic]
  /// What kind of problem this is, for a caller to match on instead of the wording; `nil`
  /// for the many that have no code.
  public var code: Code?
  /// Where a program's hint for `code` goes in `message`: the message names no option of the
  /// tool, so the tool puts the option in (see ``description(hints:)``).
  package var hintSlot = HintSlot()

  /// Creates a diagnostic at a location.
  public init(
    _ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Diagnostic] = [], code: Code? = nil
  ) {
    self.severity = severity
    self.message = message
    self.location = location
    self.path = location?.path
    self.notes = notes
    self.code = code
  }

  /// Creates a diagnostic about a path as a whole, printed without line and column.
  public init(_ severity: Severity, _ message: String, path: String, code: Code? = nil) {
    self.severity = severity
    self.message = message
    self.location = nil
    self.path = path
    self.notes = []
    self.code = code
  }

  /// Creates an error at a location.
  public static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
    Diagnostic(.error, message, at: location)
  }

  /// Creates a warning at a location.
  public static func warning(_ message: String, at location: SourceLocation?) -> Diagnostic {
    Diagnostic(.warning, message, at: location)
  }

  /// Creates a note at a location.
  public static func note(_ message: String, at location: SourceLocation?) -> Diagnostic {
    Diagnostic(.note, message, at: location)
  }

  /// The diagnostic and its notes, one per line, in the compiler's layout.
  public var description: String { description(hints: Diagnostic.noHints) }

  /// The diagnostic and its notes as ``description`` prints them, with the hint `hints` gives
  /// for each one's code put in its message.
  package func description(hints: Hints) -> String {
    var lines = [headline(hintedMessage(hints))]
    for note in notes { lines.append(note.description(hints: hints)) }
    return lines.joined(separator: "\n")
  }

  private func headline(_ message: String) -> String {
    if let location {
      return "\(location): \(severity.rawValue): \(message)"
    }
    if let path {
      return "\(path): \(severity.rawValue): \(message)"
    }
    return "\(severity.rawValue): \(message)"
  }
}

extension Array where Element == Diagnostic {
  /// Whether any diagnostic in the list is an error.
  package var containsError: Bool { contains { $0.severity == .error } }
}
