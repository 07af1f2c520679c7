import XCStringsKit

/// `dump`: prints what the readers parsed, as JSON, for scripts and bug reports.
enum DumpCommand: Command {
  static let name = "dump"
  static let summary = "Print what was parsed from .strings/.stringsdict files as JSON."
  static let usage = "dump <file.strings|file.stringsdict>..."
  static let discussion = """
    For a .strings file prints an array of {"key", "value", "comment", "line"} in file order,
    duplicates included; for a .stringsdict file prints its entries and rules. With several
    files the output is one object keyed by path. Diagnostics go to standard error; the exit
    code is 1 if any file had an error.
    """
  static let options: [OptionSpec] = []

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
    guard !arguments.positional.isEmpty else { throw UsageError(message: "no file given") }
    var documents = KeyedList<JSONValue>()
    var failed = false
    for path in arguments.positional {
      do {
        if path.hasSuffix(".stringsdict") {
          let table = try StringsdictTable(contentsOf: path)
          io.report(table.diagnostics)
          documents[path] = .array(table.entries.map(json))
        } else {
          let table = try StringsTable(contentsOf: path)
          io.report(table.diagnostics)
          documents[path] = .array(
            table.entries.map { entry in
              .object([
                "key": .string(entry.key), "value": .string(entry.value), "comment": .optional(entry.comment),
                "line": .optional(entry.line),
              ])
            })
        }
      } catch {
        io.report([error])
        failed = true
      }
    }
    if documents.count == 1, arguments.positional.count == 1, let only = documents.values.first {
      io.out(only.serialized())
    } else if !documents.isEmpty {
      io.out(JSONValue.object(documents).serialized())
    }
    return failed ? ExitCode.failure : ExitCode.success
  }

  static func json(_ entry: StringsdictEntry) -> JSONValue {
    .object([
      "key": .string(entry.key), "line": .optional(entry.line), "comment": .optional(entry.comment),
      "rule": json(entry.rule),
    ])
  }

  static func json(_ rule: StringsdictRule) -> JSONValue {
    switch rule {
    case .format(let format):
      var variables = KeyedList<JSONValue>()
      for (name, variable) in format.variables {
        var forms = KeyedList<JSONValue>()
        for (category, text) in variable.forms { forms[category] = .string(text) }
        variables[name] = .object([
          "specType": .string(variable.specType), "valueType": .optional(variable.valueType),
          "forms": .object(forms), "line": .optional(variable.line),
        ])
      }
      return .object(["format": .string(format.format), "variables": .object(variables)])
    case .device(let devices):
      var values = KeyedList<JSONValue>()
      for (device, value) in devices {
        switch value {
        case .string(let text): values[device] = .string(text)
        case .rule(let nested): values[device] = json(nested)
        }
      }
      return .object(["device": .object(values)])
    case .width(let buckets):
      var values = KeyedList<JSONValue>()
      for (width, text) in buckets { values[width] = .string(text) }
      return .object(["width": .object(values)])
    case .unrecognized(let value):
      return .object(["unrecognized": value])
    }
  }
}
