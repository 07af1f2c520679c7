import Foundation

/// The files `xcstrings-convert compile` writes for a catalog, worked out from the catalog
/// alone: a build plugin must declare a command's outputs before any tool runs. The rules are
/// the compiler's (`Documentation/Compile.md`): per language, a `.strings` file when some entry
/// has a plain text to write and a `.stringsdict` file when some entry has a plural, a
/// substitution or a device variation to write; a `new` unit is written only on a `manual`
/// entry. Cases the compiler reports as errors fail the build, so their outputs do not matter.
enum CompileOutputs {
  /// What the outputs could not be worked out from.
  struct Unreadable: Error, CustomStringConvertible {
    var description: String
  }

  /// The paths, relative to the output folder (`de.lproj/Localizable.strings`), sorted.
  static func files(catalog data: Data, table: String) throws -> [String] {
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw Unreadable(description: "the catalog is not a JSON object")
    }
    let source = root["sourceLanguage"] as? String ?? ""
    var plain: Set<String> = []
    var dictionary: Set<String> = []
    for case let entry as [String: Any] in (root["strings"] as? [String: Any] ?? [:]).values {
      guard let localizations = entry["localizations"] as? [String: Any] else { continue }
      let manual = entry["extractionState"] as? String == "manual"
      let sourcePlural = plural(of: localizations[source])
      let sourceReadsNumber = sourcePlural.map { readsNumber(forms($0, manual: true, all: true)) }
      for case (let language, let localization as [String: Any]) in localizations {
        let made = outputs(of: localization, manual: manual, sourceReadsNumber: sourceReadsNumber)
        if made.plain { plain.insert(language) }
        if made.dictionary { dictionary.insert(language) }
      }
    }
    return (plain.map { "\($0).lproj/\(table).strings" } + dictionary.map { "\($0).lproj/\(table).stringsdict" }).sorted()
  }

  /// Whether one localization gives a `.strings` value and a `.stringsdict` value.
  private static func outputs(
    of localization: [String: Any], manual: Bool, sourceReadsNumber: Bool?
  ) -> (plain: Bool, dictionary: Bool) {
    let substitutions = localization["substitutions"] as? [String: Any]
    let variations = localization["variations"] as? [String: Any]
    if let device = variations?["device"] as? [String: Any] {
      var plain = false
      var dictionary = false
      for case (let name, let form as [String: Any]) in device {
        if let forms = plural(of: form) {
          if pluralWritten(forms, manual: manual, sourceReadsNumber: sourceReadsNumber) { dictionary = true }
        } else if keeps(form["stringUnit"], manual: manual) {
          dictionary = true
          if name == "other" { plain = true }
        }
      }
      return (plain, dictionary)
    }
    if let forms = plural(of: localization) {
      return (false, pluralWritten(forms, manual: manual, sourceReadsNumber: sourceReadsNumber))
    }
    guard keeps(localization["stringUnit"], manual: manual) else { return (false, false) }
    if let substitutions {
      return (
        false,
        substitutions.contains { name, value in
          guard name != "NSStringLocalizedFormatKey", let substitution = value as? [String: Any],
            let forms = plural(of: substitution)
          else { return false }
          return !self.forms(forms, manual: manual).isEmpty
        }
      )
    }
    return (true, false)
  }

  /// Whether a plural is written: some unit is kept and a number is read.
  private static func pluralWritten(_ plural: [String: Any], manual: Bool, sourceReadsNumber: Bool?) -> Bool {
    let kept = forms(plural, manual: manual)
    guard !kept.isEmpty else { return false }
    if let sourceReadsNumber { return sourceReadsNumber }
    return readsNumber(kept) || readsNumber(forms(plural, manual: true, all: true))
  }

  private static func plural(of localization: Any?) -> [String: Any]? {
    ((localization as? [String: Any])?["variations"] as? [String: Any])?["plural"] as? [String: Any]
  }

  /// The texts of a plural's kept units (every unit with `all`).
  private static func forms(_ plural: [String: Any], manual: Bool, all: Bool = false) -> [String] {
    plural.values.compactMap { variation in
      guard let unit = (variation as? [String: Any])?["stringUnit"], all || keeps(unit, manual: manual) else { return nil }
      return (unit as? [String: Any])?["value"] as? String
    }
  }

  /// Whether a unit is written: any state but `new`, which only a `manual` entry writes.
  private static func keeps(_ unit: Any?, manual: Bool) -> Bool {
    guard let unit = unit as? [String: Any] else { return false }
    return unit["state"] as? String != "new" || manual
  }

  /// Whether some text has a numeric conversion (`%lld`, `%2$d`, `%.1f`; not `%@`, `%%` or a
  /// variable reference).
  static func readsNumber(_ texts: [String]) -> Bool {
    let numeric = Set("dDiuUxXoOfFeEgGaA".utf8)
    let skipped = Set("-+ #0'123456789.*$hlqLztj".utf8)
    for text in texts {
      let bytes = Array(text.utf8)
      var index = 0
      while index < bytes.count {
        defer { index += 1 }
        guard bytes[index] == UInt8(ascii: "%"), index + 1 < bytes.count else { continue }
        if bytes[index + 1] == UInt8(ascii: "%") {
          index += 1
          continue
        }
        var next = index + 1
        while next < bytes.count, skipped.contains(bytes[next]) { next += 1 }
        if next < bytes.count, numeric.contains(bytes[next]) { return true }
      }
    }
    return false
  }
}
