import Foundation

extension StringsTable {
  /// Reads a `.strings` file that is an XML or binary property list: a dictionary of strings.
  ///
  /// Foundation does the parsing. Property lists carry no order, comments or positions, so
  /// entries are sorted by key in code-point order and placed at line 1, column 1.
  static func propertyList(_ bytes: [UInt8], encoding: TextEncoding, path: String) throws(Diagnostic)
    -> StringsTable
  {
    let file = SourceLocation.file(path)
    let object: Any
    let kind = encoding == .binaryPropertyList ? "binary" : "XML"
    var format = PropertyListSerialization.PropertyListFormat.binary
    do {
      object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format)
    } catch {
      throw Diagnostic.error("not a valid \(kind) property list", at: file)
    }
    // Foundation falls back to the OpenStep text format when the binary or XML parse fails,
    // which would read a damaged `bplist00…` file as one long string.
    guard format == (encoding == .binaryPropertyList ? .binary : .xml) else {
      throw Diagnostic.error("not a valid \(kind) property list", at: file)
    }
    guard let dictionary = object as? NSDictionary else {
      throw Diagnostic.error("property list is \(kindName(object)), not a dictionary of strings", at: file)
    }
    var entries = [Entry]()
    entries.reserveCapacity(dictionary.count)
    // NSDictionary keeps keys that differ only in normalization apart; a Swift dictionary would not.
    for (key, value) in dictionary {
      guard let key = key as? String else {
        throw Diagnostic.error("property list has a key that is not a string", at: file)
      }
      guard let value = value as? String else {
        throw Diagnostic.error("value of '\(key)' is \(kindName(value)), not a string", at: file)
      }
      entries.append(Entry(key: key, value: value, line: 1, column: 1))
    }
    entries.sort { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
    return StringsTable(entries: entries, encoding: encoding)
  }

  private static func kindName(_ object: Any) -> String {
    switch object {
    case is String: "a string"
    case is NSDictionary: "a dictionary"
    case is NSArray: "an array"
    case is Data: "data"
    case is Date: "a date"
    case is NSNumber: "a number"
    default: "not a string"
    }
  }
}
