import XCStringsBase
import XCStringsModel

/// Builds one key's imported ``Localization`` from its XLIFF leaves, with placeholders in the
/// catalog's form.
///
/// Export made substitution placeholders positional (``XLIFFPlaceholders``); import undoes it
/// the way the catalog wrote them:
/// - a leaf whose text is exactly what the catalog's own leaf exports to keeps the catalog's
///   text, so an untouched export imports as no change;
/// - otherwise `%N$#@NAME@` becomes `%#@NAME@` when N is the substitution's `argNum`, unless the
///   catalog writes that reference positionally (in this language's text or the source's), and
///   in a substitution's forms `%N$<formatSpecifier>` becomes `%arg`, unless the catalog's forms
///   of that substitution write the positional specifier and never `%arg`.
///
/// A substitution the language already has keeps its `argNum` and `formatSpecifier` as the
/// catalog writes them (absent ones stay absent), so an untouched file imports as no change. A
/// new one takes them from the bundle's `Source Contents` (this language's substitution, else
/// the source language's), the catalog's source language, the file (the position of
/// `%N$#@NAME@` in a text, the conversion of a `%N$…` specifier in its forms) and, for the
/// specifier, the specifier at that position in the source language's plain text or in the
/// key, in that order; without an `argNum`, the position is the one the reference's place in
/// the root text reads (`%#@count@` first: argument 1), and the `argNum` stays absent. A new plural
/// substitution that none of them gives a specifier is listed in ``Built/unspecified``: its
/// `.stringsdict` would lack `NSStringFormatValueTypeKey`.
struct XLIFFImportedText {
  /// The catalog's localization in the imported language, if any.
  let existing: Localization?
  /// The catalog's source-language localization, if any.
  let source: Localization?
  /// The leaves with translations, in file order.
  let leaves: ArraySlice<XLIFFImporter.Leaf>
  /// The key.
  var key = ""
  /// The bundle's `Source Contents` copy of the key's entry in the imported language and in
  /// its source language, read only when a new substitution needs them.
  var bundled: () -> (own: Localization?, source: Localization?) = { (nil, nil) }

  /// A localization and the new substitutions it has no format specifier for.
  struct Built {
    var localization: Localization
    var unspecified: [String]
  }

  /// The texts that placeholders are written back to the style of: the catalog's own, else,
  /// for a language the catalog lacks, the bundle's copy of it.
  var written: Localization? = nil

  /// The localization the leaves describe, with the new plural substitutions that no source
  /// gives a format specifier.
  func build() -> Built {
    var text = self
    text.written = existing ?? bundled().own
    let localization = text.localization()
    var unspecified: [String] = []
    for (name, substitution) in localization.substitutions?.pairs ?? []
    where substitution.formatSpecifier == nil && substitution.variations?.plural != nil
      && existing?.substitutions?[name] == nil
    {
      unspecified.append(name)
    }
    return Built(localization: localization, unspecified: unspecified)
  }

  /// The localization the leaves describe.
  private func localization() -> Localization {
    var localization = Localization()
    var substitutions = KeyedList<Substitution>()
    var variations: Variations?
    for leaf in leaves {
      let id = leaf.id
      if let name = id.substitution {
        var substitution = substitutions[name] ?? metadata(for: name)
        let unit = StringUnit(state: leaf.state, value: substitutionText(leaf, name: name))
        Self.setForm(unit, in: &substitution.variations, device: id.device, plural: id.plural)
        substitutions[name] = substitution
      } else if id.isRoot {
        if let values = leaf.setValues {
          localization.stringSet = StringSet(state: leaf.state, values: values)
        } else {
          localization.stringUnit = StringUnit(state: leaf.state, value: rootText(leaf))
        }
      } else {
        Self.setForm(StringUnit(state: leaf.state, value: rootText(leaf)), in: &variations, device: id.device, plural: id.plural)
      }
    }
    if variations != nil { localization.variations = variations }
    if !substitutions.isEmpty { localization.substitutions = substitutions }
    return localization
  }

  private static func setForm(_ unit: StringUnit, in variations: inout Variations?, device: String?, plural: String?) {
    var all = variations ?? Variations()
    if let device {
      var form = all.device?[device] ?? Variation()
      if let plural {
        var nested = form.variations ?? Variations()
        var forms = nested.plural ?? [:]
        forms[plural] = Variation(stringUnit: unit)
        nested.plural = forms
        form.variations = nested
      } else {
        form.stringUnit = unit
      }
      var devices = all.device ?? [:]
      devices[device] = form
      all.device = devices
    } else if let plural {
      var forms = all.plural ?? [:]
      forms[plural] = Variation(stringUnit: unit)
      all.plural = forms
    }
    variations = all
  }

  // MARK: - Texts

  /// A text outside substitutions, with `%N$#@NAME@` back to the catalog's form.
  private func rootText(_ leaf: XLIFFImporter.Leaf) -> String {
    let text = leaf.text
    let own = Self.value(in: written, at: leaf.id)
    // Compared by exact scalars: a text in another normalisation form is the translator's.
    if let own, XLIFFPlaceholders.positionalVariables(own, substitutions: written?.substitutions).isIdentical(to: text) {
      return own
    }
    let written = [own, self.written?.stringUnit?.value, source?.stringUnit?.value, Self.value(in: source, at: leaf.id)]
    var argNums: [String: Int] = [:]
    for name in substitutionNames() {
      guard let argNum = metadata(for: name).argNum else { continue }
      // Kept positional where the catalog writes it so.
      if written.contains(where: { $0?.contains("$#@\(name)@") == true }) { continue }
      argNums[name] = argNum
    }
    return XLIFFPlaceholders.namedVariables(text, argNums: argNums)
  }

  /// A text of a substitution's form, with `%N$<formatSpecifier>` back to `%arg`.
  private func substitutionText(_ leaf: XLIFFImporter.Leaf, name: String) -> String {
    let text = leaf.text
    let ownSubstitution = written?.substitutions?[name]
    if let own = Self.value(in: written, at: leaf.id),
      XLIFFPlaceholders.positionalArgument(own, substitution: ownSubstitution).isIdentical(to: text)
    {
      return own
    }
    let metadata = metadata(for: name)
    guard let argNum = metadata.argNum, let specifier = metadata.formatSpecifier else { return text }
    let positional = "%\(argNum)$\(specifier)"
    for substitution in [ownSubstitution, source?.substitutions?[name]] {
      let values = Self.values(in: substitution?.variations)
      if values.contains(where: XLIFFPlaceholders.containsArgumentPlaceholder) { break }
      if values.contains(where: { $0.contains(positional) }) { return text }
    }
    return XLIFFPlaceholders.argumentPlaceholders(text, argNum: argNum, formatSpecifier: specifier)
  }

  /// Every substitution name this key's texts may reference.
  private func substitutionNames() -> [String] {
    var names: [String] = []
    for leaf in leaves { if let name = leaf.id.substitution, !names.contains(name) { names.append(name) } }
    for list in [existing?.substitutions, source?.substitutions] {
      for name in list?.keys ?? [] where !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// A substitution's `argNum` and `formatSpecifier` (see the type's summary for the order).
  private func metadata(for name: String) -> Substitution {
    if let own = existing?.substitutions?[name] {
      return Substitution(argNum: own.argNum, formatSpecifier: own.formatSpecifier)
    }
    let bundled = bundled()
    // The bundle's copy of this very language is what was exported: taken as written.
    if let copied = bundled.own?.substitutions?[name] {
      return Substitution(argNum: copied.argNum, formatSpecifier: copied.formatSpecifier)
    }
    let known = [bundled.source?.substitutions?[name], source?.substitutions?[name]]
    var argNum = known.lazy.compactMap { $0?.argNum }.first
    var specifier = known.lazy.compactMap { $0?.formatSpecifier }.first
    if argNum == nil {
      for leaf in leaves where leaf.id.substitution == nil {
        for found in FormatSpecifier.scan(leaf.text) {
          if case .variable(let variable) = found.kind, variable == name, let position = found.position {
            argNum = position
            break
          }
        }
        if argNum != nil { break }
      }
    }
    // Without an `argNum`, the reference reads the argument its place in the text gives
    // (`%#@count@` first: argument 1): the source text and the key say what that argument is.
    // The `argNum` itself stays absent, as the file writes it.
    let read =
      argNum
      ?? leaves.lazy.filter { $0.id.substitution == nil }.compactMap { Self.position(ofVariable: name, in: $0.text) }
      .first
    if specifier == nil, let argNum {
      search: for leaf in leaves where leaf.id.substitution == name {
        for found in FormatSpecifier.scan(leaf.text) where found.position == argNum {
          if case .argument(let conversion) = found.kind {
            specifier = conversion
            break search
          }
        }
      }
    }
    if specifier == nil, let read {
      // The source text, then the key, read the same argument where they are format strings.
      for format in [source?.stringUnit?.value, bundled.source?.stringUnit?.value, key] where specifier == nil {
        if let format { specifier = Self.conversion(at: read, in: format) }
      }
    }
    return Substitution(argNum: argNum, formatSpecifier: specifier)
  }

  /// The argument a reference to `name` reads in `format`: its own position, else its place
  /// among the unnumbered specifiers and references (each reads the next argument).
  static func position(ofVariable name: String, in format: String) -> Int? {
    var next = 1
    for found in FormatSpecifier.scan(format) {
      let at = found.position ?? next
      if found.position == nil { next += 1 }
      if case .variable(let variable) = found.kind, variable == name { return at }
    }
    return nil
  }

  /// The conversion of the argument a format string reads at `position` (counting
  /// unnumbered specifiers in order), if it reads one.
  static func conversion(at position: Int, in format: String) -> String? {
    var next = 1
    for found in FormatSpecifier.scan(format) {
      guard case .argument(let conversion) = found.kind else { continue }
      let at = found.position ?? next
      if found.position == nil { next += 1 }
      if at == position { return conversion }
    }
    return nil
  }

  /// The catalog text of exactly the leaf `id` names, if the localization has it.
  private static func value(in localization: Localization?, at id: XLIFFUnitID) -> String? {
    guard let localization else { return nil }
    var variations = localization.variations
    if let name = id.substitution {
      variations = localization.substitutions?[name]?.variations
    } else if id.isRoot {
      return localization.stringUnit?.value
    }
    var form: Variation?
    if let device = id.device {
      form = variations?.device?[device]
      variations = form?.variations
    }
    if let plural = id.plural { form = variations?.plural?[plural] }
    return form?.stringUnit?.value
  }

  /// Every text of a set of variations (one level of nesting).
  private static func values(in variations: Variations?) -> [String] {
    var values: [String] = []
    for form in (variations?.plural?.values ?? []) + (variations?.device?.values ?? []) {
      if let value = form.stringUnit?.value { values.append(value) }
      for nested in form.variations?.plural?.values ?? [] {
        if let value = nested.stringUnit?.value { values.append(value) }
      }
    }
    return values
  }
}
