import Foundation

/// Looks up localized strings in a bundle's compiled `.lproj` tables without Foundation's
/// `Bundle.localizedString`, which on Linux ignores the environment's language and crashes on a
/// plural key.
///
/// The language is chosen once, from the environment (``LanguagePreferences``) and the
/// bundle's localizations (``LocalizationMatcher``). A key the chosen language lacks is looked
/// up in its parents, then in the development language, and is itself the text when no table
/// has it. `.stringsdict` entries take precedence over `.strings` ones, as on Apple's platforms.
///
/// ```swift
/// let localizer = RuntimeLocalizer(bundle: .module)
/// print(localizer.string("%lld files", arguments: [5]))
/// ```
public struct RuntimeLocalizer: Sendable {
  /// The localization chosen for the lookups, or `nil` when the bundle has no `.lproj` folder
  /// that matches or the development language.
  public let language: String?
  /// The development language lookups fall back to.
  public let developmentLanguage: String

  private let tables: CompiledTables
  private let chain: [String]

  /// A localizer over `bundle`'s resources for the languages `environment` asks for.
  /// `developmentLanguage` defaults to the bundle's `CFBundleDevelopmentRegion` (a SwiftPM
  /// package's `defaultLocalization`), else `en`.
  public init(
    bundle: Bundle = .main, environment: [String: String] = ProcessInfo.processInfo.environment,
    developmentLanguage: String? = nil
  ) {
    self.init(
      resources: bundle.resourceURL ?? bundle.bundleURL, preferredLanguages: LanguagePreferences.from(environment: environment),
      developmentLanguage: developmentLanguage)
  }

  /// A localizer over the `.lproj` folders in `resources` for `preferredLanguages`.
  public init(resources: URL, preferredLanguages: [String], developmentLanguage: String? = nil) {
    let tables = CompiledTables(root: resources)
    let available = tables.languages
    let development = developmentLanguage ?? tables.developmentRegion() ?? "en"
    self.tables = tables
    self.developmentLanguage = development
    let chosen = LocalizationMatcher.best(available: available, preferences: preferredLanguages, developmentLanguage: development)
    language = chosen
    chain =
      chosen.map { LocalizationMatcher.fallbackChain(for: $0, available: available, developmentLanguage: development) } ?? []
  }

  /// The text for `key` in `table` (default `Localizable`), formatted with `arguments`: plural
  /// variables choose their forms by the arguments they read, and each conversion prints its
  /// argument (an argument missing for a conversion leaves the conversion as written). Without
  /// arguments the text is returned as the table has it.
  public func string(_ key: String, table: String? = nil, arguments: [any Sendable] = []) -> String {
    let values = arguments.map { FormatArgument($0) }
    let tableName = table ?? "Localizable"
    for language in chain {
      if let entry = tables.stringsdict(tableName, language: language)[key] as? [String: Any] {
        let expander = StringsdictExpander(language: language, arguments: values)
        if let format = expander.format(of: entry) {
          return values.isEmpty ? format : FormatRenderer.render(format, arguments: values)
        }
      }
      if let text = tables.strings(tableName, language: language)[key] {
        return values.isEmpty ? text : FormatRenderer.render(text, arguments: values)
      }
    }
    return values.isEmpty ? key : FormatRenderer.render(key, arguments: values)
  }
}
