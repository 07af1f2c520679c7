/// One associated value of an enum case, by the case's name and the value's position:
/// `case everyHours(UInt8, label: String)` declares `everyHours` 0 and 1.
///
/// A pattern (`case .everyHours(let h, _)`) binds its names to these; the case's declaration
/// may be in any file of the target, so the type is looked up when keys are built.
package struct AssociatedValue: Hashable, Sendable {
  /// The case's name, without its type (`everyHours`).
  package var enumCase: String
  /// The value's position in the case's list, from 0.
  package var position: Int

  /// The value at `position` of the case named `enumCase`.
  package init(enumCase: String, position: Int) {
    self.enumCase = enumCase
    self.position = position
  }
}
