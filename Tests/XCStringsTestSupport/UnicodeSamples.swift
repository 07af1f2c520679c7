/// Texts that tell exact comparison (by Unicode scalars) from `String ==`.
public enum UnicodeSamples {
  /// Precomposed and decomposed spellings of the same visible texts.
  public static let canonicallyEquivalentPairs: [(String, String)] = [
    ("caf\u{E9}", "cafe\u{301}"),
    ("\u{C5}ngstr\u{F6}m", "A\u{30A}ngstro\u{308}m"),
    ("\u{1E9B}\u{323}", "\u{17F}\u{323}\u{307}"),
    ("\u{D55C}", "\u{1112}\u{1161}\u{11AB}"),
  ]
}
