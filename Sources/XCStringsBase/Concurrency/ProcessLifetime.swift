/// Values kept alive until the process ends (see ``WorkflowIO/keepUntilExit(_:)``).
package enum ProcessLifetime {
  private static let kept = Locked<[any Sendable]>([])

  package static func keep(_ value: some Sendable) {
    kept.withLock { $0.append(value) }
  }
}
