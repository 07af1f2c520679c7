/// Values kept alive until the process ends (see ``WorkflowIO/keepUntilExit(_:)``).
enum ProcessLifetime {
  private static let kept = Locked<[any Sendable]>([])

  static func keep(_ value: some Sendable) {
    kept.withLock { $0.append(value) }
  }
}
