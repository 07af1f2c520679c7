// libFuzzer entry for the Swift lexer and the localization-call finder
// (`SwiftSourceFile(parsing:path:)`).
//
// Built by Scripts/fuzz.sh against the XCStringsKit library; not part of `swift build`.
// Any input must either lex or throw a Diagnostic naming the file with a line and column; what
// it produces must hold together (tokens in order and in bounds, each literal's segments and
// each key's interpolations where they say). A crash, a sanitizer report, a failed check or
// more than a second per input is a finding.

import XCStringsKit

@testable import XCStringsSwiftSource

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftLexer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let file = try SwiftSourceFile(parsing: bytes, path: "fuzz.swift")
    for call in file.calls {
      guard call.location.path == "fuzz.swift", call.location.line >= 1, call.location.column >= 1 else {
        FuzzCheck.fail("call has a bad location: \(call.location)")
      }
      checkKey(call.key)
    }
    for key in file.literalKeys { checkKey(key) }
  } catch {
    FuzzCheck.located(error, path: "fuzz.swift")
    return 0
  }
  // The tokens themselves, which the summary above does not expose.
  guard let output = try? SwiftLexer.lex(bytes) else { FuzzCheck.fail("lexed once, failed the second time") }
  var previousEnd = 0
  // Tokens before this index are nested in a literal seen earlier.
  var nestedUntil = 0
  for (index, token) in output.tokens.enumerated() {
    guard token.start >= 0, token.start <= token.end, token.end <= bytes.count, token.next > index,
      token.next <= output.tokens.count
    else { FuzzCheck.fail("token \(index) out of bounds: \(token)") }
    // Tokens nested in a literal start inside it; all others start after the previous one.
    guard token.start >= previousEnd || index < nestedUntil else {
      FuzzCheck.fail("token \(index) overlaps the one before: \(token)")
    }
    previousEnd = max(previousEnd, token.end)
    if token.kind == .string { nestedUntil = max(nestedUntil, token.next) }
    if token.kind == .string {
      guard output.literals.indices.contains(token.literal) else { FuzzCheck.fail("string token without literal") }
      let literal = output.literals[token.literal]
      guard literal.start == token.start, literal.end == token.end else { FuzzCheck.fail("literal and token disagree") }
      for case .interpolation(let tokens, let range) in literal.segments {
        guard tokens.lowerBound > index, tokens.upperBound <= token.next, range.lowerBound >= token.start,
          range.upperBound <= token.end
        else { FuzzCheck.fail("interpolation out of its literal: \(tokens) \(range)") }
      }
    }
  }
  return 0
}

private func checkKey(_ key: LocalizationKey) {
  let count = key.text.utf8.count
  var previous = 0
  for interpolation in key.interpolations {
    guard interpolation.range.lowerBound >= previous, interpolation.range.upperBound <= count else {
      FuzzCheck.fail("interpolation range \(interpolation.range) outside '\(key.text)'")
    }
    previous = interpolation.range.upperBound
  }
  _ = key.pattern
  guard key.matches(key.text) else { FuzzCheck.fail("key does not match itself: '\(key.text)'") }
}
