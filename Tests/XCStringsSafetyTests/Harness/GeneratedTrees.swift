import Foundation
import XCStringsTestSupport

/// Small hand-made trees for the CI set: legacy tables in several languages (a plural rule, a
/// value a rule hides, Base.lproj, a second table), and a tree that already has a catalog
/// next to legacy tables.
enum GeneratedTrees {
  static let legacy: [String: String] = [
    "App/en.lproj/Localizable.strings": """
    /* Greeting */
    "hello" = "Hello";
    "bye" = "Goodbye";
    "items" = "shadowed by the plural rule";
    "hello" = "Hello again";

    """,
    "App/de.lproj/Localizable.strings": "\"hello\" = \"Hallo\";\n\"bye\" = \"Tschüss\";\n",
    "App/fr.lproj/Localizable.strings": "\"hello\" = \"Bonjour\";\n",
    "App/en.lproj/Localizable.stringsdict": pluralRule(one: "%d item", other: "%d items"),
    "App/de.lproj/Localizable.stringsdict": pluralRule(one: "%d Element", other: "%d Elemente"),
    "App/Base.lproj/Main.strings": "\"title\" = \"Main\";\n",
    "App/de.lproj/Main.strings": "\"title\" = \"Haupt\";\n",
    "App/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"App\";\n",
  ]

  /// Two languages of one table and nothing else: every migration of it deletes its files.
  static let plain: [String: String] = [
    "App/en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n\"bye\" = \"Goodbye\";\n",
    "App/de.lproj/Localizable.strings": "\"hello\" = \"Hallo\";\n\"bye\" = \"Tschüss\";\n",
  ]

  /// A `.stringsdict` with one plural rule for the key `items`.
  static func pluralRule(one: String, other: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>items</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@count@</string>
    \t\t<key>count</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>one</key>
    \t\t\t<string>\(one)</string>
    \t\t\t<key>other</key>
    \t\t\t<string>\(other)</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """
  }

  /// The `plain` tree, written under a fresh temporary folder.
  static func makePlain() throws -> SafetyCampaign.Tree {
    let root = try TestPaths.temporaryDirectory()
    for (path, text) in plain { try TestPaths.write(text, "plain/" + path, in: root) }
    return SafetyCampaign.Tree(name: "plain", path: root.appendingPathComponent("plain").path)
  }

  /// The trees, written under a fresh temporary folder: `legacy` as above, and `mixed`, whose
  /// `Localizable` table is a catalog (made by migrating it) and whose `InfoPlist` and `Main`
  /// tables stay legacy.
  static func make() throws -> [SafetyCampaign.Tree] {
    let root = try TestPaths.temporaryDirectory()
    for (path, text) in legacy { try TestPaths.write(text, "legacy/" + path, in: root) }
    for (path, text) in legacy { try TestPaths.write(text, "mixed/" + path, in: root) }
    let mixed = root.appendingPathComponent("mixed").path
    _ = SafetyRun.quietly(["migrate", mixed, "--tables", "Localizable", "--delete-legacy", "--source-language", "en"])
    // Code for `sync`: a key of the catalog still used, a new one; `bye` (translated) leaves
    // the code and becomes stale.
    try TestPaths.write("let a = Text(\"hello\")\nlet b = Text(\"\\(count) new\")\n", "mixed/App/View.swift", in: root)
    return ["legacy", "mixed"].map { SafetyCampaign.Tree(name: $0, path: root.appendingPathComponent($0).path) }
  }
}
