import XCStringsBase
import XCStringsConversion
import XCStringsModel

/// What an import run applies and where: the translated files, the catalogs they go into, and
/// how their languages and encodings are read.
public struct ImportRequest: Sendable {
  /// Folders of `.lproj` tables, single table files, `.xcloc` bundles, `.xliff` files, or
  /// folders of bundles.
  public var paths: [String]
  /// The catalog the files go into, or a folder searched for `<Table>.xcstrings`.
  public var into: String
  /// Which languages and keys are imported, and the state of the units that change.
  public var options = TranslationImport.Options()
  /// Whether nothing but the report is written.
  public var dryRun = false
  /// Where to write the JSON report (figures, ledger, diagnostics), also after a failure.
  public var report: String?
  /// Language codes as the files write them, mapped to catalog languages (`--language-map`).
  public var languageMap: [String: String] = [:]
  /// The encoding of `.strings` files that are neither UTF-8 nor UTF-16; `nil` makes such a
  /// file an error rather than a guess.
  public var encoding: TextEncoding?
  /// Whether a read-only catalog is replaced (keeping its permission bits) rather than refused.
  public var force = false

  /// A request to import the files at `paths` into `into`, with the default options.
  public init(paths: [String], into: String) {
    self.paths = paths
    self.into = into
  }
}
