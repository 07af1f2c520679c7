import XCStringsBase

/// The entries of one `.strings` file, in file order, with how the file was decoded.
///
/// Reading keeps everything Foundation's parser drops: entry order, duplicates, the comment
/// before each entry, and the line and column of each key. ``resolved`` gives the table Apple's
/// runtime would use.
public struct StringsTable: Equatable, Sendable {
  /// One `key = value;` pair as written in the file.
  public struct Entry: Equatable, Sendable {
    /// The key, with escapes decoded.
    public var key: String
    /// The value, with escapes decoded; the key itself for the shorthand `"key";`.
    public var value: String
    /// The comment immediately before the entry, without its markers and trimmed of whitespace;
    /// escapes in it are not decoded.
    public var comment: String?
    /// The 1-based line of the key's first character (its opening quote when quoted); 0 if unknown.
    public var line: Int
    /// The 1-based column, in Unicode scalars, of the key's first character; 0 if unknown.
    public var column: Int

    /// Creates an entry; line and column default to 0, meaning "not from a file".
    public init(key: String, value: String, comment: String? = nil, line: Int = 0, column: Int = 0) {
      self.key = key
      self.value = value
      self.comment = comment
      self.line = line
      self.column = column
    }

    /// Entries are equal when keys, values and comments have the same Unicode scalars (not
    /// merely canonically equivalent ones) and the positions match.
    public static func == (lhs: Entry, rhs: Entry) -> Bool {
      lhs.key.isIdentical(to: rhs.key) && lhs.value.isIdentical(to: rhs.value)
        && lhs.line == rhs.line && lhs.column == rhs.column
        && (lhs.comment == nil) == (rhs.comment == nil)
        && (lhs.comment ?? "").isIdentical(to: rhs.comment ?? "")
    }
  }

  /// The entries in file order, duplicates included.
  public var entries: [Entry]
  /// How the file's bytes were decoded.
  public var encoding: TextEncoding
  /// Warnings and notes found while reading (duplicate keys, encoding guesses).
  public var diagnostics: [Diagnostic]

  /// The table as Apple's runtime sees it: the last value of a duplicate key wins; keys compare
  /// by exact Unicode scalars and stay in the order of their first occurrence.
  package var resolved: KeyedList<String> {
    var list = KeyedList<String>()
    for entry in entries { list[entry.key] = entry.value }
    return list
  }

  /// Creates a table from entries.
  public init(entries: [Entry], encoding: TextEncoding = .utf8, diagnostics: [Diagnostic] = []) {
    self.entries = entries
    self.encoding = encoding
    self.diagnostics = diagnostics
  }

  /// Parses a file's bytes; `path` is used in diagnostics.
  ///
  /// The encoding is detected (see ``TextDecoding``). A file that is really an XML or binary
  /// property list is read as one. The error carries the location of the first problem.
  public init(parsing bytes: [UInt8], path: String) throws(Diagnostic) {
    try self.init(parsing: bytes, path: path, interner: nil)
  }

  /// Parses a file's bytes as ``init(parsing:path:)`` does, interning keys and comments in
  /// `interner` (shared by the files of a table).
  package init(parsing bytes: [UInt8], path: String, interner: StringInterner?) throws(Diagnostic) {
    if Self.hasPrefix(bytes, "bplist00") {
      self = try Self.propertyList(bytes, encoding: .binaryPropertyList, path: path)
      return
    }
    // UTF-8 is checked while the strings are built rather than in a pass of its own: most
    // files are UTF-8, and building their strings looks at the bytes anyway.
    var decoded = TextDecoding.decode(bytes, path: path, checkingUTF8: false)
    if Self.looksLikeXMLPropertyList(decoded.utf8) {
      self = try Self.propertyList(bytes, encoding: .xmlPropertyList, path: path)
      self.diagnostics = TextDecoding.decode(bytes, path: path).diagnostics + self.diagnostics
      return
    }
    let entries: [Entry]
    let warnings: [Diagnostic]
    do throws(Diagnostic) {
      if decoded.isUnchecked {
        do throws(Diagnostic) {
          if let parsed = try StringsParser.parse(utf8: decoded.utf8, path: path, verifyingUTF8: true, interner: interner) {
            self.init(entries: parsed.entries, encoding: decoded.encoding, diagnostics: parsed.diagnostics)
            return
          }
        } catch {
          // A syntax error in text that is not UTF-8 says nothing: the text is read as below.
          if decoded.utf8.withUnsafeBufferPointer({ TextDecoding.isValidUTF8($0) }) { throw error }
        }
        decoded = TextDecoding.decode(bytes, path: path)
      }
      (entries, warnings) = try StringsParser.parse(utf8: decoded.utf8, path: path, interner: interner) ?? ([], [])
    } catch {
      // A guessed encoding (no byte order mark, or the Mac OS Roman fallback for a broken
      // UTF-16 file) is the likely cause of the error, so it goes with the error as a note.
      var error = error
      error.notes += decoded.diagnostics.map { Diagnostic(.note, $0.message, at: $0.location) }
      throw error
    }
    self.init(entries: entries, encoding: decoded.encoding, diagnostics: decoded.diagnostics + warnings)
  }

  /// Parses a file's bytes as ``init(parsing:path:)`` does, except that bytes that are neither
  /// UTF-8 nor UTF-16 are read in `encoding` (ISO 8859-1, Windows-1252 or Mac OS Roman), as
  /// someone who knows the file says, instead of being guessed with a warning.
  package init(parsing bytes: [UInt8], path: String, statedEncoding encoding: TextEncoding) throws(Diagnostic) {
    try self.init(parsing: bytes, path: path)
    guard self.encoding == .macOSRoman, let utf8 = TextDecoding.decodeSingleByte(bytes, as: encoding) else { return }
    let (entries, warnings) = try StringsParser.parse(utf8: utf8, path: path, interner: nil) ?? ([], [])
    self.init(entries: entries, encoding: encoding, diagnostics: warnings)
  }

  /// Reads and parses the file at `path`.
  public init(contentsOf path: String) throws(Diagnostic) {
    try self.init(parsing: try FileIO.read(path), path: path)
  }

  /// Reads and parses the file at `path`, interning keys and comments in `interner`.
  package init(contentsOf path: String, interner: StringInterner?) throws(Diagnostic) {
    try self.init(parsing: try FileIO.read(path), path: path, interner: interner)
  }

  private static func hasPrefix(_ bytes: [UInt8], _ prefix: StaticString) -> Bool {
    prefix.withUTF8Buffer { $0.count <= bytes.count && bytes.starts(with: $0) }
  }

  /// Whether decoded text starts, after whitespace, like an XML property list.
  ///
  /// A `<` can never start a `.strings` entry, so this cannot misread a valid strings file.
  private static func looksLikeXMLPropertyList(_ text: [UInt8]) -> Bool {
    guard let start = text.firstIndex(where: { !($0 == 0x20 || (0x09...0x0D).contains($0)) }) else {
      return false
    }
    let rest = text[start...]
    return rest.starts(with: "<?xml".utf8) || rest.starts(with: "<plist".utf8)
      || rest.starts(with: "<!DOCTYPE plist".utf8)
  }
}
