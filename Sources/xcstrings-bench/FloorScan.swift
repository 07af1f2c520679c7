import Foundation

/// The whole-process floor that `migrate` is compared with: a program that reads every file of
/// a project's `.lproj` folders, decodes it to a `String` with Foundation and touches every
/// UTF-8 byte, and does nothing else. It is the reference measurements' read + decode + scan
/// floor (`../shared/reference/performance.md`, F4), timed the way `migrate` is: start-up
/// included, as a process of its own.
enum FloorScan {
  /// Scans the project at `project`; prints the byte count and sum so nothing is skipped.
  static func run(project: String) -> Int32 {
    let manager = FileManager.default
    guard let folders = try? manager.contentsOfDirectory(atPath: project) else {
      print("error: cannot list \(project)")
      return 1
    }
    var count = 0
    var sum = 0
    for folder in folders.sorted() where folder.hasSuffix(".lproj") {
      let path = project + "/" + folder
      for name in ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted() {
        guard let data = manager.contents(atPath: path + "/" + name) else { continue }
        // A byte order mark FF FE or FE FF means UTF-16; anything else is read as UTF-8.
        let isUTF16 = data.count >= 2 && ((data[0] == 0xFF && data[1] == 0xFE) || (data[0] == 0xFE && data[1] == 0xFF))
        guard var text = String(data: data, encoding: isUTF16 ? .utf16 : .utf8) else { continue }
        text.withUTF8 { bytes in
          count += bytes.count
          for byte in bytes { sum &+= Int(byte) }
        }
      }
    }
    print("scanned \(count) bytes, sum \(sum)")
    return 0
  }
}
