import XCStringsBase

extension LocalizationCallFinder {
  /// The file's declarations (``SwiftDeclarations``).
  func declarations() -> SwiftDeclarations {
    var found = SwiftDeclarations()
    var enclosing: String?
    // The types whose bodies the scan is in, each with the count of open braces inside its
    // body; a type named but whose body has not opened yet.
    var bodies: [(name: String, depth: Int)] = []
    var pendingBody: String?
    let closeOfBrace = braceCloses()
    var openBraces: [Int] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      defer { index = max(index + 1, token.kind == .string ? token.next : index + 1) }
      if token.kind == .punctuation {
        if bytes[token.start] == SwiftByte.openBrace {
          openBraces.append(index)
          if let name = pendingBody {
            bodies.append((name, openBraces.count))
            pendingBody = nil
          }
        }
        if bytes[token.start] == SwiftByte.closeBrace, !openBraces.isEmpty {
          openBraces.removeLast()
          while let last = bodies.last, last.depth > openBraces.count { bodies.removeLast() }
        }
        continue
      }
      guard token.kind == .identifier else { continue }
      if equals(token, "struct") || equals(token, "class") || equals(token, "enum") || equals(token, "extension")
        || equals(token, "actor")
      {
        if index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
          enclosing = text(of: tokens[index + 1])
          // `class func`, `class var`: a modifier, not a type.
          if let first = bytes[tokens[index + 1].start...].first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
            pendingBody = text(of: tokens[index + 1])
          }
        }
        continue
      }
      if equals(token, "ForEach") || equals(token, "for") {
        for (name, binding) in rangeLoopBindings(at: index, closeOfBrace: closeOfBrace) {
          found.scopedBindings[name, default: []].append(binding)
        }
      }
      if equals(token, "onChange") {
        for (name, binding) in changeActionBindings(at: index, closeOfBrace: closeOfBrace) {
          found.scopedBindings[name, default: []].append(binding)
        }
      }
      if equals(token, "case") {
        for (name, binding) in casePatternBindings(at: index, openBraces: openBraces, closeOfBrace: closeOfBrace) {
          found.scopedBindings[name, default: []].append(binding)
        }
        for (value, type) in associatedTypes(ofCaseAt: index) { found.associatedTypes[value, default: []].append(type) }
      }
      if equals(token, "func") || equals(token, "init") {
        scanFunction(at: index, typeName: enclosing, into: &found)
        continue
      }
      guard index + 2 < tokens.count else { continue }
      let isBinding = index > 0 && (equals(tokens[index - 1], "let") || equals(tokens[index - 1], "var"))
      if isPunctuation(index + 1, SwiftByte.colon), let type = typeName(at: index + 2) {
        let before = index > 0 ? tokens[index - 1] : nil
        let isParameter =
          before.map {
            ($0.kind == .punctuation && (bytes[$0.start] == SwiftByte.openParenthesis || bytes[$0.start] == SwiftByte.comma))
              || ($0.kind == .identifier && !equals($0, "case") && !declaresType($0))
          } ?? false
        if isBinding || isParameter { found.types[text(of: token), default: []].append(type) }
        if isBinding, let body = bodies.last, body.depth == openBraces.count {
          found.members[body.name, default: [:]][text(of: token), default: []].append(type)
        }
        if isBinding, let scope = bindingScope(nameAt: index, openBraces: openBraces, closeOfBrace: closeOfBrace) {
          found.scopedBindings[text(of: token), default: []].append(ScopedBinding(start: scope.start, end: scope.end, type: type))
        }
        // A stored property of a localizable type is a parameter of the memberwise initializer.
        if type == "LocalizedStringKey" || type == "LocalizedStringResource" || type == "LocalizationValue" {
          if isBinding, let enclosing {
            found.keyParameters.append(KeyParameter(function: enclosing, label: text(of: token), position: -1))
          }
          if isBinding { found.localizableNames.insert(text(of: token)) }
        }
      } else if isBinding, isOperator(index + 1, "=") {
        let scope = bindingScope(nameAt: index, openBraces: openBraces, closeOfBrace: closeOfBrace)
        if let type = literalType(at: index + 2) {
          found.types[text(of: token), default: []].append(type)
          if let body = bodies.last, body.depth == openBraces.count {
            found.members[body.name, default: [:]][text(of: token), default: []].append(type)
          }
          if let scope {
            found.scopedBindings[text(of: token), default: []].append(
              ScopedBinding(start: scope.start, end: scope.end, type: type))
          }
        } else {
          var end = index + 2
          while end < tokens.count,
            end == index + 2 || !bytes[tokens[end - 1].end..<tokens[end].start].contains(where: SwiftByte.isLineBreak)
          {
            // A value ends at a brace, a `;`, the `,` before another clause or binding, and the
            // `else` of a `guard`.
            if isPunctuation(end, SwiftByte.openBrace) || isPunctuation(end, SwiftByte.closeBrace)
              || isPunctuation(end, UInt8(ascii: ";")) || isPunctuation(end, SwiftByte.comma)
              || (tokens[end].kind == .identifier && equals(tokens[end], "else"))
            {
              break
            }
            if isPunctuation(end, SwiftByte.openParenthesis) || isPunctuation(end, SwiftByte.openBracket) {
              end = matchingClose(from: end, upTo: tokens.count) + 1
              continue
            }
            end = tokens[end].next
          }
          if end > index + 2 {
            let hint = hint(ofValue: (index + 2)..<min(end, tokens.count))
            if hint != .unknown { found.valueHints[text(of: token), default: []].append(hint) }
            if hint != .unknown, let scope {
              found.scopedBindings[text(of: token), default: []].append(
                ScopedBinding(start: scope.start, end: scope.end, hint: hint))
            }
          }
        }
      } else if equals(token, "case"), index + 2 < tokens.count, tokens[index + 1].kind == .identifier,
        isPunctuation(index + 2, SwiftByte.openParenthesis)
      {
        // `case failed(reason: LocalizedStringKey)`: `.failed(reason: "…")` extracts its literal.
        let close = matchingClose(from: index + 2, upTo: tokens.count)
        var start = index + 3
        var position = 0
        while start < close {
          let end = endOfArgument(from: start, upTo: close)
          if let colon = (start..<end).first(where: { isPunctuation($0, SwiftByte.colon) }), colon > start,
            isLocalizableType((colon + 1)..<end)
          {
            found.keyParameters.append(
              KeyParameter(function: text(of: tokens[index + 1]), label: text(of: tokens[start]), position: position))
          } else if isLocalizableType(start..<end), !(start..<end).contains(where: { isPunctuation($0, SwiftByte.colon) }) {
            found.keyParameters.append(KeyParameter(function: text(of: tokens[index + 1]), label: nil, position: position))
          }
          position += 1
          start = end + 1
        }
      }
    }
    return found
  }

  /// Whether `token` opens a type's declaration, whose name a `:` follows with the types it
  /// inherits from (`class Helper: NSObject`): no declared type of that name.
  private func declaresType(_ token: SwiftToken) -> Bool {
    ["class", "struct", "enum", "extension", "actor", "protocol", "associatedtype"].contains { equals(token, $0) }
  }

  /// The type named at `index` (`Int`, `Swift.Int` → `Int`, `[Int]` → `Array`, `Int?` →
  /// `Int`), when it is a type and not an expression (`Foo.bar`, `Foo(`).
  private func typeName(at index: Int) -> String? {
    guard index < tokens.count else { return nil }
    if isPunctuation(index, SwiftByte.openBracket) { return "Array" }
    guard tokens[index].kind == .identifier, let first = bytes[tokens[index].start...].first,
      first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
    else { return nil }
    var cursor = index
    while isPunctuation(cursor + 1, SwiftByte.dot), cursor + 2 < tokens.count, tokens[cursor + 2].kind == .identifier {
      cursor += 2
    }
    let name = text(of: tokens[cursor])
    if isPunctuation(cursor + 1, SwiftByte.openParenthesis) { return nil }
    if cursor > index, let start = name.utf8.first, start >= UInt8(ascii: "a"), start <= UInt8(ascii: "z") { return nil }
    return name
  }

  /// The type of the value starting at `index` when its first tokens show it: a literal,
  /// `T(…)`, `.count`.
  private func literalType(at index: Int) -> String? {
    guard index < tokens.count else { return nil }
    let token = tokens[index]
    let next = token.kind == .string ? token.next : index + 1
    let ends =
      next >= tokens.count || isPunctuation(next, SwiftByte.closeBrace) || isPunctuation(next, UInt8(ascii: ";"))
      || tokens[next].kind == .identifier || isPunctuation(next, SwiftByte.closeParenthesis)
      || isPunctuation(next, SwiftByte.comma)
    switch token.kind {
    case .integer: return ends ? "Int" : nil
    case .float: return ends ? "Double" : nil
    case .string: return ends ? "String" : nil
    case .identifier:
      if equals(token, "true") || equals(token, "false") { return ends ? "Bool" : nil }
      if let type = typeName(at: index), isPunctuation(index + 1, SwiftByte.openParenthesis) || type != text(of: token) {
        return nil
      }
      let name = text(of: token)
      if let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
        isPunctuation(index + 1, SwiftByte.openParenthesis)
      {
        return name
      }
      return nil
    default: return nil
    }
  }

  /// Reads `func name(…) -> T` or `init(…)`: the result type, and the parameters of a
  /// localizable type.
  private func scanFunction(at index: Int, typeName enclosing: String?, into found: inout SwiftDeclarations) {
    var cursor = index + 1
    let name: String
    if equals(tokens[index], "init") {
      guard let enclosing else { return }
      name = enclosing
      if isOperator(cursor, "?") || isOperator(cursor, "!") { cursor += 1 }
    } else {
      guard cursor < tokens.count, tokens[cursor].kind == .identifier else { return }
      name = text(of: tokens[cursor])
      cursor += 1
    }
    // Generic parameters.
    if isOperator(cursor, "<") {
      while cursor < tokens.count, !isOperator(cursor, ">"), !isPunctuation(cursor, SwiftByte.openParenthesis) { cursor += 1 }
      if isOperator(cursor, ">") { cursor += 1 }
    }
    guard isPunctuation(cursor, SwiftByte.openParenthesis) else { return }
    let close = matchingClose(from: cursor, upTo: tokens.count)
    // The parameters: `[label] [name]: Type [= default]`, separated at the list's own level.
    var position = 0
    var start = cursor + 1
    while start < close {
      let end = endOfArgument(from: start, upTo: close)
      if let colon = (start..<end).first(where: { isPunctuation($0, SwiftByte.colon) }), colon > start {
        let names = (start..<colon).filter { tokens[$0].kind == .identifier }
        let typeTokens = (colon + 1)..<end
        if isLocalizableType(typeTokens), let first = names.first {
          let label = text(of: tokens[first])
          found.keyParameters.append(KeyParameter(function: name, label: label == "_" ? nil : label, position: position))
        }
      }
      position += 1
      start = end + 1
    }
    cursor = close + 1
    while cursor < tokens.count,
      equals(tokens[cursor], "throws") || equals(tokens[cursor], "async") || equals(tokens[cursor], "rethrows")
    {
      cursor += 1
    }
    if isOperator(cursor, "->"), let type = typeName(at: cursor + 1) {
      found.results[name, default: []].append(type)
    }
  }

  /// Whether a parameter's type tokens are a localizable type (`LocalizedStringKey`,
  /// `LocalizedStringResource`, `String.LocalizationValue`, optional or not).
  private func isLocalizableType(_ range: Range<Int>) -> Bool {
    var names: [Int] = []
    for index in range {
      if isOperator(index, "=") { break }
      if tokens[index].kind == .identifier { names.append(index) }
    }
    guard let last = names.last else { return false }
    if names.count == 1 {
      return equals(tokens[last], "LocalizedStringKey") || equals(tokens[last], "LocalizedStringResource")
    }
    return names.count == 2 && equals(tokens[names[0]], "String") && equals(tokens[last], "LocalizationValue")
  }
}
