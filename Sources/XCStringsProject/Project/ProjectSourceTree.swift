import XCStringsModel

/// What a file reference's or group's `path` is relative to, its `sourceTree`.
///
/// An open set (``OpenSetValue``): build-setting names such as `BUILT_PRODUCTS_DIR` are kept as
/// written.
public struct ProjectSourceTree: OpenSetValue {
  /// The value as written in the file.
  public var rawValue: String

  /// Wraps a raw value.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Relative to the folder of the enclosing group (Xcode's default).
  public static let group: ProjectSourceTree = "<group>"
  /// Relative to the project's folder (the folder holding the `.xcodeproj`).
  public static let sourceRoot: ProjectSourceTree = "SOURCE_ROOT"
  /// An absolute path.
  public static let absolute: ProjectSourceTree = "<absolute>"
  /// Relative to the SDK being built against.
  public static let sdkRoot: ProjectSourceTree = "SDKROOT"
  /// Relative to the build products folder.
  public static let builtProductsDirectory: ProjectSourceTree = "BUILT_PRODUCTS_DIR"
  /// Relative to the selected Xcode's developer folder.
  public static let developerDirectory: ProjectSourceTree = "DEVELOPER_DIR"
}
