// Shared by every fuzz target (compiled into each by Scripts/fuzz.sh).

import XCStringsKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

enum FuzzCheck {
  /// A reader's error must be a Diagnostic error that names the file with a real position.
  static func located(_ diagnostic: Diagnostic, path: String) {
    guard diagnostic.severity == .error else { fail("thrown diagnostic is not an error: \(diagnostic)") }
    guard !diagnostic.message.isEmpty else { fail("error without a message: \(diagnostic)") }
    if let location = diagnostic.location {
      guard location.path == path, location.line >= 1, location.column >= 1 else {
        fail("error has a bad location: \(diagnostic)")
      }
    } else {
      guard diagnostic.path == path else { fail("error does not name the file: \(diagnostic)") }
    }
    _ = diagnostic.description
  }

  static func fail(_ message: String) -> Never {
    fputs("FUZZ CHECK FAILED: \(message)\n", stderr)
    fflush(stderr)
    abort()
  }

  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes.prefix(4000), as: UTF8.self) }
}
