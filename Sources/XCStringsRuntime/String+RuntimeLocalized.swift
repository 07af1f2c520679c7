import Foundation

extension String {
  /// The localized text for `key` in `table` of `bundle`, formatted with `arguments`.
  ///
  /// On Apple's platforms this is Foundation's lookup (`Bundle.localizedString` and
  /// `String.localizedStringWithFormat`); elsewhere ``RuntimeLocalizer`` reads the compiled
  /// tables in the language the environment selects.
  public init(
    runtimeLocalized key: String, table: String? = nil, bundle: Bundle = .main, arguments: [any Sendable & CVarArg] = []
  ) {
    #if canImport(Darwin)
      let format = bundle.localizedString(forKey: key, value: nil, table: table)
      self = arguments.isEmpty ? format : String(format: format, locale: Locale.current, arguments: arguments)
    #else
      self = RuntimeLocalizer.shared(for: bundle).string(key, table: table, arguments: arguments)
    #endif
  }
}

extension RuntimeLocalizer {
  private static let cache = LocalizerCache()

  /// The localizer of `bundle` for this process's environment, made once per bundle.
  static func shared(for bundle: Bundle) -> RuntimeLocalizer {
    cache.localizer(for: bundle)
  }
}

/// The localizers made so far, by bundle path.
private final class LocalizerCache: @unchecked Sendable {
  private let lock = NSLock()
  private var localizers: [String: RuntimeLocalizer] = [:]

  func localizer(for bundle: Bundle) -> RuntimeLocalizer {
    lock.lock()
    defer { lock.unlock() }
    if let found = localizers[bundle.bundlePath] { return found }
    let made = RuntimeLocalizer(bundle: bundle)
    localizers[bundle.bundlePath] = made
    return made
  }
}
