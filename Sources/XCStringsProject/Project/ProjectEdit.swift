/// One object a project migration removes, adds or changes, for `--dry-run` and `--report`.
package struct ProjectEdit: Sendable, Equatable, CustomStringConvertible {
  /// What happens to the object.
  package enum Action: String, Sendable, Equatable {
    /// The object is deleted.
    case removed
    /// The object is created.
    case added
    /// The object stays, with a list or setting changed.
    case changed
  }

  /// What happens to the object.
  package var action: Action
  /// The object's identifier.
  package var id: String
  /// The object's class.
  package var isa: ProjectISA
  /// The name Xcode shows for it (`Localizable.strings`, `en`, `Localizable.xcstrings in Resources`).
  package var name: String
  /// For a change, what changed (`children: -Localizable.strings +Localizable.xcstrings`).
  package var detail: String?

  /// Creates an edit record.
  package init(_ action: Action, id: String, isa: ProjectISA, name: String, detail: String? = nil) {
    self.action = action
    self.id = id
    self.isa = isa
    self.name = name
    self.detail = detail
  }

  /// `removed PBXVariantGroup 96B86AF729C6561E00844DF4 Localizable.strings`, with the detail
  /// after a colon for a change.
  package var description: String {
    "\(action.rawValue) \(isa) \(id) \(name)" + (detail.map { ": \($0)" } ?? "")
  }
}
