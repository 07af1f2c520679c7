/// A command-line option a command accepts.
struct OptionSpec {
  /// The long name without dashes (`check` for `--check`).
  var name: String
  /// The placeholder for the value, or `nil` for a flag.
  var valueName: String?
  /// One line of help.
  var help: String
  /// A one-letter alias without the dash (`o` for `-o`), if any.
  var short: Character? = nil
}

/// A usage error: printed with the command's usage, exit code 64.
struct UsageError: Error {
  var message: String
}

/// The parsed arguments of one command.
struct ParsedArguments {
  var positional: [String] = []
  var flags: Set<String> = []
  var values: [String: [String]] = [:]

  func flag(_ name: String) -> Bool { flags.contains(name) }
  func value(_ name: String) -> String? { values[name]?.last }
  func allValues(_ name: String) -> [String] { values[name] ?? [] }

  /// Values given as a comma-separated list, possibly over several occurrences.
  func list(_ name: String) -> [String] {
    allValues(name).flatMap { $0.split(separator: ",").map { String($0).trimmed } }.filter { !$0.isEmpty }
  }

  /// Parses `arguments` against `options`. `--` ends options, so paths may start with a dash.
  static func parse(_ arguments: [String], options: [OptionSpec]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var onlyPositional = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
        parsed.positional.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositional = true
        continue
      }
      var name: String
      var inlineValue: String?
      if !argument.hasPrefix("--") {
        // `-o DIR` (or `-oDIR`): a one-letter alias of a long option.
        let letter = argument.dropFirst().first!
        guard let spec = options.first(where: { $0.short == letter }) else {
          throw UsageError(message: "unknown option '\(argument)'")
        }
        name = spec.name
        let rest = argument.dropFirst(2)
        if !rest.isEmpty {
          guard spec.valueName != nil else { throw UsageError(message: "unknown option '\(argument)'") }
          inlineValue = String(rest)
        }
      } else {
        name = String(argument.dropFirst(2))
      }
      if argument.hasPrefix("--"), let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard let spec = options.first(where: { $0.name == name }) else {
        throw UsageError(message: "unknown option '--\(name)'")
      }
      if spec.valueName == nil {
        if inlineValue != nil { throw UsageError(message: "option '--\(name)' takes no value") }
        parsed.flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else { throw UsageError(message: "option '--\(name)' needs a value") }
        value = arguments[index]
        index += 1
      }
      parsed.values[name, default: []].append(value)
    }
    return parsed
  }
}

extension String {
  var trimmed: String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " { scalars.removeFirst() }
    while let last = scalars.last, last == " " { scalars.removeLast() }
    return String(scalars)
  }
}
