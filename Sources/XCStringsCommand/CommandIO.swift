#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
@_spi(Internals) import XCStringsBase
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
  /// Whether large values may be left for the operating system to reclaim at exit.
  public var keepsValuesUntilExit = false
  /// How another program (git) should run this tool: the name it was found by on `PATH`, or
  /// the absolute path it was run from.
  public var program: String = CommandIO.invokedProgram

  /// Creates an IO set.
  public init(
    standardOutput: @escaping @Sendable (String) -> Void,
    standardError: @escaping @Sendable (String) -> Void,
    errorIsTerminal: Bool = false,
    faults: FileTransaction.Faults = FileTransaction.Faults(),
    keepsValuesUntilExit: Bool = false
  ) {
    self.keepsValuesUntilExit = keepsValuesUntilExit
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
      errorIsTerminal: isatty(2) != 0, keepsValuesUntilExit: true)
  }

  /// The tool as this process was started: `argv[0]` when it is a bare name (found on
  /// `PATH`), else made absolute, so that git finds it from any folder.
  static var invokedProgram: String {
    let first = CommandLine.arguments.first ?? "xcstrings-convert"
    guard first.contains("/") else { return first }
    return URL(fileURLWithPath: first).standardizedFileURL.path
  }

  /// Keeps a large value alive until the process exits, when running as the tool.
  ///
  /// Tearing down a catalog of hundreds of megabytes (millions of small objects) takes a
  /// noticeable share of a run; the operating system reclaims the memory at exit for free.
  /// Releasing them instead cost 5 to 6 % more instructions in `migrate`, `format` and
  /// `export` of the 40 × 5,000 benchmark catalog, and 4 % in `lint` (callgrind).
  func keepUntilExit(_ value: some Sendable) {
    if keepsValuesUntilExit { ProcessLifetime.keep(value) }
  }

  /// Writes a line to standard output.
  func out(_ line: String) { standardOutput(line + "\n") }

  /// Writes a line to standard error.
  func err(_ line: String) { standardError(line + "\n") }

  /// Writes diagnostics to standard error, one per line (notes included).
  func report(_ diagnostics: [Diagnostic]) {
    // One write for the lot rather than one per line.
    guard !diagnostics.isEmpty else { return }
    standardError(diagnostics.map { $0.description + "\n" }.joined())
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

/// Values kept alive until the process ends (see ``CommandIO/keepUntilExit(_:)``).
enum ProcessLifetime {
  private static let kept = Locked<[any Sendable]>([])

  static func keep(_ value: some Sendable) {
    kept.withLock { $0.append(value) }
  }
}
