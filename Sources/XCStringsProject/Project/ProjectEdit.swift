/// One object a project migration removes, adds or changes, for `--dry-run` and `--report`.
public struct ProjectEdit: Sendable, Equatable, CustomStringConvertible {
  /// What happens to the object.
  public enum Action: String, Sendable, Equatable {
    /// The object is deleted.
    case removed
    /// The object is created.
    case added
    /// The object stays, with a list or setting changed.
    case changed
  }

  /// What happens to the object.
  public var action: Action
  /// The object's identifier.
  public var id: String
  /// The object's class.
  package var isa: ProjectISA
  /// The name Xcode shows for it (`Localizable.strings`, `en`, `Localizable.xcstrings in Resources`).
  public var name: String
  /// For a change, what changed (`children: -Localizable.strings +Localizable.xcstrings`).
  public var detail: String?

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
  public var description: String {
    "\(action.rawValue) \(isa) \(id) \(name)" + (detail.map { ": \($0)" } ?? "")
  }
}
