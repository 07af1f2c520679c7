import Foundation

/// Legacy table texts written by hand, for tests that build `.stringsdict` files inline.
public enum LegacyText {
  /// A `.stringsdict` file around `body` (the `<dict>` members of the top-level dictionary).
  public static func stringsdict(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(body)
    </dict>
    </plist>

    """
  }

  /// The members of one format entry: `key` → `format` with plural variables
  /// `(name, valueType, [(category, text)])`.
  public static func format(_ key: String, _ format: String, _ variables: [(String, String?, [(String, String)])]) -> String {
    var lines = ["<key>\(xml(key))</key>", "<dict>", "<key>NSStringLocalizedFormatKey</key>", "<string>\(xml(format))</string>"]
    for (name, valueType, forms) in variables {
      lines += [
        "<key>\(xml(name))</key>", "<dict>", "<key>NSStringFormatSpecTypeKey</key>", "<string>NSStringPluralRuleType</string>",
      ]
      if let valueType { lines += ["<key>NSStringFormatValueTypeKey</key>", "<string>\(xml(valueType))</string>"] }
      for (category, text) in forms { lines += ["<key>\(category)</key>", "<string>\(xml(text))</string>"] }
      lines.append("</dict>")
    }
    lines.append("</dict>")
    return lines.joined(separator: "\n")
  }

  /// `text` with `&` and `<` escaped for XML.
  public static func xml(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
  }
}
