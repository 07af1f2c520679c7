/// The comment ibtool writes above each string of a storyboard or XIB table:
/// `Class = "NSTextFieldCell"; title = "Text Cell"; ObjectID = "43";`, naming the object's class
/// and the interface file's text of each localized property.
struct InterfaceObjectComment: Equatable, Sendable {
  /// The object's class (`NSMenu`, `UILabel`), if the comment names one.
  var className: String?
  /// The properties the comment lists, by name, with their text as written.
  var properties: [String: String] = [:]

  /// Reads a comment; text that is not of this shape gives no class and no properties.
  init(_ comment: String) {
    var scalars = Array(comment.unicodeScalars)[...]
    func skipSpaces() {
      while let first = scalars.first, first == " " || first == "\n" || first == "\t" { scalars.removeFirst() }
    }
    while true {
      skipSpaces()
      guard let equals = scalars.firstIndex(of: "=") else { break }
      var name = String(String.UnicodeScalarView(scalars[..<equals]))
      while name.last == " " { name.removeLast() }
      scalars = scalars[(equals + 1)...]
      skipSpaces()
      guard scalars.first == "\"" else { break }
      scalars.removeFirst()
      var value = String.UnicodeScalarView()
      var closed = false
      while let scalar = scalars.popFirst() {
        if scalar == "\\", let next = scalars.popFirst() {
          value.append(scalar)
          value.append(next)
        } else if scalar == "\"" {
          closed = true
          break
        } else {
          value.append(scalar)
        }
      }
      guard closed else { break }
      let text = String(value)
      if name == "Class" { className = text } else { properties[name] = text }
      skipSpaces()
      guard scalars.first == ";" else { break }
      scalars.removeFirst()
    }
  }

  /// The interface file's text for a key `objectID.property` (`43.title` → `title`); for a
  /// key of another shape (older tables keyed by the text itself), the key.
  func value(forKey key: String) -> String? {
    guard let dot = key.firstIndex(of: "."), key.isInterfaceObjectKey else { return key }
    return properties[String(key[key.index(after: dot)...])]
  }
}
