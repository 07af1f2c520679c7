import XCStringsBase
import XCStringsModel

/// Writes a ``StringsdictTable`` as an XML property list laid out as Xcode saves one.
///
/// The layout is Apple's: the XML declaration and DOCTYPE, `<plist version="1.0">`, a root
/// `<dict>` at column 0, one TAB per nesting level, empty containers as `<dict/>`, and a
/// newline after `</plist>`. Entries keep the table's order. Inside a format entry
/// `NSStringLocalizedFormatKey` comes first, then the variables in order, then extra fields;
/// inside a variable the spec type and value type come first, then the plural categories in
/// CLDR order (zero, one, two, few, many, other), then unknown categories and extra fields.
///
/// `&`, `<` and `>` are escaped in keys and strings; a carriage return is written as `&#13;`
/// because XML parsers that normalize line ends would otherwise turn it into a line feed.
public enum StringsdictWriter {
  /// The file's bytes (UTF-8).
  ///
  /// An entry's comment is written as `<!-- comment -->` before its `<key>` only when
  /// ``canWriteComment(_:)`` allows it; otherwise it is left out, and callers that keep a loss
  /// ledger must record it there. A `JSONValue.null` inside an unrecognized value has no
  /// property-list form and is written as an empty string.
  public static func data(for table: StringsdictTable) -> [UInt8] {
    var output = Output()
    output.out.append(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">

      """)
    if table.entries.isEmpty {
      output.out.append("<dict/>\n")
    } else {
      output.out.append("<dict>\n")
      for entry in table.entries {
        if let comment = entry.comment, canWriteComment(comment) {
          output.indent(1)
          output.out.append("<!-- ")
          output.out.append(contentsOf: comment.utf8)
          output.out.append(" -->\n")
        }
        output.key(entry.key, level: 1)
        output.rule(entry.rule, level: 1)
      }
      output.out.append("</dict>\n")
    }
    output.out.append("</plist>\n")
    return output.out.buffer
  }

  /// Whether a comment can be written as an XML comment: XML forbids `--` inside one.
  ///
  /// The writer adds a space on both sides, so a comment may start or end with `-`. Reading
  /// the file back trims the comment, so surrounding whitespace does not survive either.
  package static func canWriteComment(_ comment: String) -> Bool {
    var previousWasHyphen = false
    for byte in comment.utf8 {
      if byte == 0x2D {
        if previousWasHyphen { return false }
        previousWasHyphen = true
      } else {
        previousWasHyphen = false
      }
    }
    return true
  }
}

/// The indentation and element helpers behind ``StringsdictWriter``.
private struct Output {
  var out = ByteWriter(capacity: 1 << 14)

  mutating func indent(_ level: Int) { out.append(repeating: 0x09, count: level) }

  mutating func key(_ key: String, level: Int) {
    indent(level)
    out.append("<key>")
    escaped(key)
    out.append("</key>\n")
  }

  mutating func string(_ text: String, level: Int) {
    indent(level)
    out.append("<string>")
    escaped(text)
    out.append("</string>\n")
  }

  mutating func escaped(_ text: String) {
    // Runs without a byte to escape are found eight bytes at a time and copied whole: byte by
    // byte, writing the plurals of a 40-language export cost a hundred instructions a byte.
    var text = text
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      var runStart = 0
      var index = 0
      while index < bytes.count {
        while index + 8 <= bytes.count {
          let word = ByteWord(loadingFrom: base + index)
          if word.equal(to: 0x26) | word.equal(to: 0x3C) | word.equal(to: 0x3E) | word.equal(to: 0x0D) != 0 { break }
          index += 8
        }
        guard index < bytes.count else { break }
        let replacement: StaticString
        switch bytes[index] {
        case 0x26: replacement = "&amp;"
        case 0x3C: replacement = "&lt;"
        case 0x3E: replacement = "&gt;"
        case 0x0D: replacement = "&#13;"
        default:
          index += 1
          continue
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        out.append(replacement)
        index += 1
        runStart = index
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }
  }

  /// Writes a dictionary whose members are written by `body`; `isEmpty` selects `<dict/>`.
  mutating func dictionary(level: Int, isEmpty: Bool, _ body: (inout Output) -> Void) {
    indent(level)
    if isEmpty {
      out.append("<dict/>\n")
      return
    }
    out.append("<dict>\n")
    body(&self)
    indent(level)
    out.append("</dict>\n")
  }

  mutating func rule(_ rule: StringsdictRule, level: Int) {
    switch rule {
    case .format(let format):
      dictionary(level: level, isEmpty: false) { output in
        output.key(StringsdictModelBuilder.formatKey, level: level + 1)
        output.string(format.format, level: level + 1)
        for (name, variable) in format.variables {
          output.key(name, level: level + 1)
          output.variable(variable, level: level + 1)
        }
        output.members(format.extraFields, level: level + 1)
      }
    case .device(let devices):
      dictionary(level: level, isEmpty: false) { output in
        output.key(StringsdictModelBuilder.deviceRuleKey, level: level + 1)
        output.dictionary(level: level + 1, isEmpty: devices.isEmpty) { output in
          for (device, value) in devices {
            output.key(device, level: level + 2)
            switch value {
            case .string(let text): output.string(text, level: level + 2)
            case .rule(let nested): output.rule(nested, level: level + 2)
            }
          }
        }
      }
    case .width(let widths):
      dictionary(level: level, isEmpty: false) { output in
        output.key(StringsdictModelBuilder.widthRuleKey, level: level + 1)
        output.dictionary(level: level + 1, isEmpty: widths.isEmpty) { output in
          for (width, text) in widths {
            output.key(width, level: level + 2)
            output.string(text, level: level + 2)
          }
        }
      }
    case .unrecognized(let value):
      self.value(value, level: level)
    }
  }

  mutating func variable(_ variable: FormatVariable, level: Int) {
    dictionary(level: level, isEmpty: false) { output in
      output.key(StringsdictModelBuilder.specTypeKey, level: level + 1)
      output.string(variable.specType, level: level + 1)
      if let valueType = variable.valueType {
        output.key(StringsdictModelBuilder.valueTypeKey, level: level + 1)
        output.string(valueType, level: level + 1)
      }
      for category in PluralCategory.allKnown {
        if let text = variable.forms[category.rawValue] {
          output.key(category.rawValue, level: level + 1)
          output.string(text, level: level + 1)
        }
      }
      for (category, text) in variable.forms where !PluralCategory.allKnown.contains(PluralCategory(rawValue: category)) {
        output.key(category, level: level + 1)
        output.string(text, level: level + 1)
      }
      output.members(variable.extraFields, level: level + 1)
    }
  }

  mutating func members(_ members: KeyedList<JSONValue>, level: Int) {
    for (name, value) in members {
      key(name, level: level)
      self.value(value, level: level)
    }
  }

  mutating func value(_ value: JSONValue, level: Int) {
    switch value {
    case .string(let text): string(text, level: level)
    case .null: string("", level: level)
    case .bool(let flag):
      indent(level)
      out.append(flag ? "<true/>\n" : "<false/>\n")
    case .number(let text):
      let digits = text.utf8.drop { $0 == 0x2B || $0 == 0x2D }
      let isInteger = !digits.isEmpty && digits.allSatisfy { (0x30...0x39).contains($0) }
      indent(level)
      out.append(isInteger ? "<integer>" : "<real>")
      escaped(text)
      out.append(isInteger ? "</integer>\n" : "</real>\n")
    case .array(let elements):
      indent(level)
      if elements.isEmpty {
        out.append("<array/>\n")
        return
      }
      out.append("<array>\n")
      for element in elements { self.value(element, level: level + 1) }
      indent(level)
      out.append("</array>\n")
    case .object(let object):
      dictionary(level: level, isEmpty: object.isEmpty) { output in output.members(object, level: level + 1) }
    }
  }
}
