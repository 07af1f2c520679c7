@_spi(Internals) import XCStringsBase

extension LocalizationCallFinder {
  /// A literal the compiler extracts, before its location is computed.
  struct Extracted {
    var literal: Int
    var table: String?
    var comment: String?
    var defaultLiteral: Int?
  }

  /// Every literal the compiler extracts, as sync reads the file: the calls ``calls()`` finds
  /// (previews included, since the build compiles them), `String.LocalizationValue("…")`,
  /// `.init(localized: "…")`, and the arguments of the target's own functions and
  /// initializers whose parameter has a localizable type (`keyParameters`, by function name).
  func extracted(keyParameters: [String: [KeyParameter]]) -> [Extracted] {
    var found: [Extracted] = []
    var seen = Set<Int>()
    var sawKeyType = false
    for index in tokens.indices where tokens[index].kind == .identifier {
      let token = tokens[index]
      if token.count == 18, equals(token, "LocalizedStringKey") { sawKeyType = true }
      if index > 0, equals(tokens[index - 1], "func") { continue }
      var cursor = index + 1
      if isPunctuation(cursor, SwiftByte.dot), cursor + 1 < tokens.count, equals(tokens[cursor + 1], "init") { cursor += 2 }
      guard isPunctuation(cursor, SwiftByte.openParenthesis) else { continue }
      let open = cursor
      var keyLabel: String?
      var keyPosition = 0
      var tableLabel = "tableName"
      var defaultLabel: String?
      switch token.count {
      case 4 where equals(token, "Text"): break
      case 4 where equals(token, "init") && isPunctuation(index - 1, SwiftByte.dot):
        keyLabel = "localized"
        tableLabel = "table"
        defaultLabel = "defaultValue"
      case 6 where equals(token, "String"):
        keyLabel = "localized"
        tableLabel = "table"
        defaultLabel = "defaultValue"
      case 17 where equals(token, "NSLocalizedString"): defaultLabel = "value"
      case 17 where equals(token, "LocalizationValue") && isPunctuation(index - 1, SwiftByte.dot): break
      case 23 where equals(token, "LocalizedStringResource"):
        tableLabel = "table"
        defaultLabel = "defaultValue"
      default:
        if takesLocalizedStringKey(token, at: index) { break }
        guard let parameters = keyParameters[text(of: token)] else { continue }
        let arguments = allArguments(from: open)
        for parameter in parameters {
          let matching = arguments.enumerated().first { position, argument in
            if let label = parameter.label { return argument.label.map { equals($0, label) } ?? false }
            return argument.label == nil && position == parameter.position
          }
          guard let (_, argument) = matching, argument.tokens.count == 1 || isSingleLiteral(argument.tokens),
            tokens[argument.tokens.lowerBound].kind == .string, seen.insert(tokens[argument.tokens.lowerBound].literal).inserted
          else { continue }
          found.append(Extracted(literal: tokens[argument.tokens.lowerBound].literal, table: LocalizationCall.defaultTable))
        }
        continue
      }
      _ = keyPosition
      cursor = open + 1
      if let keyLabel {
        guard cursor + 1 < tokens.count, equals(tokens[cursor], keyLabel), isPunctuation(cursor + 1, SwiftByte.colon) else { continue }
        cursor += 2
      }
      guard cursor < tokens.count, tokens[cursor].kind == .string else { continue }
      let literal = tokens[cursor].literal
      cursor = tokens[cursor].next
      guard isPunctuation(cursor, SwiftByte.comma) || isPunctuation(cursor, SwiftByte.closeParenthesis),
        seen.insert(literal).inserted
      else { continue }
      var item = Extracted(literal: literal, table: LocalizationCall.defaultTable)
      for (label, argument) in arguments(from: cursor) {
        guard let label else { continue }
        let single = argument.count >= 1 && isSingleLiteral(argument) ? tokens[argument.lowerBound] : nil
        if equals(label, tableLabel) {
          if let single, single.kind == .string {
            item.table = literals[single.literal].plainText
          } else if argument.count == 1, equals(tokens[argument.lowerBound], "nil") {
            item.table = LocalizationCall.defaultTable
          } else {
            item.table = nil
          }
        } else if equals(label, "comment"), let single, single.kind == .string {
          item.comment = literals[single.literal].plainText
        } else if let defaultLabel, equals(label, defaultLabel), let single, single.kind == .string {
          item.defaultLiteral = single.literal
        }
      }
      found.append(item)
    }
    if sawKeyType {
      for value in localizedStringKeyValues() where seen.insert(value.literal).inserted {
        found.append(Extracted(literal: value.literal, table: value.table))
      }
    }
    return found
  }

  /// Whether a range is one literal (its interpolations' tokens follow it).
  private func isSingleLiteral(_ range: Range<Int>) -> Bool {
    guard !range.isEmpty else { return false }
    return tokens[range.lowerBound].next == range.upperBound
  }

  /// All the arguments of the call whose `(` is at `open`, the first one included.
  func allArguments(from open: Int) -> [(label: SwiftToken?, tokens: Range<Int>)] {
    guard open + 1 < tokens.count, !isPunctuation(open + 1, SwiftByte.closeParenthesis) else { return [] }
    var result: [(label: SwiftToken?, tokens: Range<Int>)] = []
    var cursor = open + 1
    var label: SwiftToken?
    if cursor + 1 < tokens.count, tokens[cursor].kind == .identifier, isPunctuation(cursor + 1, SwiftByte.colon) {
      label = tokens[cursor]
      cursor += 2
    }
    let end = endOfArgument(from: cursor, upTo: tokens.count)
    result.append((label, cursor..<end))
    return result + arguments(from: end)
  }

  /// A literal's pieces: its text runs and each interpolation's hint.
  func pieces(ofLiteral index: Int) -> [ExtractedString.Piece] {
    let literal = literals[index]
    return literal.segments.map { segment in
      switch segment {
      case .text(let text): return .text(text)
      case .interpolation(let expressionTokens, let range):
        let body = (range.lowerBound + 2 + literal.hashes)..<max(range.lowerBound + 2 + literal.hashes, range.upperBound - 1)
        let expression = String(decoding: UnsafeBufferPointer(rebasing: bytes[body]), as: UTF8.self)
        return .value(hint(ofInterpolation: expressionTokens), expression: expression)
      }
    }
  }
}
