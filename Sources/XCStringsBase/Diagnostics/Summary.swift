/// Wording shared by the summaries that the workflows and commands print.
public enum Summary {
  /// `1 key`, `2 keys`, `0 keys`; `plural` when adding `s` is wrong (`losses`).
  public static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(number) " + (number == 1 ? singular : plural ?? singular + "s")
  }
}
