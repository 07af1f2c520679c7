/// Wording shared by the summaries that the workflows and commands print.
package enum Summary {
  /// `1 key`, `2 keys`, `0 keys`; `plural` when adding `s` is wrong (`losses`).
  package static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(number) " + (number == 1 ? singular : plural ?? singular + "s")
  }
}
