import XCStringsBase

/// The JSON report of a merge (`merge --report`): the same conflicts and notes as the
/// messages, with each side's value and state apart.
enum MergeReport {
  /// `{"file", "status", "conflicts": [...], "notes": [...], "warnings": [...]}`.
  static func json(_ outcome: CatalogMergeResult, name: String) -> JSONValue {
    var conflicts: [JSONValue] = []
    for (conflict, location) in zip(outcome.conflicts, outcome.locations) {
      var fields = KeyedList<JSONValue>()
      fields["key"] = .optional(conflict.site.key)
      fields["language"] = .optional(conflict.site.language?.rawValue)
      fields["path"] = .string(conflict.site.path)
      switch conflict.kind {
      case .differentValues: fields["kind"] = .string("different-values")
      case .differentShapes: fields["kind"] = .string("different-shapes")
      case .deletedAndChanged(let side):
        fields["kind"] = .string("deleted-and-changed")
        fields["deletedIn"] = .string(side.rawValue)
      }
      fields["base"] = value(conflict.base)
      fields["ours"] = value(conflict.ours)
      fields["theirs"] = value(conflict.theirs)
      fields["taken"] = .string(conflict.taken.rawValue)
      fields["resolved"] = .bool(conflict.isResolved)
      fields["file"] = .string(location.path)
      fields["line"] = .optional(location.line)
      fields["column"] = .optional(location.column)
      fields["message"] = .string(conflict.description)
      conflicts.append(.object(fields))
    }
    let status = outcome.status == .conflicted ? "conflicted" : "merged"
    return .object([
      "file": .string(name), "status": .string(status), "conflicts": .array(conflicts),
      "notes": .array(outcome.notes.map(\.json)), "warnings": .array(outcome.inputDiagnostics.map(\.json)),
    ])
  }

  private static func value(_ value: MergeConflict.Value?) -> JSONValue {
    guard let value else { return .null }
    var fields = KeyedList<JSONValue>()
    fields[value.isDescription ? "shape" : "value"] = .string(value.text)
    if let state = value.state { fields["state"] = .string(state.rawValue) }
    return .object(fields)
  }
}
