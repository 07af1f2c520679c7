extension Diagnostic {
  /// The diagnostic as a JSON object for reports: `severity`, `file`, `line`, `column` (the
  /// last three `null` when unknown), `message`, and `notes` when it has any.
  package var json: JSONValue {
    var fields = KeyedList<JSONValue>()
    fields["severity"] = .string(severity.rawValue)
    fields["file"] = .optional(location?.path ?? path)
    fields["line"] = .optional(location?.line)
    fields["column"] = .optional(location?.column)
    fields["message"] = .string(message)
    if !notes.isEmpty { fields["notes"] = .array(notes.map(\.json)) }
    return .object(fields)
  }
}
