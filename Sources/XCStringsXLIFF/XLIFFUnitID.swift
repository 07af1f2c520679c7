import Foundation
import XCStringsBase

/// The id Xcode gives one leaf of a catalog entry in XLIFF: the key, then `|==|` and the
/// leaf's variation path when it has one.
///
/// Paths: `plural.<category>`, `device.<device>`, `device.<device>.plural.<category>`, and for
/// substitutions `substitutions.<name>.` followed by one of those (Xcode writes
/// `substitutions.<name>.plural.<category>`; the device forms are the same rule applied to a
/// substitution's variations). A name that holds a dot is written `@name@`. The delimiter is
/// not escaped and keys may contain it, so an id is read from the right.
struct XLIFFUnitID: Hashable, Sendable {
  /// The catalog key.
  var key: String
  /// The substitution the leaf belongs to, if any.
  var substitution: String?
  /// The device variation, if any.
  var device: String?
  /// The plural category, if any.
  var plural: String?

  /// The delimiter between a key and its path.
  static let delimiter = "|==|"

  /// Whether the id names the key's main text (no variation path).
  var isRoot: Bool { substitution == nil && device == nil && plural == nil }

  /// Appends the id's UTF-8 to `bytes`.
  func appendText(to bytes: inout [UInt8]) {
    bytes.append(contentsOf: key.utf8)
    guard !isRoot else { return }
    bytes.append(contentsOf: Self.delimiter.utf8)
    if let substitution {
      bytes.append(contentsOf: "substitutions.".utf8)
      if substitution.utf8.contains(0x2E) {
        bytes.append(0x40)
        bytes.append(contentsOf: substitution.utf8)
        bytes.append(contentsOf: "@.".utf8)
      } else {
        bytes.append(contentsOf: substitution.utf8)
        bytes.append(0x2E)
      }
    }
    if let device {
      bytes.append(contentsOf: "device.".utf8)
      bytes.append(contentsOf: device.utf8)
      if plural != nil { bytes.append(0x2E) }
    }
    if let plural {
      bytes.append(contentsOf: "plural.".utf8)
      bytes.append(contentsOf: plural.utf8)
    }
  }

  /// The id as written in XLIFF.
  var text: String {
    guard !isRoot else { return key }
    var path = ""
    if let substitution {
      path = substitution.contains(".") ? "substitutions.@\(substitution)@." : "substitutions.\(substitution)."
    }
    if let device {
      path += "device.\(device)"
      if plural != nil { path += "." }
    }
    if let plural { path += "plural.\(plural)" }
    return key + Self.delimiter + path
  }

  /// Every reading of `text` as a key plus a recognised path, the rightmost delimiter first,
  /// followed by the reading of the whole text as a key.
  static func readings(of text: String) -> [XLIFFUnitID] {
    // Most ids are plain keys: no `|` at all.
    guard text.containsByte(0x7C) else { return [XLIFFUnitID(key: text)] }
    var readings: [XLIFFUnitID] = []
    var bytes = text
    bytes.withUTF8 { bytes in
      // Each `|==|` from the right; the parts around it split at ASCII bytes, so both are
      // well-formed UTF-8.
      var start = bytes.count - 4
      while start >= 0 {
        if bytes[start] == 0x7C, bytes[start + 1] == 0x3D, bytes[start + 2] == 0x3D, bytes[start + 3] == 0x7C {
          let pathBytes = UnsafeBufferPointer(rebasing: bytes[(start + 4)...])
          let parsed =
            TextDecoding.isASCII(pathBytes)
            ? parseASCIIPath(pathBytes) : parsePath(String(checkedUTF8: pathBytes)[...])
          if let path = parsed {
            let key = String(checkedUTF8: UnsafeBufferPointer(rebasing: bytes[..<start]))
            readings.append(XLIFFUnitID(key: key, substitution: path.substitution, device: path.device, plural: path.plural))
          }
        }
        start -= 1
      }
    }
    readings.append(XLIFFUnitID(key: text))
    return readings
  }

  /// Reads a path after the delimiter, or `nil` when it is not one Xcode writes.
  static func parsePath(_ path: Substring) -> (substitution: String?, device: String?, plural: String?)? {
    let prefix = "substitutions."
    guard path.hasPrefix(prefix) else {
      return parseVariation(path).map { (nil, $0.device, $0.plural) }
    }
    let rest = path.dropFirst(prefix.count)
    if rest.first == "@", let close = rest.dropFirst().range(of: "@."),
      let variation = parseVariation(rest[close.upperBound...])
    {
      let name = rest[rest.index(after: rest.startIndex)..<close.lowerBound]
      if !name.isEmpty { return (String(name), variation.device, variation.plural) }
    }
    // An unwrapped name has no dot, so the variation starts after its first dot.
    guard let dot = rest.firstIndex(of: "."), dot > rest.startIndex,
      let variation = parseVariation(rest[rest.index(after: dot)...])
    else { return nil }
    return (String(rest[..<dot]), variation.device, variation.plural)
  }

  /// Reads `plural.C`, `device.D` or `device.D.plural.C` (C and D non-empty, without dots).
  private static func parseVariation(_ text: Substring) -> (device: String?, plural: String?)? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    switch parts.count {
    case 2 where parts[0] == "plural" && !parts[1].isEmpty: return (nil, String(parts[1]))
    case 2 where parts[0] == "device" && !parts[1].isEmpty: return (String(parts[1]), nil)
    case 4 where parts[0] == "device" && parts[2] == "plural" && !parts[1].isEmpty && !parts[3].isEmpty:
      return (String(parts[1]), String(parts[3]))
    default: return nil
    }
  }

  /// ``parsePath(_:)`` for a path of ASCII bytes, where characters are bytes: the same rules,
  /// read without making a string of each part (ids with variations are a large share of an
  /// export, and each was taken apart character by character).
  static func parseASCIIPath(_ path: UnsafeBufferPointer<UInt8>) -> (substitution: String?, device: String?, plural: String?)? {
    func string(_ range: Range<Int>) -> String { String(checkedUTF8: UnsafeBufferPointer(rebasing: path[range]), isASCII: true) }
    func matches(_ range: Range<Int>, _ literal: StaticString) -> Bool {
      range.count == literal.utf8CodeUnitCount
        && path[range].elementsEqual(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
    func variation(_ range: Range<Int>) -> (device: String?, plural: String?)? {
      var parts: [Range<Int>] = []
      var start = range.lowerBound
      for index in range where path[index] == 0x2E {
        parts.append(start..<index)
        start = index + 1
        if parts.count > 3 { return nil }
      }
      parts.append(start..<range.upperBound)
      switch parts.count {
      case 2 where matches(parts[0], "plural") && !parts[1].isEmpty: return (nil, string(parts[1]))
      case 2 where matches(parts[0], "device") && !parts[1].isEmpty: return (string(parts[1]), nil)
      case 4 where matches(parts[0], "device") && matches(parts[2], "plural") && !parts[1].isEmpty && !parts[3].isEmpty:
        return (string(parts[1]), string(parts[3]))
      default: return nil
      }
    }
    let prefix = 0..<Swift.min(14, path.count)
    guard matches(prefix, "substitutions.") else {
      return variation(0..<path.count).map { (nil, $0.device, $0.plural) }
    }
    let rest = prefix.upperBound
    if rest < path.count, path[rest] == 0x40 {
      var close = rest + 1
      while close + 1 < path.count, !(path[close] == 0x40 && path[close + 1] == 0x2E) { close += 1 }
      if close + 1 < path.count, let found = variation((close + 2)..<path.count), close > rest + 1 {
        return (string((rest + 1)..<close), found.device, found.plural)
      }
    }
    guard let dot = path[rest...].firstIndex(of: 0x2E), dot > rest, let found = variation((dot + 1)..<path.count) else {
      return nil
    }
    return (string(rest..<dot), found.device, found.plural)
  }
}
