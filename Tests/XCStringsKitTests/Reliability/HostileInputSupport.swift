import Foundation
import Testing

@testable import XCStringsKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Helpers for the hostile-input suites: one reader call that reports how it ended, prefix
/// sweeps, and time and memory bounds for large inputs.
enum Hostile {
  enum Reader: String {
    case strings = "t.strings"
    case stringsdict = "t.stringsdict"
    case catalog = "t.xcstrings"
  }

  /// `nil` when the bytes parse; otherwise the thrown diagnostic.
  static func failure(_ bytes: [UInt8], _ reader: Reader) -> Diagnostic? {
    do {
      switch reader {
      case .strings: _ = try StringsTable(parsing: bytes, path: reader.rawValue)
      case .stringsdict: _ = try StringsdictTable(parsing: bytes, path: reader.rawValue)
      case .catalog: _ = try CatalogJSONReader.read(bytes, path: reader.rawValue)
      }
      return nil
    } catch {
      return error
    }
  }

  /// The printed error, or `nil` when the bytes parse.
  static func error(_ bytes: [UInt8], _ reader: Reader) -> String? { failure(bytes, reader)?.description }

  static func error(_ text: String, _ reader: Reader) -> String? { error(Array(text.utf8), reader) }

  /// Parses every prefix of `bytes`; each must parse or fail with an error that names the file
  /// and a line and column inside the prefix. Returns the printed error of every prefix length
  /// (`nil` where the prefix parsed).
  static func sweepPrefixes(_ bytes: [UInt8], _ reader: Reader) -> [String?] {
    var results: [String?] = []
    for length in 0...bytes.count {
      let prefix = Array(bytes[..<length])
      guard let failure = failure(prefix, reader) else {
        results.append(nil)
        continue
      }
      #expect(failure.severity == .error)
      let location = failure.location ?? SourceLocation.file(failure.path ?? "")
      #expect(location.path == reader.rawValue, "prefix \(length): \(failure)")
      let lines = LineTable(utf8: prefix)
      let end = lines.position(ofOffset: prefix.count)
      #expect(
        location.line >= 1 && location.column >= 1
          && (location.line, location.column) <= (end.line, end.column),
        "prefix \(length): \(failure) lies outside the text")
      results.append(failure.description)
    }
    return results
  }

  /// A binary property list `{"k": [[[…[]…]]]}` with `depth` nested arrays, built by hand
  /// (Foundation's writer recurses, so it cannot make one this deep).
  static func deepBinaryPropertyList(depth: Int) -> [UInt8] {
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
  static func time(_ body: () throws -> Void) rethrows -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    return clock.now - start
  }

  /// The process's peak resident memory in bytes (Linux reports kilobytes).
  static var peakResidentBytes: Int {
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
  static let largeSize = 50 * 1024 * 1024

  /// `prefix`, then `largeSize` copies of `fill`, then `suffix`; built with bulk copies, since
  /// appending 50 million elements one by one takes seconds in a debug build.
  static func large(_ prefix: String, fill: Character, _ suffix: String = "") -> [UInt8] {
    Array(prefix.utf8) + [UInt8](repeating: fill.asciiValue!, count: largeSize) + Array(suffix.utf8)
  }

  /// A limit on the peak memory of the whole test process after a large-input case: generous
  /// (other suites run in parallel), but far below what a quadratic copy or a per-byte object
  /// would need for 50 MB.
  static let memoryLimit = 1536 * 1024 * 1024

  /// A limit on one large-input parse in a debug build on a loaded machine.
  static let timeLimit = Duration.seconds(30)
}
