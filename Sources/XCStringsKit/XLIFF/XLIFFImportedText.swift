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
/// A substitution's `argNum` and `formatSpecifier` come from the catalog (this language, else
/// the source language), else from the file: the position of `%N$#@NAME@` in a text and the
/// conversion of a `%N$…` specifier in the substitution's forms.
struct XLIFFImportedText {
  /// The catalog's localization in the imported language, if any.
  let existing: Localization?
  /// The catalog's source-language localization, if any.
  let source: Localization?
  /// The leaves with translations, in file order.
  let leaves: ArraySlice<XLIFFImporter.Leaf>

  /// The localization the leaves describe.
  func localization() -> Localization {
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
    let own = Self.value(in: existing, at: leaf.id)
    // Compared by exact scalars: a text in another normalisation form is the translator's.
    if let own, XLIFFPlaceholders.positionalVariables(own, substitutions: existing?.substitutions).isIdentical(to: text) {
      return own
    }
    let written = [own, existing?.stringUnit?.value, source?.stringUnit?.value, Self.value(in: source, at: leaf.id)]
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
    let ownSubstitution = existing?.substitutions?[name]
    if let own = Self.value(in: existing, at: leaf.id),
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

  /// A new substitution's `argNum` and `formatSpecifier`.
  private func metadata(for name: String) -> Substitution {
    let own = existing?.substitutions?[name]
    let sourceSubstitution = source?.substitutions?[name]
    var argNum = own?.argNum ?? sourceSubstitution?.argNum
    var specifier = own?.formatSpecifier ?? sourceSubstitution?.formatSpecifier
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
    return Substitution(argNum: argNum, formatSpecifier: specifier)
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
