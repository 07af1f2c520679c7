extension String {
  /// A description of the space, tab or newline at an edge (`a space`, `a newline`), if any.
  func whitespace(at edge: Edge) -> String? {
    // The characters looked for are ASCII, and an ASCII byte is never part of a longer UTF-8
    // sequence, so the first or last byte decides (no scalar decoding).
    guard let byte = edge == .leading ? utf8.first : lastUTF8Byte else { return nil }
    switch byte {
    case 0x20: return "a space"
    case 0x0A, 0x0D: return "a newline"
    case 0x09: return "a tab"
    default: return nil
    }
  }

  /// The last UTF-8 byte, read from contiguous storage when there is some (the generic
  /// `utf8.last` walks an index back, several times slower).
  var lastUTF8Byte: UInt8? {
    utf8.withContiguousStorageIfAvailable { $0.last } ?? utf8.last
  }

  /// Whether the key is a storyboard or XIB string (`cfa-j0-Ya4.title`, `179.title`): an object
  /// ID, a dot, a property.
  var isInterfaceObjectKey: Bool {
    guard let dot = firstIndex(of: "."), dot != startIndex else { return false }
    let id = self[..<dot]
    if id.allSatisfy(\.isASCIIDigit) { return true }
    let parts = id.split(separator: "-", omittingEmptySubsequences: false)
    return parts.map(\.count) == [3, 2, 3] && parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
  }

  /// Whether a dotted key ends like a host or file name (`pool.ntp.org`, `debug.log`), which is
  /// shown as it is on purpose.
  var looksLikeHostOrFileName: Bool {
    guard let dot = lastIndex(of: ".") else { return false }
    let suffix = self[index(after: dot)...].lowercased()
    return Self.hostAndFileSuffixes.contains(suffix)
  }

  /// Whether a literal is text meant to show as typed rather than a key to translate: a
  /// domain or file name, a handle or tag (`@john`, `#swift`, `.example.social`), an address
  /// (`me@example.org`), a URL or a path. Users see it as written, which is what it says.
  var isShownAsTyped: Bool {
    // Bytes, not Foundation's `contains`: this is asked of many keys and literals.
    let bytes = Array(utf8)
    guard let first = bytes.first, !bytes.contains(0x20) else { return false }
    if first == 0x2E || first == 0x40 || first == 0x23 || first == 0x2F { return true }
    if bytes.indices.dropLast(2).contains(where: { bytes[$0] == 0x3A && bytes[$0 + 1] == 0x2F && bytes[$0 + 2] == 0x2F }) {
      return true
    }
    if bytes.contains(0x40), bytes.contains(0x2E) { return true }
    if Self.isDatePattern(bytes) { return true }
    return bytes.contains(0x2E) && (looksLikeHostOrFileName || looksLikeCountryDomain)
  }

  /// The pattern letters and separators of ``isDatePattern(_:)``, made once: it is asked of
  /// every key and literal.
  private static let datePatternLetters = Set("yMdHhmsSaEzZ".utf8)
  private static let datePatternSeparators: Set<UInt8> = [0x2D, 0x3A, 0x2E, 0x2F, 0x5F]

  /// Whether the bytes are a date format pattern (`yyyy-MM-dd`, `HH:mm:ss`): two or more runs
  /// of one pattern letter each, at least one of them repeated, joined by `-`, `:`, `.`, `/`
  /// or `_`. An example of the format a field takes, shown as written in every language.
  static func isDatePattern(_ bytes: [UInt8]) -> Bool {
    let letters = datePatternLetters
    let separators = datePatternSeparators
    var runs = 0
    var repeated = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if separators.contains(byte) {
        index += 1
        continue
      }
      guard letters.contains(byte) else { return false }
      var end = index + 1
      while end < bytes.count, bytes[end] == byte { end += 1 }
      // Two different pattern letters side by side (`Mm`) are a word, not a pattern.
      if end < bytes.count, letters.contains(bytes[end]) { return false }
      runs += 1
      if end - index >= 2 { repeated = true }
      index = end
    }
    return runs >= 2 && repeated
  }

  /// Whether a dotted lower-case key ends like a country's domain (`google.cn`,
  /// `search.yahoo.co.jp`): every part lower-case letters, digits and `-`, the last of two
  /// letters, with at least one part of three or more before it (so `a.de` stays a key).
  var looksLikeCountryDomain: Bool {
    let parts = split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 2, let last = parts.last, last.count == 2,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") } }),
      parts.dropLast().contains(where: { $0.count >= 3 })
    else { return false }
    return true
  }

  /// Whether the key is one of Info.plist's (`NSCameraUsageDescription`, `CFBundleDisplayName`,
  /// `NSHumanReadableCopyright`), which only an `InfoPlist` table translates.
  var isInfoPlistKey: Bool {
    guard utf8.count > 8, unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else { return false }
    if hasPrefix("CFBundle") { return true }
    guard hasPrefix("NS") || hasPrefix("UI") || hasPrefix("LS") || hasPrefix("IN") else { return false }
    return hasSuffix("UsageDescription") || hasSuffix("Description") || self == "NSHumanReadableCopyright"
  }

  private static let hostAndFileSuffixes: Set<String> = [
    "com", "org", "net", "io", "app", "dev", "edu", "gov", "info", "social", "ai", "tv", "xyz", "online", "tech", "log", "txt",
    "json", "plist", "png", "jpg",
    "jpeg", "gif", "pdf", "csv", "html", "htm", "md", "xml", "zip", "mp3", "mp4", "mov", "sqlite", "db",
  ]

  /// Whether the text holds Swift interpolation `\(` … `)`.
  var containsInterpolation: Bool {
    // Byte search: Foundation's `range(of:)` is slow and this runs for every key.
    let bytes = Array(utf8)
    guard let open = bytes.indices.dropLast().first(where: { bytes[$0] == 0x5C && bytes[$0 + 1] == 0x28 }) else {
      return false
    }
    return bytes[(open + 2)...].contains(0x29)
  }

  /// Whether a key looks like a developer identifier (`stats.period.oneMonth`, `error_not_found`,
  /// `settingsTitle`) rather than text: only letters, digits, `.`, `_` and `-`, with `.` or `_`
  /// between word characters, two or more `-` between them (`error-not-found`, not `Wi-Fi`), or
  /// a camel-case hump after a lower-case start of two or more letters (`oneMonth`, not `iPhone`
  /// or `macOS`), or three or more capitalized words run together (`RemoveTrackingParameters`,
  /// not `GitHub`). A single word (`Done`, `OK`) never does.
  var looksLikeIdentifier: Bool {
    // Text with a space (most keys that are text) never is: one byte scan, no scalar array.
    if utf8.contains(0x20) { return false }
    let scalars = Array(unicodeScalars)
    // Letters outside ASCII (a Chinese sentence around `.epub`) make text, not an identifier.
    guard scalars.count > 1, scalars.contains(where: { $0.properties.isAlphabetic }),
      !scalars.contains(where: { !$0.isASCII && $0.properties.isAlphabetic }),
      scalars.allSatisfy({ $0.isWordCharacter || $0 == "." || $0 == "_" || $0 == "-" })
    else { return false }
    var hyphens = 0
    for index in scalars.indices.dropFirst().dropLast() {
      let scalar = scalars[index]
      guard scalar == "." || scalar == "_" || scalar == "-",
        scalars[index - 1].isWordCharacter, scalars[index + 1].isWordCharacter
      else { continue }
      if scalar == "-" { hyphens += 1 } else { return true }
    }
    // `about-copyright-year` is kebab case; `Text-to-Speech`, capitalised, is a compound word.
    if hyphens >= 2 { return !(scalars[0].properties.isUppercase && scalars.contains { $0.properties.isLowercase }) }
    // camelCase: a lower-case run of at least two letters, an upper-case letter, a lower-case
    // letter. PascalCase of three or more words (`RemoveTrackingParameters`), which brand
    // names of two (`GitHub`, `AirDrop`) are not.
    var lowerRun = 0
    var words = 0
    for index in scalars.indices {
      let scalar = scalars[index]
      if scalar.properties.isLowercase {
        lowerRun += 1
      } else if scalar.properties.isUppercase, lowerRun >= 2, index + 1 < scalars.count,
        scalars[index + 1].properties.isLowercase, scalars[0].properties.isLowercase
      {
        return true
      } else {
        lowerRun = 0
      }
      if scalar.properties.isUppercase, index + 1 < scalars.count, scalars[index + 1].properties.isLowercase { words += 1 }
    }
    return words >= 3 && scalars[0].properties.isUppercase && scalars.allSatisfy { $0.isASCII && $0.isWordCharacter }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension Unicode.Scalar {
  fileprivate var isWordCharacter: Bool {
    properties.isAlphabetic || ("0"..."9").contains(self)
  }
}
