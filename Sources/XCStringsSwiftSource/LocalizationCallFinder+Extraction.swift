import XCStringsBase

extension LocalizationCallFinder {
  /// A literal the compiler extracts, before its location is computed.
  struct Extracted {
    var literal: Int
    var table: String?
    var comment: String?
    var defaultLiteral: Int?
  }

  /// Every literal the compiler extracts, as sync reads the file: the calls ``calls()`` finds
  /// outside previews (Xcode 16 and later extract nothing from a `#Preview` or a
  /// `PreviewProvider`, though the build compiles them), `String.LocalizationValue("…")`,
  /// `.init(localized: "…")`, and the arguments of the target's own functions and
  /// initializers whose parameter has a localizable type (`keyParameters`, by function name).
  func extracted(keyParameters: [String: [KeyParameter]], localizableNames: Set<String> = []) -> [Extracted] {
    var found: [Extracted] = []
    var seen = Set<Int>()
    var sawKeyType = false
    // `#Preview` and `PreviewProvider`, whose literals are left out at the end.
    var previewNames: [Int] = []
    for index in tokens.indices where tokens[index].kind == .identifier {
      let token = tokens[index]
      if token.count == 18, equals(token, "LocalizedStringKey") { sawKeyType = true }
      if token.count == 7 || token.count == 15, namesPreview(at: index) { previewNames.append(index) }
      if index > 0, equals(tokens[index - 1], "func") { continue }
      var cursor = index + 1
      if isPunctuation(cursor, SwiftByte.dot), cursor + 1 < tokens.count, equals(tokens[cursor + 1], "init") { cursor += 2 }
      guard isPunctuation(cursor, SwiftByte.openParenthesis) else { continue }
      let open = cursor
      var keyLabel: String?
      var tableLabel = "tableName"
      var defaultLabel: String?
      switch token.count {
      case 4 where equals(token, "Text"): break
      case 4 where equals(token, "init") && isPunctuation(index - 1, SwiftByte.dot):
        // `String(localized: .init("Key", defaultValue: "Value"))` makes a
        // `LocalizedStringResource`, whose first argument is the key.
        if !isResource(madeAt: open, inLocalizedArgument: index - 1) { keyLabel = "localized" }
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
        found += parameterKeys(parameters, open: open, localizableNames: localizableNames, seen: &seen)
        continue
      }
      // `.init(title: "…")` where the code names the type it makes: its own parameters.
      if keyLabel == "localized", equals(token, "init"), !(open + 1 < tokens.count && equals(tokens[open + 1], "localized")),
        let type = contextualType(ofImplicitMemberAt: index - 1), let parameters = keyParameters[type]
      {
        found += parameterKeys(parameters, open: open, localizableNames: localizableNames, seen: &seen)
        continue
      }
      cursor = open + 1
      if let keyLabel {
        guard cursor + 1 < tokens.count, equals(tokens[cursor], keyLabel), isPunctuation(cursor + 1, SwiftByte.colon) else {
          continue
        }
        cursor += 2
      } else if cursor + 1 < tokens.count, tokens[cursor].kind == .identifier, isPunctuation(cursor + 1, SwiftByte.colon) {
        // A labelled first argument (`Text(verbatim:)`) is not the key.
        continue
      }
      let keyEnd = endOfArgument(from: cursor, upTo: tokens.count)
      let keys = keyLiterals(in: cursor..<keyEnd, localizableNames: localizableNames).filter { seen.insert($0).inserted }
      guard let literal = keys.first else { continue }
      cursor = keyEnd
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
      for other in keys {
        item.literal = other
        found.append(item)
      }
    }
    found += localizableValues(seen: &seen)
    found += assignedValues(to: localizableNames, seen: &seen)
    found += enumRawValues(seen: &seen)
    if sawKeyType {
      for value in localizedStringKeyValues() where seen.insert(value.literal).inserted {
        found.append(Extracted(literal: value.literal, table: value.table))
      }
    }
    if !previewNames.isEmpty {
      let previews = previewRanges(named: previewNames)
      found.removeAll { item in previews.contains { $0.contains(literals[item.literal].start) } }
    }
    return found
  }

  /// Whether the `.init(` whose dot is at `dot` and parenthesis at `open` is the value of a
  /// `localized:` argument, with a literal first and a `defaultValue:` argument: only a
  /// `LocalizedStringResource` is made so.
  private func isResource(madeAt open: Int, inLocalizedArgument dot: Int) -> Bool {
    guard dot >= 2, isPunctuation(dot - 1, SwiftByte.colon), equals(tokens[dot - 2], "localized"),
      open + 1 < tokens.count, tokens[open + 1].kind == .string
    else { return false }
    let keyEnd = endOfArgument(from: open + 1, upTo: tokens.count)
    return arguments(from: keyEnd).contains { $0.label.map { equals($0, "defaultValue") } ?? false }
  }

  /// The key literals of the arguments of the call opening at `open` that `parameters` take.
  private func parameterKeys(
    _ parameters: [KeyParameter], open: Int, localizableNames: Set<String>, seen: inout Set<Int>
  ) -> [Extracted] {
    var found: [Extracted] = []
    let arguments = allArguments(from: open)
    for parameter in parameters {
      let matching = arguments.enumerated().first { position, argument in
        if let label = parameter.label { return argument.label.map { equals($0, label) } ?? false }
        return argument.label == nil && position == parameter.position
      }
      guard let (_, argument) = matching else { continue }
      for literal in keyLiterals(in: argument.tokens, localizableNames: localizableNames) where seen.insert(literal).inserted {
        found.append(Extracted(literal: literal, table: LocalizationCall.defaultTable))
      }
    }
    return found
  }

  /// The literals an argument passed as a key is made of: the argument itself when it is one
  /// literal, or each branch of a `c ? "a" : "b"` that is one (the type reaches both).
  func keyLiterals(in range: Range<Int>, localizableNames: Set<String> = []) -> [Int] {
    guard !range.isEmpty else { return [] }
    if isSingleLiteral(range), tokens[range.lowerBound].kind == .string { return [tokens[range.lowerBound].literal] }
    let units = units(in: range)
    // `title ?? "Untitled"` is localizable only when `title` is: then the literal is too.
    if units.count >= 3, let last = units.last, isSingleLiteral(last.lowerBound..<(last.upperBound + 1)),
      tokens[last.lowerBound].kind == .string, isOperator(units[units.count - 2].lowerBound, "??")
    {
      let left = units[units.count - 3]
      let name = tokens[left.lowerBound].kind == .identifier && left.count == 1 ? text(of: tokens[left.lowerBound]) : nil
      return name.map(localizableNames.contains) == true ? [tokens[last.lowerBound].literal] : []
    }
    guard let question = units.firstIndex(where: { $0.count == 1 && isOperator($0.lowerBound, "?") }), question > 0,
      let colon = units[(question + 1)...].firstIndex(where: { $0.count == 1 && isPunctuation($0.lowerBound, SwiftByte.colon) })
    else { return [] }
    let whenTrue = units[question + 1].lowerBound..<units[colon].lowerBound
    let whenFalse = (units[colon].upperBound + 1)..<range.upperBound
    let trueKeys = keyLiterals(in: whenTrue, localizableNames: localizableNames)
    let falseKeys = keyLiterals(in: whenFalse, localizableNames: localizableNames)
    // `c ? name : "Route List"` has the type of `name`: a key only when `name` is declared
    // localizable; otherwise a `String`, which an API's `StringProtocol` overload takes.
    if trueKeys.isEmpty != falseKeys.isEmpty, !isLocalizableName(trueKeys.isEmpty ? whenTrue : whenFalse, localizableNames) {
      return []
    }
    return trueKeys + falseKeys
  }

  /// Whether a value ends on a name declared with a localizable type (`key`, `model.key`).
  private func isLocalizableName(_ range: Range<Int>, _ localizableNames: Set<String>) -> Bool {
    var last = range.lowerBound
    var cursor = range.lowerBound
    while cursor < range.upperBound {
      last = cursor
      cursor = tokens[cursor].next
    }
    guard !range.isEmpty, tokens[last].kind == .identifier else { return false }
    return localizableNames.contains(text(of: tokens[last]))
  }

  /// The literals given as the value of a property declared `LocalizedStringResource` or
  /// `String.LocalizationValue` (`static var title: LocalizedStringResource = "Refresh"`, or a
  /// computed one's single literal); `LocalizedStringKey` ones are ``localizedStringKeyValues()``'s.
  func localizableValues(seen: inout Set<Int>) -> [Extracted] {
    var found: [Extracted] = []
    for index in tokens.indices
    where tokens[index].kind == .identifier && (tokens[index].count == 23 || tokens[index].count == 17) {
      guard
        equals(tokens[index], "LocalizedStringResource")
          || (equals(tokens[index], "LocalizationValue") && isPunctuation(index - 1, SwiftByte.dot)),
        index > 1
      else { continue }
      let typeStart = equals(tokens[index], "LocalizationValue") ? index - 2 : index
      guard isPunctuation(typeStart - 1, SwiftByte.colon) || isOperator(typeStart - 1, "->") else { continue }
      var cursor = index + 1
      if isOperator(cursor, "?") { cursor += 1 }
      guard isOperator(cursor, "=") || isPunctuation(cursor, SwiftByte.openBrace) else { continue }
      let start = cursor + 1
      let end =
        isOperator(cursor, "=") ? endOfArgument(from: start, upTo: tokens.count) : matchingClose(from: cursor, upTo: tokens.count)
      var valueEnd = start
      // Up to the end of the line at the value's level: `= "a"` followed by another statement.
      while valueEnd < end {
        if valueEnd > start, bytes[tokens[valueEnd - 1].end..<tokens[valueEnd].start].contains(where: SwiftByte.isLineBreak) {
          break
        }
        valueEnd = tokens[valueEnd].next
      }
      if isPunctuation(cursor, SwiftByte.openBrace) {
        // A computed value's results.
        var inner = start
        while inner < end {
          // `return "…"`, a switch's `case .a: "…"`, an `if`'s `{ "…" }`.
          let opens =
            inner > start
            && (equals(tokens[inner - 1], "return") || isPunctuation(inner - 1, SwiftByte.colon)
              || isPunctuation(inner - 1, SwiftByte.openBrace))
          if tokens[inner].kind == .string, opens,
            tokens[inner].next >= end
              || bytes[tokens[inner].end..<tokens[tokens[inner].next].start].contains(where: SwiftByte.isLineBreak)
              || isPunctuation(tokens[inner].next, SwiftByte.closeBrace),
            seen.insert(tokens[inner].literal).inserted
          {
            found.append(Extracted(literal: tokens[inner].literal, table: LocalizationCall.defaultTable))
          }
          inner = tokens[inner].next
        }
        continue
      }
      for literal in keyLiterals(in: start..<min(valueEnd, end)) where seen.insert(literal).inserted {
        found.append(Extracted(literal: literal, table: LocalizationCall.defaultTable))
      }
    }
    return found
  }

  /// The literals assigned to a variable declared with a localizable type (`title = "Done"`,
  /// `self.title = "Done"`).
  func assignedValues(to names: Set<String>, seen: inout Set<Int>) -> [Extracted] {
    guard !names.isEmpty else { return [] }
    var found: [Extracted] = []
    for index in tokens.indices where tokens[index].kind == .string {
      guard index >= 2, isOperator(index - 1, "="), tokens[index - 2].kind == .identifier,
        names.contains(text(of: tokens[index - 2])),
        !(index >= 3 && (equals(tokens[index - 3], "let") || equals(tokens[index - 3], "var"))),
        !isPunctuation(tokens[index].next, SwiftByte.dot), !isOperator(tokens[index].next, "+"),
        seen.insert(tokens[index].literal).inserted
      else { continue }
      found.append(Extracted(literal: tokens[index].literal, table: LocalizationCall.defaultTable))
    }
    return found
  }

  /// The raw values of an enum whose raw type is localizable (`enum Stage: LocalizedStringKey {
  /// case loading = "Loading" }`).
  func enumRawValues(seen: inout Set<Int>) -> [Extracted] {
    var found: [Extracted] = []
    for index in tokens.indices where tokens[index].kind == .identifier && tokens[index].count == 4 {
      guard equals(tokens[index], "enum"), index + 3 < tokens.count, isPunctuation(index + 2, SwiftByte.colon) else { continue }
      var cursor = index + 3
      var localizable = false
      while cursor < tokens.count, !isPunctuation(cursor, SwiftByte.openBrace) {
        if equals(tokens[cursor], "LocalizedStringKey") || equals(tokens[cursor], "LocalizedStringResource") {
          localizable = true
        }
        cursor += 1
      }
      guard localizable, cursor < tokens.count else { continue }
      let close = matchingClose(from: cursor, upTo: tokens.count)
      var inner = cursor + 1
      while inner < close {
        if tokens[inner].kind == .string, isOperator(inner - 1, "="), seen.insert(tokens[inner].literal).inserted {
          found.append(Extracted(literal: tokens[inner].literal, table: LocalizationCall.defaultTable))
        }
        inner = tokens[inner].next
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
