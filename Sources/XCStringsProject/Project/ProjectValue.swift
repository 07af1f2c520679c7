import XCStringsBase

/// A value of a project file, read into memory: a string, data, an array or a dictionary.
///
/// Reading a ``ProjectObject`` key by key is cheaper; this is for callers that want the whole
/// value (a target's `buildSettings`, a project's `attributes`).
package enum ProjectValue: Sendable, Equatable {
  /// A string, quoted or not in the file.
  case string(String)
  /// `<hex>` data.
  case data([UInt8])
  /// An array.
  case array([ProjectValue])
  /// A dictionary, in file order.
  case dictionary(KeyedList<ProjectValue>)

  /// The string, if the value is one.
  package var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The elements, if the value is an array.
  package var array: [ProjectValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The members, if the value is a dictionary.
  package var dictionary: KeyedList<ProjectValue>? {
    if case .dictionary(let value) = self { return value }
    return nil
  }
}
