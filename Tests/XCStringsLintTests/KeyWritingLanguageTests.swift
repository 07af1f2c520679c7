import Testing
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsModel

@testable import XCStringsLint

/// Whether a table's keys are written in a target language (`KeyWritingLanguage.swift`):
/// keys with no value at all are shown as they are, so French keys read right to French users.
@Suite("Key writing language")
struct KeyWritingLanguageTests {
  typealias F = LintFixture

  /// Translated entries with English source values and French translations, as a finance
  /// app's identifiers have them.
  static let translatedPairs: [(String, String)] = [
    ("Available balance", "Solde disponible"),
    ("Credit owed on the card", "Crédit dû sur la carte"),
    ("Chequing account", "Compte chèques"),
    ("Savings account", "Compte épargne"),
    ("Monthly budget for groceries and rent", "Budget mensuel pour l'épicerie et le loyer"),
    ("Your payment was recorded successfully", "Votre paiement a été enregistré avec succès"),
    ("Delete this account and all its transactions", "Supprimer ce compte et toutes ses transactions"),
    ("Choose the day your salary arrives", "Choisissez le jour où votre salaire arrive"),
    ("Show a warning when the balance is low", "Afficher une alerte quand le solde est bas"),
    ("Recurring payments will be updated", "Les paiements récurrents seront mis à jour"),
  ]

  static let frenchKeys = [
    "Confirmer le paiement", "Aucune catégorie", "Prochaine paie", "Marquer comme payé",
    "Toutes vos périodes sont confortables", "Sans date de fin", "Choisir un compte", "Solde bas prévu",
  ]
  static let englishKeys = [
    "Confirm the payment", "No category", "Next pay day", "Mark as paid", "All your periods are comfortable",
    "No end date", "Choose an account", "Low balance ahead",
  ]

  /// A catalog of the translated pairs (under identifier keys) and `keys` with no value.
  static func catalog(keys: [String], pairs: [(String, String)] = translatedPairs) -> String {
    var entries: [(String, String)] = []
    for (index, pair) in pairs.enumerated() {
      entries.append(("id.\(index)", F.entry(["en": F.unit(pair.0), "fr": F.unit(pair.1)])))
    }
    for key in keys { entries.append((key, "{}")) }
    let lines = entries.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",\n")
    return "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\n\(lines)\n}}"
  }

  static func written(_ json: String, _ language: LanguageCode = "fr") throws -> Set<String> {
    let catalog = try CatalogJSONReader.read(Array(json.utf8), path: "L.xcstrings")
    return try #require(KeyWritingLanguage.languages(of: catalog, targets: [language]).first)
  }

  static func verdict(_ json: String, _ language: LanguageCode = "fr") throws -> Bool {
    try !written(json, language).isEmpty
  }

  @Test func frenchKeysUnderAnEnglishSourceAreFrench() throws {
    #expect(try Self.written(Self.catalog(keys: Self.frenchKeys)) == Set(Self.frenchKeys))
  }

  /// Among French keys, one that reads clearly as the source's or is in another script is
  /// not French.
  @Test func onlyTheKeysThatReadAsTheLanguageAreIt() throws {
    let keys = Self.frenchKeys + ["Show the warning when the balance is low", "بسم الله"]
    #expect(try Self.written(Self.catalog(keys: keys)) == Set(Self.frenchKeys))
  }

  @Test func englishKeysAreNot() throws {
    #expect(try !Self.verdict(Self.catalog(keys: Self.englishKeys)))
  }

  /// Half French, half English: no verdict, since most must read French.
  @Test func aMixIsNoVerdict() throws {
    #expect(try !Self.verdict(Self.catalog(keys: Array(Self.frenchKeys.prefix(4)) + Array(Self.englishKeys.prefix(4)))))
  }

  /// Too little text on either side, or too few keys shown, tells nothing.
  @Test func tooLittleTextOrTooFewKeysIsNoVerdict() throws {
    #expect(try !Self.verdict(Self.catalog(keys: Self.frenchKeys, pairs: Array(Self.translatedPairs.prefix(3)))))
    #expect(try !Self.verdict(Self.catalog(keys: Array(Self.frenchKeys.prefix(4)))))
  }

  /// A regional variant of the source is never asked: its users share the source's keys.
  @Test func theSourcesOwnLanguageIsNeverAsked() throws {
    let json = Self.catalog(keys: Self.frenchKeys)
    let catalog = try CatalogJSONReader.read(Array(json.utf8), path: "L.xcstrings")
    #expect(KeyWritingLanguage.languages(of: catalog, targets: ["en-GB", "fr"]) == [[], Set(Self.frenchKeys)])
  }

  /// The `untranslated` finding of a key the French user reads right is a note saying why;
  /// English keys stay warnings.
  @Test func theFindingIsANote() throws {
    let options = LintOptions(languages: [], disabled: Set(LintRule.all.filter { $0 != .untranslated }))
    let french = try F.subject(Self.catalog(keys: Self.frenchKeys))
    let findings = Linter(options: options).lint([french]).findings
    #expect(findings.count == 8)
    #expect(findings.allSatisfy { $0.severity == .note })
    #expect(
      findings.first?.message
        == "no 'fr' translation, but the source language 'en' has no value, so the 'fr' user sees the key, and this table's keys read as 'fr' text, like its 'fr' values"
    )
    let english = try F.subject(Self.catalog(keys: Self.englishKeys))
    let warnings = Linter(options: options).lint([english]).findings
    #expect(warnings.count == 8)
    #expect(warnings.allSatisfy { $0.severity == .warning })
  }
}
