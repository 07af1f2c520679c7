/// The `<tool>` of a `<file>` header: the program that wrote the file.
public struct XLIFFTool: Equatable, Sendable {
  /// `tool-id`, such as `com.apple.dt.xcode`.
  public var id: String
  /// `tool-name`, such as `Xcode`.
  public var name: String
  /// `tool-version`, such as `16.0`.
  public var version: String?
  /// `build-num`, such as `16A242`.
  public var buildNumber: String?

  /// Creates a tool description.
  package init(id: String, name: String, version: String? = nil, buildNumber: String? = nil) {
    self.id = id
    self.name = name
    self.version = version
    self.buildNumber = buildNumber
  }

  /// This package's command-line tool at `version`, as exports name it.
  package static func xcstringsConvert(version: String) -> XLIFFTool {
    XLIFFTool(id: "xcstrings-convert", name: "xcstrings-convert", version: version, buildNumber: version)
  }
}
