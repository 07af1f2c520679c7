import Foundation
import XCStringsBase

/// The fault plan of one run: records every write and rename (relative to the sandbox) and
/// fails the one chosen.
final class FaultRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [SafetyRun.Fault] = []
  private var hit = false
  let root: String
  let fault: SafetyRun.Fault?

  init(root: String, fault: SafetyRun.Fault?) {
    self.root = root
    self.fault = fault
  }

  /// The points seen, in order, each once.
  var points: [SafetyRun.Fault] {
    lock.withLock {
      var seen = Set<SafetyRun.Fault>()
      return recorded.filter { seen.insert($0).inserted }
    }
  }

  /// Whether the chosen fault was injected.
  var fired: Bool { lock.withLock { hit } }

  var faults: FileTransaction.Faults {
    var faults = FileTransaction.Faults()
    faults.failWrite = { path in self.visit(.write, path) }
    faults.failRename = { path in self.visit(.rename, path) }
    return faults
  }

  private func visit(_ point: SafetyRun.Fault.Point, _ path: String) -> Bool {
    let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    let seen = SafetyRun.Fault(point: point, path: relative)
    return lock.withLock {
      recorded.append(seen)
      guard seen == fault else { return false }
      hit = true
      return true
    }
  }
}
