import XCStringsBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Helpers for the hostile-input suites: prefix sweeps, and time and memory bounds for large
/// inputs. Each suite adds the readers it feeds (`Hostile.failure(_:_:)`) in its own target.
public enum Hostile {
  /// Parses every prefix of `bytes` with `failure` (`nil` when the prefix parses, else the
  /// thrown diagnostic); each must parse or fail with an error that names `path` and a line
  /// and column inside the prefix. Gives the printed error of every prefix length (`nil` where
  /// the prefix parsed) and a line for every prefix that broke that rule.
  public static func sweepPrefixes(
    _ bytes: [UInt8], path: String, failure: ([UInt8]) -> Diagnostic?
  )
    -> (errors: [String?], problems: [String])
  {
    var errors: [String?] = []
    var problems: [String] = []
    for length in 0...bytes.count {
      let prefix = Array(bytes[..<length])
      guard let failure = failure(prefix) else {
        errors.append(nil)
        continue
      }
      if failure.severity != .error { problems.append("prefix \(length): not an error: \(failure)") }
      let location = failure.location ?? SourceLocation.file(failure.path ?? "")
      if location.path != path { problems.append("prefix \(length): \(failure) names another file") }
      let end = LineTable(utf8: prefix).position(ofOffset: prefix.count)
      if !(location.line >= 1 && location.column >= 1 && (location.line, location.column) <= (end.line, end.column)) {
        problems.append("prefix \(length): \(failure) lies outside the text")
      }
      errors.append(failure.description)
    }
    return (errors, problems)
  }

  /// A binary property list `{"k": [[[…[]…]]]}` with `depth` nested arrays, built by hand
  /// (Foundation's writer recurses, so it cannot make one this deep).
  public static func deepBinaryPropertyList(depth: Int) -> [UInt8] {
    func bigEndian(_ value: UInt64, bytes: Int) -> [UInt8] {
      (0..<bytes).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
    // Object 0 is the root dictionary, 1 its key "k", 2 the outermost array; references are
    // four bytes wide.
    var objects: [[UInt8]] = [[0xD1] + bigEndian(1, bytes: 4) + bigEndian(2, bytes: 4), [0x51, 0x6B]]
    for level in 0..<depth { objects.append([0xA1] + bigEndian(UInt64(3 + level), bytes: 4)) }
    objects.append([0xA0])
    var out = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(out.count)
      out += object
    }
    let table = out.count
    for offset in offsets { out += bigEndian(UInt64(offset), bytes: 4) }
    out += [UInt8](repeating: 0, count: 6) + [4, 4]
    out += bigEndian(UInt64(objects.count), bytes: 8) + bigEndian(0, bytes: 8) + bigEndian(UInt64(table), bytes: 8)
    return out
  }

  /// Runs `body` and returns how long it took.
  public static func time(_ body: () throws -> Void) rethrows -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    return clock.now - start
  }

  /// The process's peak resident memory in bytes (Linux reports kilobytes).
  public static var peakResidentBytes: Int {
    var usage = rusage()
    #if canImport(Darwin)
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss)
    #else
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
      return Int(usage.ru_maxrss) * 1024
    #endif
  }

  /// 50 MB: the size of the single values in the large-input cases.
  public static let largeSize = 50 * 1024 * 1024

  /// `prefix`, then `largeSize` copies of `fill`, then `suffix`; built with bulk copies, since
  /// appending 50 million elements one by one takes seconds in a debug build.
  public static func large(_ prefix: String, fill: Character, _ suffix: String = "") -> [UInt8] {
    Array(prefix.utf8) + [UInt8](repeating: fill.asciiValue!, count: largeSize) + Array(suffix.utf8)
  }

  /// A limit on the peak memory of the whole test process after a large-input case: generous
  /// (other suites run in parallel), but far below what a quadratic copy or a per-byte object
  /// would need for 50 MB.
  public static let memoryLimit = 1536 * 1024 * 1024

  /// A limit on one large-input parse in a debug build on a loaded machine.
  public static let timeLimit = Duration.seconds(30)
}
