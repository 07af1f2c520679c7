import XCStringsBase
import XCStringsLegacy
import XCStringsModel

/// The strings Apple's runtime would show for a table, one per (language, key, variant).
///
/// Built from legacy tables with Apple's rules (the last duplicate wins, `.stringsdict` before
/// `.strings`), it is the yardstick for "nothing was lost": two resolutions are compared item by
/// item, and an item whose text differs or disappears is a loss. Variable names are replaced by
/// their order of appearance, since the runtime never shows them (a direct plural's variable
/// name is dropped by migration and invented by export).
package struct RuntimeResolution: Sendable {
  /// One resolvable string.
  package struct Item: Hashable, Sendable, Comparable {
    /// The language.
    package var language: String
    /// The key.
    package var key: ExactKey
    /// `""` for a plain string; otherwise the path inside a rule (`format`, `1.few`,
    /// `device.iphone`, `device.mac/1.one`, `width.20`).
    package var variant: String

    /// Orders by language, key and variant (code points), for stable reports.
    package static func < (lhs: Item, rhs: Item) -> Bool {
      if lhs.language != rhs.language { return lhs.language < rhs.language }
      if lhs.key != rhs.key { return lhs.key.string.utf8.lexicographicallyPrecedes(rhs.key.string.utf8) }
      return lhs.variant < rhs.variant
    }
  }

  /// A difference between two resolutions.
  package struct Loss: Equatable, Sendable, CustomStringConvertible {
    /// The item that changed.
    package var item: Item
    /// The text before.
    package var before: String
    /// The text after, or `nil` when the item is gone.
    package var after: String?

    /// `[ja] "key": plural.few missing` style text.
    package var description: String {
      let variant = item.variant.isEmpty ? "" : " \(item.variant)"
      let what = after.map { "changed from '\(before.escapedForDisplay)' to '\($0.escapedForDisplay)'" } ?? "missing"
      return "[\(item.language)] \"\(item.key.string)\":\(variant) \(what)"
    }
  }

  /// Every item with its text.
  package private(set) var values: [Item: String] = [:]

  /// An empty resolution.
  package init() {}

  /// Adds one language's tables; `.stringsdict` entries hide `.strings` values of the same key.
  package mutating func add(language: LanguageCode, strings: [StringsTable.Entry], stringsdict: [StringsdictEntry]) {
    // A later duplicate replaces every variant of the earlier one.
    var latest = KeyedList<StringsdictRule>()
    for entry in stringsdict { latest[entry.key] = entry.rule }
    var dictKeys = Set<ExactKey>()
    for (key, rule) in latest {
      dictKeys.insert(ExactKey(key))
      add(rule, prefix: "", language: language.rawValue, key: ExactKey(key))
    }
    for entry in strings where !dictKeys.contains(ExactKey(entry.key)) {
      values[Item(language: language.rawValue, key: ExactKey(entry.key), variant: "")] = entry.value
    }
  }

  private mutating func add(_ rule: StringsdictRule, prefix: String, language: String, key: ExactKey) {
    func put(_ variant: String, _ text: String) {
      values[Item(language: language, key: key, variant: prefix + variant)] = text
    }
    switch rule {
    case .format(let format):
      var numbering: [ExactKey: Int] = [:]
      var normalized = Array(format.format.utf8)
      let specifiers = FormatSpecifier.scan(format.format)
      for specifier in specifiers {
        guard case .variable(let name) = specifier.kind else { continue }
        if numbering[ExactKey(name)] == nil { numbering[ExactKey(name)] = numbering.count + 1 }
      }
      for specifier in specifiers.reversed() {
        guard case .variable(let name) = specifier.kind, let number = numbering[ExactKey(name)] else { continue }
        // Everything before the name stays (`%2$#`, or `%#1` of a malformed reference).
        let head = specifier.text.utf8.prefix { $0 != 0x40 }
        normalized.replaceSubrange(specifier.range, with: Array(head) + Array("@\(number)@".utf8))
      }
      put("format", String(decoding: normalized, as: UTF8.self))
      for (name, variable) in format.variables {
        guard let number = numbering[ExactKey(name)] else { continue }
        for (category, text) in variable.forms { put("\(number).\(category)", text) }
      }
    case .device(let devices):
      for (device, value) in devices {
        switch value {
        case .string(let text): put("device.\(device)", text)
        case .rule(let nested): add(nested, prefix: prefix + "device.\(device)/", language: language, key: key)
        }
      }
    case .width(let buckets):
      for (width, text) in buckets { put("width.\(width)", text) }
    case .unrecognized:
      put("unrecognized", "")
    }
  }

  /// The items of `self` that `other` resolves differently or not at all.
  package func losses(in other: RuntimeResolution) -> [Loss] {
    var result: [Loss] = []
    for (item, before) in values {
      let after = other.values[item]
      if after.map({ !$0.isIdentical(to: before) }) ?? true {
        result.append(Loss(item: item, before: before, after: after))
      }
    }
    return result.sorted { $0.item < $1.item }
  }
}
