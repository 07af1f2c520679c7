import XCStringsBase
import XCStringsModel

/// Turns a ``PlistNode`` tree into the typed stringsdict model, collecting warnings.
///
/// Nothing is dropped: values that fit no documented shape become ``StringsdictRule/unrecognized(_:)``
/// or land in `extraFields`, and entries that are not dictionaries are listed as skipped with
/// their value. Every warning names the file, line and key.
struct StringsdictModelBuilder {
  static let formatKey = "NSStringLocalizedFormatKey"
  static let specTypeKey = "NSStringFormatSpecTypeKey"
  static let valueTypeKey = "NSStringFormatValueTypeKey"
  static let deviceRuleKey = "NSStringDeviceSpecificRuleType"
  static let widthRuleKey = "NSStringVariableWidthRuleType"

  let path: String
  /// `nil` for binary property lists, whose diagnostics all point at line 1.
  let lines: LineTable?
  private(set) var diagnostics: [Diagnostic] = []
  private(set) var skipped: [StringsdictEntry.Skipped] = []

  init(path: String, lines: LineTable?) {
    self.path = path
    self.lines = lines
  }

  // MARK: - Locations

  func location(_ offset: Int?) -> SourceLocation {
    guard let offset, let lines else { return .file(path) }
    return lines.location(ofOffset: offset, path: path)
  }

  // Entries and their variables are read in file order: each line is looked up from the last.
  private var lineHint = 0

  mutating func line(_ offset: Int?) -> Int {
    guard let offset, let lines else { return 1 }
    return lines.line(ofOffset: offset, hint: &lineHint)
  }

  private mutating func warn(_ message: String, at offset: Int?, notes: [Diagnostic] = []) {
    diagnostics.append(Diagnostic(.warning, message, at: location(offset), notes: notes))
  }

  // MARK: - Table

  /// Builds the table; a root that is not a dictionary is an error at `rootOffset`.
  mutating func table(root: PlistNode?, rootOffset: Int?) throws(Diagnostic) -> StringsdictTable {
    guard let root, case .dictionary(let members) = root.kind else {
      let found = root?.kindDescription ?? "an empty plist"
      throw Diagnostic.error(
        "root of a .stringsdict must be a dictionary, found \(found)", at: location(root?.offset ?? rootOffset))
    }
    var entries: [StringsdictEntry] = []
    var firstOffsets: [ExactKey: Int?] = [:]
    for member in members {
      let key = ExactKey(member.key)
      if let first = firstOffsets[key] {
        warn(
          "duplicate key '\(member.key)'; the later value wins", at: member.keyOffset,
          notes: [.note("'\(member.key)' was first defined here", at: location(first))])
      } else {
        firstOffsets[key] = member.keyOffset
      }
      guard case .dictionary(let fields) = member.value.kind else {
        let reason = "the value is \(member.value.kindDescription), not a dictionary"
        warn("entry '\(member.key)' is skipped: \(reason)", at: member.keyOffset)
        skipped.append(
          StringsdictEntry.Skipped(
            key: member.key, line: line(member.keyOffset), reason: reason, value: member.value.jsonValue))
        continue
      }
      // The entry's line before its variables', so that lines are asked for in file order.
      let entryLine = line(member.keyOffset)
      let rule = rule(fields, node: member.value, entry: member.key, subject: "entry '\(member.key)'")
      entries.append(StringsdictEntry(key: member.key, line: entryLine, comment: member.comment, rule: rule))
    }
    return StringsdictTable(entries: entries, diagnostics: diagnostics, skipped: skipped)
  }

  // MARK: - Rules

  /// The members with duplicate keys merged (first position, later value), each duplicate warned.
  private mutating func unique(_ members: [PlistNode.Member], in entry: String) -> [PlistNode.Member] {
    // A rule's dictionary holds a handful of keys, nearly always distinct: comparing each with
    // the ones before it costs less than hashing them, and the members come back as they are.
    if members.count <= 16 {
      var distinct = true
      for index in members.indices where distinct {
        for earlier in 0..<index where members[earlier].key.isIdentical(to: members[index].key) {
          distinct = false
          break
        }
      }
      if distinct { return members }
    }
    var positions: [ExactKey: Int] = [:]
    var result: [PlistNode.Member] = []
    for member in members {
      if let position = positions[ExactKey(member.key)] {
        warn(
          "duplicate key '\(member.key)' in '\(entry)'; the later value wins", at: member.keyOffset,
          notes: [.note("'\(member.key)' was first defined here", at: location(result[position].keyOffset))])
        result[position].value = member.value
      } else {
        positions[ExactKey(member.key)] = result.count
        result.append(member)
      }
    }
    return result
  }

  /// Classifies a dictionary as a format, device or width rule, or keeps it verbatim.
  /// `subject` names it in warnings ("entry 'k'", "device 'ipad' of 'k'").
  private mutating func rule(
    _ members: [PlistNode.Member], node: PlistNode, entry: String, subject: @autoclosure () -> String
  ) -> StringsdictRule {
    let fields = unique(members, in: entry)
    if let format = fields.first(where: { $0.key.isIdentical(to: Self.formatKey) }) {
      guard let text = format.value.text else {
        warn(
          "'\(Self.formatKey)' of '\(entry)' is \(format.value.kindDescription), not a string",
          at: format.value.offset)
        return .unrecognized(node.jsonValue)
      }
      return .format(formatRule(text, at: format.value.offset, fields: fields, entry: entry))
    }
    if fields.count == 1, case .dictionary(let inner) = fields[0].value.kind {
      if fields[0].key.isIdentical(to: Self.deviceRuleKey) {
        return .device(deviceRule(unique(inner, in: entry), entry: entry))
      }
      if fields[0].key.isIdentical(to: Self.widthRuleKey), let widths = widthRule(unique(inner, in: entry), entry: entry) {
        return .width(widths)
      }
    }
    warn("\(subject()) is not a format, device or width rule", at: node.offset)
    return .unrecognized(node.jsonValue)
  }

  private mutating func deviceRule(_ members: [PlistNode.Member], entry: String) -> KeyedList<StringsdictDeviceValue> {
    var devices = KeyedList<StringsdictDeviceValue>()
    for member in members {
      if !StringsdictRule.knownDevices.contains(member.key) {
        warn("device rule of '\(entry)' has unknown device '\(member.key)'", at: member.keyOffset)
      }
      if let text = member.value.text {
        devices[member.key] = .string(text)
      } else if case .dictionary(let inner) = member.value.kind {
        devices[member.key] = .rule(
          rule(inner, node: member.value, entry: entry, subject: "device '\(member.key)' of '\(entry)'"))
      } else {
        warn(
          "device '\(member.key)' of '\(entry)' is \(member.value.kindDescription), not a string or a rule",
          at: member.value.offset)
        devices[member.key] = .rule(.unrecognized(member.value.jsonValue))
      }
    }
    return devices
  }

  /// The widths, or `nil` when a value is not a string (the rule is then kept verbatim).
  private mutating func widthRule(_ members: [PlistNode.Member], entry: String) -> KeyedList<String>? {
    var widths = KeyedList<String>()
    for member in members {
      guard let text = member.value.text else { return nil }
      widths[member.key] = text
    }
    for member in members where Int(member.key) == nil {
      warn("width '\(member.key)' of '\(entry)' is not a number", at: member.keyOffset)
    }
    return widths
  }

  // MARK: - Format rules

  private mutating func formatRule(
    _ format: String, at formatOffset: Int?, fields: [PlistNode.Member], entry: String
  ) -> FormatRule {
    var rule = FormatRule(format: format)
    let references = FormatVariableReference.references(in: format)
    var referenced = references.map(\.name)
    for reference in references where reference.isMalformed {
      let bytes = Array(format.utf8)[reference.range]
      warn(
        "'\(String(decoding: bytes, as: UTF8.self))' in '\(entry)' is not a valid variable reference; it is read as "
          + "variable '\(reference.name)' (the valid form is '\(reference.validSpelling)')", at: formatOffset)
    }
    var lacksSpecType: [String] = []
    for member in fields where !member.key.isIdentical(to: Self.formatKey) {
      if case .dictionary(let inner) = member.value.kind,
        let variable = variable(unique(inner, in: entry), name: member.key, at: member.keyOffset, entry: entry)
      {
        rule.variables[member.key] = variable
        for form in variable.forms.values {
          referenced.append(contentsOf: FormatVariableReference.references(in: form).map(\.name))
        }
      } else {
        if case .dictionary = member.value.kind { lacksSpecType.append(member.key) }
        rule.extraFields[member.key] = member.value.jsonValue
      }
    }
    var reported = Set<ExactKey>()
    for name in referenced where !rule.variables.contains(name) && reported.insert(ExactKey(name)).inserted {
      if lacksSpecType.contains(where: { $0.isIdentical(to: name) }) {
        let offset = fields.first { $0.key.isIdentical(to: name) }?.keyOffset
        warn("variable '\(name)' of '\(entry)' has no '\(Self.specTypeKey)'", at: offset)
      } else {
        warn("variable '\(name)' referenced in '\(entry)' is not defined", at: formatOffset)
      }
    }
    // A format references a variable or two: a search beats hashing them.
    for name in rule.variables.keys where !referenced.contains(where: { $0.isIdentical(to: name) }) {
      let offset = fields.first { $0.key.isIdentical(to: name) }?.keyOffset
      warn("variable '\(name)' of '\(entry)' is defined but not referenced", at: offset)
    }
    return rule
  }

  /// A variable from its dictionary, or `nil` when it has no `NSStringFormatSpecTypeKey` text.
  private mutating func variable(
    _ members: [PlistNode.Member], name: String, at keyOffset: Int?, entry: String
  ) -> FormatVariable? {
    guard let spec = members.first(where: { $0.key.isIdentical(to: Self.specTypeKey) }),
      let specType = spec.value.text
    else { return nil }
    let isPlural = specType.isIdentical(to: FormatVariable.pluralRuleType)
    if !isPlural {
      warn("variable '\(name)' of '\(entry)' has unknown rule type '\(specType)'", at: spec.value.offset)
    }
    var variable = FormatVariable(specType: specType, valueType: nil, forms: [:], line: line(keyOffset))
    for member in members where !member.key.isIdentical(to: Self.specTypeKey) {
      if member.key.isIdentical(to: Self.valueTypeKey), let valueType = member.value.text {
        variable.valueType = valueType
      } else if !member.key.isIdentical(to: Self.valueTypeKey), let text = member.value.text {
        if isPlural && !PluralCategory.allKnown.contains(PluralCategory(rawValue: member.key)) {
          warn("plural variable '\(name)' of '\(entry)' has unknown category '\(member.key)'", at: member.keyOffset)
        }
        variable.forms[member.key] = text
      } else {
        variable.extraFields[member.key] = member.value.jsonValue
      }
    }
    if isPlural && !variable.forms.contains("other") {
      warn("plural variable '\(name)' of '\(entry)' has no 'other' form", at: keyOffset)
    }
    return variable
  }
}
