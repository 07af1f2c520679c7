import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsRuntime

@Suite("runtime: lookups")
struct RuntimeLocalizerTests {
  static func resources() throws -> URL {
    try RuntimeFixtures.resources(
      [
        "en.lproj": [
          "Localizable.strings": ["Welcome": "Welcome!", "Color": "Color"],
          "Localizable.stringsdict": ["%lld files": RuntimeFixtures.plural(["one": "%lld file", "other": "%lld files"])],
        ],
        "en-gb.lproj": ["Localizable.strings": ["Color": "Colour"]],
        "ru.lproj": [
          "Localizable.strings": ["%lld files": "never shown: the .stringsdict entry wins"],
          "Localizable.stringsdict": [
            "%lld files": RuntimeFixtures.plural([
              "one": "%lld файл", "few": "%lld файла", "many": "%lld файлов", "other": "%lld файла",
            ])
          ],
        ],
        "de.lproj": [
          "Localizable.strings": ["%1$@ invited %2$@": "%2$@ wurde von %1$@ eingeladen"], "Other.strings": ["k": "Tabelle"],
        ],
      ], development: "en")
  }

  static func localizer(_ environment: [String: String]) throws -> RuntimeLocalizer {
    RuntimeLocalizer(
      resources: try resources(), preferredLanguages: LanguagePreferences.from(environment: environment))
  }

  @Test func theEnvironmentChoosesTheLanguage() throws {
    #expect(try Self.localizer(["LANGUAGE": "ru"]).language == "ru")
    #expect(try Self.localizer(["LANG": "en_GB.UTF-8"]).language == "en-gb")
    #expect(try Self.localizer(["LANG": "sv_SE.UTF-8"]).language == "en")
    #expect(try Self.localizer(["LANG": "C"]).language == "en")
  }

  @Test func pluralsAndPositionalArguments() throws {
    let russian = try Self.localizer(["LANGUAGE": "ru"])
    #expect([1, 2, 5, 21].map { russian.string("%lld files", arguments: [$0]) } == ["1 файл", "2 файла", "5 файлов", "21 файл"])
    let german = try Self.localizer(["LANGUAGE": "de"])
    #expect(german.string("%1$@ invited %2$@", arguments: ["Ann", "Bob"]) == "Bob wurde von Ann eingeladen")
    #expect(german.string("k", table: "Other") == "Tabelle")
  }

  @Test func aMissingKeyFallsBackKeyByKey() throws {
    let british = try Self.localizer(["LANG": "en_GB.UTF-8"])
    #expect(british.string("Color") == "Colour")
    #expect(british.string("Welcome") == "Welcome!")
    #expect(british.string("%lld files", arguments: [1]) == "1 file")
    let russian = try Self.localizer(["LANGUAGE": "ru"])
    #expect(russian.string("Welcome") == "Welcome!")
  }

  @Test func aKeyNoTableHasIsItsOwnText() throws {
    let german = try Self.localizer(["LANGUAGE": "de"])
    #expect(german.string("Nowhere 100%") == "Nowhere 100%")
    #expect(german.string("%@ is here", arguments: ["Ann"]) == "Ann is here")
  }

  @Test func withoutInfoPlistTheDevelopmentLanguageIsEnglish() throws {
    let root = try RuntimeFixtures.resources(["en.lproj": ["Localizable.strings": ["a": "A"]]])
    let localizer = RuntimeLocalizer(resources: root, preferredLanguages: ["fi"])
    #expect(localizer.developmentLanguage == "en")
    #expect(localizer.string("a") == "A")
  }
}
