/// What one `compile` writes: a String Catalog compiled into `<lang>.lproj/<Table>.strings` and
/// `.stringsdict` files, as Apple's `xcstringstool compile` takes it.
public struct CompileRequest: Equatable, Sendable {
  /// Which kinds of file are written.
  public enum Format: String, Equatable, Sendable {
    /// `.strings` for plain strings and `.stringsdict` for plurals (the default).
    case stringsAndStringsdict
    /// `.stringsdict` files only (not yet verified against Apple's output).
    case stringsdictOnly
  }

  /// How the files are encoded.
  public enum Serialization: String, Equatable, Sendable {
    /// An XML property list in CoreFoundation's bytes (Apple calls it `text`; the default).
    case text
    /// A binary property list.
    case binary
  }

  /// The `.xcstrings` file.
  public var catalog: String
  /// The folder the `.lproj` folders are written into.
  public var outputDirectory: String
  /// The languages to compile; empty for every language of the catalog.
  public var languages: [String] = []
  /// Which kinds of file are written.
  public var format: Format = .stringsAndStringsdict
  /// How the files are encoded.
  public var serialization: Serialization = .text
  /// Whether only the paths are computed and nothing is written.
  public var dryRun = false
  /// Apple's `--force-build-all-strings`; accepted, with no effect (its effect is unknown).
  public var forceBuildAllStrings = false
  /// Whether the checks Apple does not make fail the run (see `Documentation/Compile.md`).
  public var strict = false

  /// A request to compile the catalog at `path` into the folder `output`, with Apple's
  /// defaults; labelled as every workflow's request labels its input and output.
  public init(path: String, output: String) {
    self.catalog = path
    self.outputDirectory = output
  }
}
