#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import XCStringsKit

/// Where a command writes its output; tests pass closures that collect the text.
public struct CommandIO: Sendable {
  /// Receives standard output text.
  public var standardOutput: @Sendable (String) -> Void
  /// Receives standard error text.
  public var standardError: @Sendable (String) -> Void
  /// Whether standard error is a terminal (progress lines are shown only then).
  public var errorIsTerminal: Bool
  /// Failure points for tests of the file layer.
  public var faults: FileTransaction.Faults

  /// Creates an IO set.
  public init(
    standardOutput: @escaping @Sendable (String) -> Void,
    standardError: @escaping @Sendable (String) -> Void,
    errorIsTerminal: Bool = false,
    faults: FileTransaction.Faults = FileTransaction.Faults()
  ) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.errorIsTerminal = errorIsTerminal
    self.faults = faults
  }

  /// The process's standard output and error.
  public static var process: CommandIO {
    CommandIO(
      standardOutput: { text in FileDescriptorOutput.write(text, to: 1) },
      standardError: { text in FileDescriptorOutput.write(text, to: 2) },
      errorIsTerminal: isatty(2) != 0)
  }

  /// Writes a line to standard output.
  func out(_ line: String) { standardOutput(line + "\n") }

  /// Writes a line to standard error.
  func err(_ line: String) { standardError(line + "\n") }

  /// Writes diagnostics to standard error, one per line (notes included).
  func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { err(diagnostic.description) }
  }
}

/// Unbuffered writes to a file descriptor.
enum FileDescriptorOutput {
  static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        #if canImport(Darwin)
          let written = Darwin.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        #else
          let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        #endif
        if written <= 0 {
          if errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }
}
