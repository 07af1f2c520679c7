extension Diagnostic {
  /// The hint a program adds for a code, given the slot's values; `nil` when it has none. The
  /// tool's hints name its options; the library's own printing adds none.
  package typealias Hints = @Sendable (_ code: Code, _ values: [String]) -> String?

  /// Hints for no code.
  package static let noHints: Hints = { _, _ in nil }

  /// Where in a message the hint for its code goes, counted in UTF-8 bytes from the message's
  /// end, so that text put in front of the message later ("language …") leaves it in place.
  package struct HintSlot: Hashable, Sendable {
    /// The bytes of the message after the slot.
    package var tail = 0
    /// The bytes before `tail` that the hint replaces: a phrase the library says where the
    /// tool names its option ("the destination" for `--into`).
    package var replaced = 0
    /// What the hint names besides the option, such as the languages of `--language-map de-CH=de`.
    package var values: [String] = []
  }

  /// The diagnostic with `code`, whose hint goes in place of `phrase` where the message ends
  /// with `phrase` and then `tail` (or, with no `tail`, where it starts with `phrase`); with
  /// neither, at the message's end.
  package func coded(
    _ code: Code, replacing phrase: String = "", before tail: String = "", values: [String] = []
  ) -> Diagnostic {
    var coded = self
    coded.code = code
    coded.hintSlot.values = values
    if message.hasSuffix(phrase + tail) {
      coded.hintSlot.tail = tail.utf8.count
      coded.hintSlot.replaced = phrase.utf8.count
    } else if tail.isEmpty, message.hasPrefix(phrase) {
      coded.hintSlot.tail = message.utf8.count - phrase.utf8.count
      coded.hintSlot.replaced = phrase.utf8.count
    }
    return coded
  }

  /// The message with the hint for its code in its slot; the message alone without a hint.
  package func hintedMessage(_ hints: Hints) -> String {
    guard let code, let hint = hints(code, hintSlot.values) else { return message }
    let bytes = message.utf8
    // A message changed after it was coded may be shorter than its slot: the hint goes at the end.
    guard hintSlot.tail + hintSlot.replaced <= bytes.count else { return message + hint }
    let end = bytes.index(bytes.endIndex, offsetBy: -hintSlot.tail)
    let start = bytes.index(end, offsetBy: -hintSlot.replaced)
    return String(message[..<start]) + hint + String(message[end...])
  }
}
