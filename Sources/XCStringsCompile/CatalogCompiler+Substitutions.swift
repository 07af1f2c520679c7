import XCStringsBase
import XCStringsModel

extension CatalogCompiler {
  /// The `.stringsdict` variables of a localization's substitutions, by name: each a plural
  /// rule whose value type is the substitution's `formatSpecifier` and whose categories have
  /// the catalog's `%arg` placeholder replaced by that specifier (not yet verified against
  /// Apple's output).
  /// `reserved`: the names the entry's own dictionary uses, which would be second keys of it.
  static func variables(
    of substitutions: KeyedList<Substitution>, _ context: Context, reserved: Set<String>
  ) -> [(key: String, value: CompiledPlist)] {
    var result: [(key: String, value: CompiledPlist)] = []
    for (name, substitution) in substitutions {
      guard !reserved.contains(name), let plural = substitution.variations?.plural else { continue }
      let specifier = substitution.formatSpecifier ?? "lld"
      let kept = forms(of: plural, keeping: context.keeps)
      guard !kept.isEmpty else { continue }
      var variable: [(key: String, value: CompiledPlist)] = [
        ("NSStringFormatSpecTypeKey", .string(pluralRuleType)), ("NSStringFormatValueTypeKey", .string(specifier)),
      ]
      for form in kept { variable.append((form.category, .string(replacingArgumentToken(form.text, with: "%" + specifier)))) }
      result.append((name, .dictionary(variable)))
    }
    return result
  }

  /// The format string with each unnumbered `%#@name@` of a substitution that has an `argNum`
  /// written `%N$#@name@`, so that the variable reads the argument the catalog says.
  static func positionedReferences(_ value: String, substitutions: KeyedList<Substitution>) -> String {
    var bytes = Array(value.utf8)
    for specifier in FormatSpecifier.scan(value).reversed() {
      guard case .variable(let name) = specifier.kind, let argNum = substitutions[name]?.argNum, specifier.position == nil,
        !specifier.isMalformedReference
      else { continue }
      bytes.replaceSubrange(specifier.range, with: Array("%\(argNum)$#@\(name)@".utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `text` with each `%arg` (not `%%arg`) replaced by `replacement`.
  static func replacingArgumentToken(_ text: String, with replacement: String) -> String {
    let bytes = Array(text.utf8)
    let token = Array("arg".utf8)
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x25, index + 1 < bytes.count {
        if bytes[index + 1] == 0x25 {
          result += [0x25, 0x25]
          index += 2
          continue
        }
        if index + 3 < bytes.count, Array(bytes[(index + 1)...(index + 3)]) == token {
          result += Array(replacement.utf8)
          index += 4
          continue
        }
      }
      result.append(bytes[index])
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
  }
}
