import XCStringsBase

/// A Swift file lexed once, for the two passes of sync: first its declarations (of every file
/// of a target), then the literals it extracts, which need the target's localizable parameters.
package struct LexedSwiftFile: Sendable {
  /// The file, as named.
  package let path: String
  private let bytes: [UInt8]
  private let output: SwiftLexer.Output

  /// Lexes UTF-8 Swift source; `path` names it in locations. Source the lexer cannot read is a
  /// ``Diagnostic`` error located where the problem starts.
  package init(parsing bytes: [UInt8], path: String) throws(Diagnostic) {
    self.path = path
    self.bytes = bytes
    do throws(ParseFailure) {
      output = try SwiftLexer.lex(bytes)
    } catch {
      throw error.diagnostic(in: bytes, path: path)
    }
  }

  /// The file's declarations.
  package func declarations() -> SwiftDeclarations {
    bytes.withUnsafeBufferPointer { buffer in
      LocalizationCallFinder(bytes: buffer, tokens: output.tokens, literals: output.literals).declarations()
    }
  }

  /// The literals the file's code extracts, in source order; `keyParameters` are the
  /// target's own localizable parameters by function (or type) name, and `localizableNames`
  /// the variables declared with a localizable type.
  package func extractedStrings(keyParameters: [String: [KeyParameter]], localizableNames: Set<String> = []) -> [ExtractedString]
  {
    bytes.withUnsafeBufferPointer { buffer in
      let finder = LocalizationCallFinder(bytes: buffer, tokens: output.tokens, literals: output.literals)
      let found = finder.extracted(keyParameters: keyParameters, localizableNames: localizableNames).sorted {
        output.literals[$0.literal].start < output.literals[$1.literal].start
      }
      let positions = LineTable.positions(ofAscending: found.map { output.literals[$0.literal].start }, in: buffer)
      return found.enumerated().map { rank, item in
        ExtractedString(
          pieces: finder.pieces(ofLiteral: item.literal), table: item.table, comment: item.comment,
          defaultValue: item.defaultLiteral.map(finder.pieces(ofLiteral:)), line: positions[rank].line,
          column: positions[rank].column, offset: output.literals[item.literal].start)
      }
    }
  }

  /// The text of every literal without interpolation in the file's code, whatever its use.
  package func plainLiterals() -> [String] { output.literals.compactMap(\.plainText) }
}
