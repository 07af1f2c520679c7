import XCStringsBase

/// Makes identifiers for new objects: 24 upper-case hexadecimal digits, unique in the file and
/// never equal to one it already holds.
///
/// Xcode's own identifiers mix a user, a process, a counter and the time, so nothing can be
/// learned from copying them. Ours are a hash of the project's name and of what the object is
/// (its role and path), so the same project migrated twice gets the same identifiers, and a
/// batch run is reproducible. A clash with an existing or earlier identifier hashes again with
/// a counter, which stays deterministic.
package struct ProjectIdentifiers {
  private let seed: String
  private let file: ProjectFile
  private var issued = Set<String>()

  /// Identifiers for new objects of `file`; `projectName` (such as `App.xcodeproj`) seeds them.
  package init(file: ProjectFile, projectName: String) {
    self.file = file
    seed = projectName
  }

  /// A new identifier for the object described by `key` (for example `reference|App/Localizable.xcstrings`).
  package mutating func make(for key: String) -> String {
    var attempt = 0
    while true {
      let text = attempt == 0 ? "\(seed)|\(key)" : "\(seed)|\(key)|\(attempt)"
      let id = Self.hex(text)
      if !file.contains(id), issued.insert(id).inserted { return id }
      attempt += 1
    }
  }

  /// 96 bits of two differently seeded 64-bit hashes, as 24 upper-case hex digits.
  package static func hex(_ text: String) -> String {
    let first = ByteHash.hash(text)
    let second = ByteHash.hash("\u{1}" + text)
    let digits = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(24)
    for shift in stride(from: 60, through: 16, by: -4) { out.append(digits[Int((first >> UInt64(shift)) & 0xF)]) }
    for shift in stride(from: 60, through: 16, by: -4) { out.append(digits[Int((second >> UInt64(shift)) & 0xF)]) }
    return String(decoding: out, as: UTF8.self)
  }
}
