import XCStringsModel

/// What a file reference's or group's `path` is relative to, its `sourceTree`.
///
/// An open set (``OpenSetValue``): build-setting names such as `BUILT_PRODUCTS_DIR` are kept as
/// written.
package struct ProjectSourceTree: OpenSetValue {
  /// The value as written in the file.
  package var rawValue: String

  /// Wraps a raw value.
  package init(rawValue: String) { self.rawValue = rawValue }

  /// Relative to the folder of the enclosing group (Xcode's default).
  package static let group: ProjectSourceTree = "<group>"
  /// Relative to the project's folder (the folder holding the `.xcodeproj`).
  package static let sourceRoot: ProjectSourceTree = "SOURCE_ROOT"
  /// An absolute path.
  package static let absolute: ProjectSourceTree = "<absolute>"
  /// Relative to the SDK being built against.
  package static let sdkRoot: ProjectSourceTree = "SDKROOT"
  /// Relative to the build products folder.
  package static let builtProductsDirectory: ProjectSourceTree = "BUILT_PRODUCTS_DIR"
  /// Relative to the selected Xcode's developer folder.
  package static let developerDirectory: ProjectSourceTree = "DEVELOPER_DIR"
}
