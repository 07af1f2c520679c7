extension Diagnostic {
  /// The diagnostic as a JSON object for reports: `severity`, `file`, `line`, `column` (the
  /// last three `null` when unknown), `message`, and `notes` when it has any.
  package var json: JSONValue { json(hints: Diagnostic.noHints) }

  /// ``json`` with the hint `hints` gives for each code in its message, as the report of a run
  /// holds its diagnostics as the run printed them.
  package func json(hints: Hints) -> JSONValue {
    var fields = KeyedList<JSONValue>()
    fields["severity"] = .string(severity.rawValue)
    fields["file"] = .optional(location?.path ?? path)
    fields["line"] = .optional(location?.line)
    fields["column"] = .optional(location?.column)
    fields["message"] = .string(hintedMessage(hints))
    if !notes.isEmpty { fields["notes"] = .array(notes.map { $0.json(hints: hints) }) }
    return .object(fields)
  }
}
