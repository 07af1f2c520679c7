/// One file a compile writes: its absolute path and its content.
public struct CompiledFile: Equatable, Sendable {
  /// The kinds of file a compile writes.
  public enum Kind: String, Equatable, Sendable {
    /// `<Table>.strings`: plain strings.
    case strings
    /// `<Table>.stringsdict`: plurals, substitutions and device variations.
    case stringsdict
  }

  /// The absolute path: `<output>/<lang>.lproj/<Table>.<kind>`.
  public var path: String
  /// The language the file is for.
  public var language: String
  /// Which kind of file it is.
  public var kind: Kind
  /// The content, before serialization.
  package var content: CompiledPlist

  /// A planned file.
  package init(path: String, language: String, kind: Kind, content: CompiledPlist) {
    self.path = path
    self.language = language
    self.kind = kind
    self.content = content
  }
}
