import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsCatalogJSON

/// The readers of catalogs the hostile-input suites feed.
extension Hostile {
  enum Reader: String {
    case catalog = "t.xcstrings"
  }

  /// `nil` when the bytes parse; otherwise the thrown diagnostic.
  static func failure(_ bytes: [UInt8], _ reader: Reader) -> Diagnostic? {
    do {
      switch reader {
      case .catalog: _ = try CatalogJSONReader.read(bytes, path: reader.rawValue)
      }
      return nil
    } catch {
      return error
    }
  }

  /// The printed error, or `nil` when the bytes parse.
  static func error(_ bytes: [UInt8], _ reader: Reader) -> String? { failure(bytes, reader)?.description }

  static func error(_ text: String, _ reader: Reader) -> String? { error(Array(text.utf8), reader) }

  /// Parses every prefix of `bytes`; each must parse or fail with an error that names the file
  /// and a line and column inside the prefix. Returns the printed error of every prefix length
  /// (`nil` where the prefix parsed).
  static func sweepPrefixes(_ bytes: [UInt8], _ reader: Reader) -> [String?] {
    let sweep = sweepPrefixes(bytes, path: reader.rawValue) { failure($0, reader) }
    #expect(sweep.problems.isEmpty, "\(sweep.problems.joined(separator: "\n"))")
    return sweep.errors
  }
}
