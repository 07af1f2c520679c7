import XCStringsBase

/// A property-list value as read from a file, with the byte offset of the element it came from.
///
/// The reader builds this tree first and turns it into the typed stringsdict model second, so
/// the model builder can report every diagnostic at the element it is about. Binary property
/// lists have no offsets; their nodes carry `nil` and are reported at line 1.
package struct PlistNode: Sendable {
  /// One member of a `<dict>`, with the comment written directly before its `<key>`.
  package struct Member: Sendable {
    package var key: String
    /// Offset of the `<key>` element.
    package var keyOffset: Int?
    /// The text of the XML comments between the previous member and this `<key>`, trimmed and
    /// joined with newlines; `nil` when there were none.
    package var comment: String?
    package var value: PlistNode
  }

  package enum Kind: Sendable {
    case string(String)
    /// Decimal text, normalized from the file's `<integer>` (which may be hexadecimal).
    case integer(String)
    /// The `<real>` text as written, trimmed.
    case real(String)
    case bool(Bool)
    /// The `<date>` text as written (ISO 8601), trimmed.
    case date(String)
    /// The `<data>` text with whitespace removed (Base64).
    case data(String)
    case array([PlistNode])
    /// Members in file order; duplicate keys are all kept here and resolved by the model builder.
    case dictionary([Member])
  }

  package var kind: Kind
  /// Offset of the element's `<` in the UTF-8 text, or `nil` for binary property lists.
  package var offset: Int?

  /// The kind's name with its article, as used in diagnostics ("an array").
  package var kindDescription: String {
    switch kind {
    case .string: "a string"
    case .integer: "an integer"
    case .real: "a real number"
    case .bool: "a boolean"
    case .date: "a date"
    case .data: "data"
    case .array: "an array"
    case .dictionary: "a dictionary"
    }
  }

  /// The text of a string, or of a date or data value; `nil` for other kinds.
  ///
  /// Where the model expects a string, dates and data count as their text: the writer (like
  /// JSON) can only write them back as strings, and reading a written file must classify every
  /// value as the original read did (a `<data>` rule type once became a variable on the second
  /// read; found by fuzzing).
  package var text: String? {
    switch kind {
    case .string(let text), .date(let text), .data(let text): text
    default: nil
    }
  }

  /// The value as a ``JSONValue``, keeping everything.
  ///
  /// JSON has no dates or data, so both become their text (`.string`); integers and reals become
  /// `.number`, with reals always carrying a `.`, an exponent or a word (`nan`, `inf`) so a
  /// writer can tell them apart. Duplicate dictionary keys keep the later value, as Apple's
  /// parser does.
  package var jsonValue: JSONValue {
    switch kind {
    case .string(let text), .date(let text), .data(let text): return .string(text)
    case .integer(let text): return .number(text)
    case .real(let text): return .number(Self.realLiteral(text))
    case .bool(let value): return .bool(value)
    case .array(let elements): return .array(elements.map(\.jsonValue))
    case .dictionary(let members):
      var object = KeyedList<JSONValue>()
      for member in members { object[member.key] = member.value.jsonValue }
      return .object(object)
    }
  }

  /// Marks a real written like an integer (`<real>5</real>`) as a real (`5.0`).
  package static func realLiteral(_ text: String) -> String {
    let digits = text.utf8.drop { $0 == 0x2B || $0 == 0x2D }
    if !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) { return text + ".0" }
    return text
  }
}
