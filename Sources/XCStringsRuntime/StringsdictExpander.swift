/// Expands the `%#@name@` references of a `.stringsdict` entry into one format string, choosing
/// each variable's form by the argument it reads and the language's plural rules.
///
/// A reference reads an argument like any conversion: `%N$#@name@` the N-th, otherwise the next
/// one. The chosen form replaces the reference as it is written, so its own conversion reads the
/// same argument; when the reference is numbered and the form has one unnumbered conversion, the
/// form's conversion is numbered alike, so that references in any order read their own argument.
/// A form that references further variables is expanded in turn.
struct StringsdictExpander {
  /// The language whose plural rules choose the forms.
  var language: String
  /// The arguments of the lookup.
  var arguments: [FormatArgument]

  static let pluralRuleType = "NSStringPluralRuleType"
  static let deviceRuleType = "NSStringDeviceSpecificRuleType"
  static let formatKey = "NSStringLocalizedFormatKey"

  /// The format string of a `.stringsdict` entry, or `nil` when the entry has none.
  func format(of entry: [String: Any]) -> String? {
    if let devices = entry[Self.deviceRuleType] as? [String: Any] {
      // Off Apple's platforms no device class applies but `other`.
      switch devices["other"] {
      case let text as String: return text
      case let nested as [String: Any]: return format(of: nested)
      default: return nil
      }
    }
    guard let format = entry[Self.formatKey] as? String else { return nil }
    return expand(format, variables: entry, depth: 0)
  }

  private func expand(_ format: String, variables: [String: Any], depth: Int) -> String {
    let bytes = Array(format.utf8)
    var result: [UInt8] = []
    var cursor = 0
    var ordinal = 0
    for token in FormatToken.scan(bytes) {
      switch token.kind {
      case .percent:
        continue
      case .argument:
        if token.position == nil { ordinal += 1 + token.starArguments }
      case .variable(let name):
        let position = token.position ?? ordinal + 1
        if token.position == nil { ordinal += 1 }
        // Nested references are followed a few levels deep and the text kept to a bounded size,
        // so that a hostile table cannot make a lookup build an enormous string.
        guard depth < 8, result.count < 65_536, let variable = variables[name] as? [String: Any] else { continue }
        var text = form(of: variable, argument: position)
        if depth < 7 { text = expand(text, variables: variables, depth: depth + 1) }
        if token.position != nil { text = numbering(text, as: position) }
        result += bytes[cursor..<token.range.lowerBound]
        result += Array(text.utf8)
        cursor = token.range.upperBound
      }
    }
    result += bytes[cursor...]
    return String(decoding: result, as: UTF8.self)
  }

  /// The form a plural variable chooses for argument `position`: `zero` for the number 0
  /// wherever the variable has it (Apple's run time does so in every language), else the
  /// language's category, else `other`.
  func form(of variable: [String: Any], argument position: Int) -> String {
    guard variable["NSStringFormatSpecTypeKey"] as? String == Self.pluralRuleType else {
      return variable["other"] as? String ?? ""
    }
    let operands = position >= 1 && position <= arguments.count ? arguments[position - 1].pluralOperands : nil
    guard let operands else { return variable["other"] as? String ?? "" }
    if operands.n == 0, let zero = variable["zero"] as? String { return zero }
    let category = CardinalRules.category(operands, language: language)
    return variable[category] as? String ?? variable["other"] as? String ?? ""
  }

  /// `text` with its single unnumbered conversion numbered `position`, when it has exactly one
  /// and no numbered one.
  private func numbering(_ text: String, as position: Int) -> String {
    let bytes = Array(text.utf8)
    let arguments = FormatToken.scan(bytes).filter { if case .argument = $0.kind { return true } else { return false } }
    guard arguments.count == 1, let only = arguments.first, only.position == nil, only.starArguments == 0 else { return text }
    var result = Array(bytes[..<only.range.lowerBound])
    result += Array("%\(position)$".utf8)
    result += bytes[(only.range.lowerBound + 1)...]
    return String(decoding: result, as: UTF8.self)
  }
}
