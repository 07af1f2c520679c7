import XCStringsBase

/// What a `format` did: the catalogs that differ from Xcode's form, those it rewrote, and the
/// diagnostics of those it could not read or write.
public struct FormatResult: Equatable, Sendable {
  /// The catalogs whose bytes differ from Xcode's form, in the order given.
  public var changed: [String] = []
  /// The catalogs rewritten (none when the request only checks).
  public var formatted: [String] = []
  /// Warnings about catalogs read (a key written twice) and errors about those that could not
  /// be read or replaced, in the order they were made.
  public var diagnostics: [Diagnostic] = []
  /// Whether a catalog could not be read, or could not be replaced.
  public var failed = false

  /// An empty result.
  package init() {}
}
