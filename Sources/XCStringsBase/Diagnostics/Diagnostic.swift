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

  /// Creates a diagnostic at a location.
  public init(
    _ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Diagnostic] = []
  ) {
    self.severity = severity
    self.message = message
    self.location = location
    self.path = location?.path
    self.notes = notes
  }

  /// Creates a diagnostic about a path as a whole, printed without line and column.
  public init(_ severity: Severity, _ message: String, path: String) {
    self.severity = severity
    self.message = message
    self.location = nil
    self.path = path
    self.notes = []
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
  public var description: String {
    var lines = [headline]
    for note in notes { lines.append(note.description) }
    return lines.joined(separator: "\n")
  }

  private var headline: String {
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
