import XCStringsBase
import XCStringsLegacy

/// The library's way to convert one legacy table: a named value instead of the tuple the
/// package's own callers take apart.
extension LegacyTableLoader {
  /// A table group read and converted, as ``LegacyTableLoader/conversion(of:options:)`` gives it.
  public struct Conversion: Sendable {
    /// The catalog and the ledger of what did not carry over exactly, or `nil` when a file
    /// failed to parse (the error is among ``diagnostics``).
    public var converted: LegacyConverter.Converted?
    /// The readers' warnings and errors, in the group's file order.
    public var diagnostics: [Diagnostic]
  }

  /// Parses the files of `group` and converts them into one catalog, as `migrate` does for
  /// each table (files parsed on all cores, added in path order).
  public static func conversion(of group: LegacyTableGroup, options: MigrationOptions) -> Conversion {
    let (converted, _, diagnostics) = convert(group, options: options)
    return Conversion(converted: converted, diagnostics: diagnostics)
  }
}
