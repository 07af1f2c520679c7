import Foundation

/// A catalog with one translated unit per language of each key, in Xcode's layout (keys sorted,
/// no trailing newline): what `migrate` writes (`extractionState` "migrated"), or, with
/// `extractionState` `nil`, a catalog as Xcode saves hand-added keys. Tests of several modules
/// start from these instead of copies of the same JSON.
public func catalogText(
  source: String = "en", _ entries: [(key: String, comment: String?, units: [(String, String)])],
  extractionState: String? = "migrated"
) -> String {
  func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
  var lines = ["{", "  \"sourceLanguage\" : \(quoted(source)),", "  \"strings\" : {"]
  for (index, entry) in entries.enumerated() {
    lines.append("    \(quoted(entry.key)) : {")
    if let comment = entry.comment { lines.append("      \"comment\" : \(quoted(comment)),") }
    if let extractionState { lines.append("      \"extractionState\" : \(quoted(extractionState)),") }
    lines.append("      \"localizations\" : {")
    for (position, unit) in entry.units.enumerated() {
      lines += [
        "        \(quoted(unit.0)) : {", "          \"stringUnit\" : {", "            \"state\" : \"translated\",",
        "            \"value\" : \(quoted(unit.1))", "          }",
        "        }" + (position == entry.units.count - 1 ? "" : ","),
      ]
    }
    lines.append("      }")
    lines.append("    }" + (index == entries.count - 1 ? "" : ","))
  }
  lines += ["  },", "  \"version\" : \"1.0\"", "}"]
  return lines.joined(separator: "\n")
}

/// A `.stringsdict` file from entries written as the XML inside each key's `<dict>`.
public func stringsdictText(_ entries: [(key: String, body: String)]) -> String {
  var lines = [
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
    "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
    "<plist version=\"1.0\">", "<dict>",
  ]
  for (key, body) in entries {
    lines.append("\t<key>\(key)</key>")
    lines.append("\t<dict>\(body)</dict>")
  }
  lines += ["</dict>", "</plist>", ""]
  return lines.joined(separator: "\n")
}

/// The body of a plural entry: `format`, then one variable with its value type and forms.
public func pluralBody(_ format: String, variable: String = "n", valueType: String = "d", _ forms: [(String, String)]) -> String {
  var body = "<key>NSStringLocalizedFormatKey</key><string>\(format)</string><key>\(variable)</key><dict>"
  body += "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
  body += "<key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>"
  for (category, text) in forms { body += "<key>\(category)</key><string>\(text)</string>" }
  return body + "</dict>"
}

/// The body of a width-rule entry (which a catalog cannot hold: a loss).
public func widthBody(_ widths: [(String, String)]) -> String {
  "<key>NSStringVariableWidthRuleType</key><dict>" + widths.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
    + "</dict>"
}
