extension Localization {
  /// Every string of the localization with where it sits, states left out: the plain unit
  /// (`value`), plural and device forms (`plural.one value`, `device.mac.plural.one value`),
  /// substitutions with their argument and forms (`substitution.n argNum`,
  /// `substitution.n.plural.one value`) and a string set's values (`stringSet values`), in a
  /// fixed order. Two localizations that the app resolves to the same strings have equal texts.
  package func texts() -> [(path: String, text: String)] {
    var result: [(path: String, text: String)] = []
    if let unit = stringUnit { result.append(("value", unit.value)) }
    if let set = stringSet { result.append(("stringSet values", set.values.joined(separator: "\n"))) }
    variations?.appendTexts(prefix: "", to: &result)
    for (name, substitution) in substitutions ?? [:] {
      result.append(("substitution.\(name) argNum", substitution.argNum.map(String.init) ?? "none"))
      result.append(("substitution.\(name) formatSpecifier", substitution.formatSpecifier ?? "none"))
      substitution.variations?.appendTexts(prefix: "substitution.\(name).", to: &result)
    }
    return result.sorted { $0.path < $1.path }
  }

  /// Whether `other` holds the same strings (states and unknown fields aside).
  package func hasSameTexts(as other: Localization) -> Bool {
    let mine = texts()
    let theirs = other.texts()
    return mine.count == theirs.count
      && zip(mine, theirs).allSatisfy { $0.path == $1.path && $0.text.isIdentical(to: $1.text) }
  }

  /// Whether the localization is a plain unit (alone) whose value is `text`.
  package func isPlainUnit(withValue text: String) -> Bool {
    guard isUnitOnly, let unit = stringUnit else { return false }
    return unit.value.isIdentical(to: text)
  }
}

extension Variations {
  fileprivate func appendTexts(prefix: String, to result: inout [(path: String, text: String)]) {
    for (group, forms) in [("plural", plural), ("device", device)] {
      for (name, form) in forms ?? [:] {
        let path = "\(prefix)\(group).\(name)"
        if let unit = form.stringUnit { result.append((path + " value", unit.value)) }
        form.variations?.appendTexts(prefix: path + ".", to: &result)
      }
    }
  }
}
