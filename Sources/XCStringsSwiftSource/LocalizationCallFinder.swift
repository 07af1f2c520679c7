import XCStringsBase

/// Finds the localization calls among a file's tokens and makes the key of each literal.
///
/// A call is the API's name, `(`, the label the API requires (`localized:`), a string literal
/// and then `,` or `)`: a first argument that goes on (`"a" + b`) is no literal key. The other
/// arguments are read by label at the call's own nesting level, so closures, arrays and the
/// interpolations of other literals in them never count. Calls inside interpolations are found
/// too, since their tokens are in the same array.
struct LocalizationCallFinder {
  /// A call found, before its location is computed.
  struct Found {
    var function: LocalizationCall.Function
    /// The index of the key's literal in the lexer's literals.
    var literal: Int
    var table: String?
    var hasDefaultValue: Bool
    var bundle: String?
    /// Whether the call's text is joined with other text (see ``LocalizationCall/isJoined``).
    var isJoined = false
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let tokens: [SwiftToken]
  let literals: [SwiftStringLiteral]

  /// Every call, in source order; calls in previews (`#Preview { … }`, a `PreviewProvider`)
  /// are left out, since previews are not shipped.
  func calls() -> [Found] { callsAndPreviews().calls }

  /// Every call, in source order, apart from those in previews, which come second with the
  /// byte ranges of the previews.
  func callsAndPreviews() -> (calls: [Found], previewCalls: [Found], previews: [Range<Int>]) {
    var found: [Found] = []
    var sawKeyType = false
    var previewNames: [Int] = []
    // The token ranges of interpolations (a literal's tokens after it, up to its `next`),
    // made when the first call is found.
    var interpolations: [Range<Int>]?
    for index in tokens.indices where tokens[index].kind == .identifier {
      let token = tokens[index]
      if token.count == 18, equals(token, "LocalizedStringKey") {
        sawKeyType = true
      } else if token.count == 7 || token.count == 15, namesPreview(at: index) {
        previewNames.append(index)
      }
      guard let function = function(named: token, at: index), var call = call(function, at: index) else { continue }
      if !call.isJoined {
        if interpolations == nil {
          interpolations = tokens.indices.compactMap {
            tokens[$0].kind == .string && tokens[$0].next > $0 + 1 ? ($0 + 1)..<tokens[$0].next : nil
          }
        }
        call.isJoined = interpolations?.contains { $0.contains(index) } == true
      }
      found.append(call)
    }
    if sawKeyType { found += localizedStringKeyValues() }
    var inPreviews: [Found] = []
    var previews: [Range<Int>] = []
    if !previewNames.isEmpty {
      previews = previewRanges(named: previewNames)
      let starts = literals.map(\.start)
      inPreviews = found.filter { call in previews.contains { $0.contains(starts[call.literal]) } }
      found.removeAll { call in previews.contains { $0.contains(starts[call.literal]) } }
    }
    if sawKeyType {
      found.sort { $0.literal < $1.literal }
      inPreviews.sort { $0.literal < $1.literal }
    }
    return (found, inPreviews, previews)
  }

  private func function(named token: SwiftToken, at index: Int) -> LocalizationCall.Function? {
    switch token.count {
    case 4 where equals(token, "Text"): return .text
    case 6 where equals(token, "String"): return .stringLocalized
    case 17 where equals(token, "NSLocalizedString"): return .nsLocalizedString
    case 23 where equals(token, "LocalizedStringResource"): return .localizedStringResource
    default: return takesLocalizedStringKey(token, at: index) ? .localizedStringKey : nil
    }
  }

  private func call(_ function: LocalizationCall.Function, at index: Int) -> Found? {
    // A declaration (`func Text(`) is no call.
    if index > 0, tokens[index - 1].kind == .identifier, equals(tokens[index - 1], "func") { return nil }
    var cursor = index + 1
    if isPunctuation(cursor, SwiftByte.dot), cursor + 1 < tokens.count, equals(tokens[cursor + 1], "init") { cursor += 2 }
    guard isPunctuation(cursor, SwiftByte.openParenthesis) else { return nil }
    cursor += 1
    if function == .stringLocalized {
      guard cursor + 1 < tokens.count, equals(tokens[cursor], "localized"), isPunctuation(cursor + 1, SwiftByte.colon)
      else { return nil }
      cursor += 2
    }
    guard cursor < tokens.count, tokens[cursor].kind == .string else { return nil }
    let literal = tokens[cursor].literal
    cursor = tokens[cursor].next
    guard isPunctuation(cursor, SwiftByte.comma) || isPunctuation(cursor, SwiftByte.closeParenthesis) else { return nil }
    var found = Found(function: function, literal: literal, table: LocalizationCall.defaultTable, hasDefaultValue: false)
    let arguments = arguments(from: cursor)
    found.isJoined = isJoined(callAt: index, closingAt: arguments.last?.tokens.upperBound ?? cursor)
    for (label, argument) in arguments {
      guard let label else { continue }
      if equals(label, function.tableLabel) {
        found.table = tableName(argument)
      } else if let defaultLabel = function.defaultValueLabel, equals(label, defaultLabel) {
        // `value: ""` is how `NSLocalizedString` calls say "no default".
        let first = argument.isEmpty ? nil : tokens[argument.lowerBound]
        let isEmptyLiteral =
          argument.count == 1 && first.map { $0.kind == .string && literals[$0.literal].plainText == "" } == true
        found.hasDefaultValue = first != nil && !isEmptyLiteral
      } else if equals(label, "bundle"), !argument.isEmpty {
        found.bundle = sourceText(of: argument)
      }
    }
    return found
  }

  /// The table an argument names: a literal's text, `Localizable` for `nil`, or `nil` for any
  /// other expression.
  private func tableName(_ argument: Range<Int>) -> String? {
    guard argument.count == 1 else { return nil }
    let token = tokens[argument.lowerBound]
    if token.kind == .string { return literals[token.literal].plainText }
    if token.kind == .identifier, equals(token, "nil") { return LocalizationCall.defaultTable }
    return nil
  }

  /// The arguments after the first, from the `,` or `)` at `start`: each one's label token
  /// and its tokens, up to the call's closing parenthesis.
  func arguments(from start: Int) -> [(label: SwiftToken?, tokens: Range<Int>)] {
    var result: [(label: SwiftToken?, tokens: Range<Int>)] = []
    var cursor = start
    while isPunctuation(cursor, SwiftByte.comma) {
      cursor += 1
      var label: SwiftToken?
      if cursor + 1 < tokens.count, tokens[cursor].kind == .identifier, isPunctuation(cursor + 1, SwiftByte.colon) {
        label = tokens[cursor]
        cursor += 2
      }
      let first = cursor
      cursor = endOfArgument(from: cursor, upTo: tokens.count)
      result.append((label, first..<cursor))
    }
    return result
  }

  /// The index of the `,` or closing bracket that ends the expression starting at `start`, at
  /// its own nesting level (or `limit`).
  func endOfArgument(from start: Int, upTo limit: Int) -> Int {
    var depth = 0
    var cursor = start
    while cursor < limit {
      let token = tokens[cursor]
      if token.kind == .punctuation {
        switch bytes[token.start] {
        case SwiftByte.openParenthesis, SwiftByte.openBracket, SwiftByte.openBrace:
          depth += 1
        case SwiftByte.closeParenthesis, SwiftByte.closeBracket, SwiftByte.closeBrace:
          if depth == 0 { return cursor }
          depth -= 1
        case SwiftByte.comma where depth == 0:
          return cursor
        default:
          break
        }
      }
      cursor = token.next
    }
    return limit
  }

  /// The source text from the first token of a range to the end of its last one that is not
  /// nested in another (an interpolation's tokens end inside their literal).
  func sourceText(of range: Range<Int>) -> String {
    guard !range.isEmpty else { return "" }
    var last = range.lowerBound
    var cursor = range.lowerBound
    while cursor < range.upperBound {
      last = cursor
      cursor = tokens[cursor].next
    }
    let text = tokens[range.lowerBound].start..<tokens[last].end
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[text]), as: UTF8.self)
  }

  func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && bytes[tokens[index].start] == byte
  }

  /// Whether a token's bytes are exactly `text`.
  func equals(_ token: SwiftToken, _ text: String) -> Bool {
    var text = text
    return text.withUTF8 { expected in
      guard token.count == expected.count else { return false }
      for index in 0..<expected.count where bytes[token.start + index] != expected[index] { return false }
      return true
    }
  }
}
