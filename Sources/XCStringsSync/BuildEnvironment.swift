/// What one target's build compiles for, as far as `#if` conditions ask: the compilation
/// conditions it defines (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-D` of `OTHER_SWIFT_FLAGS`)
/// and the platform of its SDK (`SDKROOT`).
///
/// A condition this cannot decide (an unknown platform, `canImport` of a package,
/// `targetEnvironment(simulator)`, `arch`) is `nil`: the branch is read, as if compiled, so
/// that doubt never removes a key.
struct BuildEnvironment: Equatable, Sendable {
  /// The conditions defined (`DEBUG`, `BETA`).
  var flags: Set<String>
  /// The `os(…)` name of the platform (`iOS`, `macOS`), `nil` when not known.
  var platform: String?

  /// The platform of an `SDKROOT` value (`iphoneos` → `iOS`); `nil` for `auto` or unknown.
  static func platform(ofSDK sdk: String) -> String? {
    switch sdk.lowercased() {
    case "iphoneos", "iphonesimulator": "iOS"
    case "macosx": "macOS"
    case "appletvos", "appletvsimulator": "tvOS"
    case "watchos", "watchsimulator": "watchOS"
    case "xros", "xrsimulator": "visionOS"
    default: nil
    }
  }

  /// The value of one atom of a condition: a flag, `os(…)`, `canImport(…)`,
  /// `targetEnvironment(…)`, `swift(…)`, `compiler(…)`; `nil` when it cannot be decided.
  func value(of name: String, argument: String?) -> Bool? {
    guard let argument else {
      switch name {
      case "true": return true
      case "false": return false
      default: return flags.contains(name)
      }
    }
    switch name {
    case "os":
      if ["Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "Cygwin", "PS4", "Haiku"].contains(argument) {
        return false
      }
      guard let platform else { return nil }
      // `OSX` is the old spelling of `macOS`.
      return argument == platform || (argument == "OSX" && platform == "macOS")
    case "canImport":
      guard let platform else { return nil }
      switch argument {
      case "UIKit": return platform != "macOS"
      case "AppKit": return platform == "macOS"
      case "WatchKit": return platform == "watchOS"
      case "Glibc", "Musl", "WinSDK", "Android": return false
      case "Darwin", "Foundation", "SwiftUI", "Combine", "ObjectiveC": return true
      default: return nil
      }
    case "targetEnvironment":
      // Xcode's build that syncs the catalog is not a Mac Catalyst one unless the SDK says so.
      return argument == "macCatalyst" ? false : nil
    case "swift", "compiler":
      return Self.versionTest(argument)
    default:
      return nil
    }
  }

  /// `>=5.9`-style tests against a compiler at least 5.9 (every catalog's Xcode had one):
  /// `>=` a version up to 5.9 holds, `<` such a version does not; newer versions are not known.
  private static func versionTest(_ argument: String) -> Bool? {
    let isAtLeast = argument.hasPrefix(">=")
    let isBelow = argument.hasPrefix("<")
    guard isAtLeast || isBelow else { return nil }
    let number = argument.drop { $0 == ">" || $0 == "=" || $0 == "<" }
    let parts = number.split(separator: ".").compactMap { Int($0) }
    guard let major = parts.first else { return nil }
    let minor = parts.count > 1 ? parts[1] : 0
    guard major < 5 || (major == 5 && minor <= 9) else { return nil }
    return isAtLeast
  }
}
