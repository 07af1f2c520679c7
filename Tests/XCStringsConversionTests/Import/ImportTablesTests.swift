import Testing

@testable import XCStringsBase
@testable import XCStringsConversion
@testable import XCStringsLegacy
@testable import XCStringsModel

@Suite("import tables")
struct ImportTablesTests {
  /// The two words of a string: equal only for the same stored text (or the same inline one).
  static func bits(_ string: String?) -> [UInt64] {
    guard let string else { return [] }
    let words = unsafeBitCast(string, to: (UInt64, UInt64).self)
    return [words.0, words.1]
  }

  static func add(_ tables: inout ImportTables, _ folder: String, _ text: String, ledger: inout [LedgerEntry]) throws {
    let (file, parsed) = try Legacy.strings(folder, text)
    guard case .strings(let table) = parsed else { return }
    tables.add(table, of: file, ledger: &ledger)
  }

  @Test func keysAreNumberedInOrderOfFirstAppearance() throws {
    var tables = ImportTables()
    var ledger: [LedgerEntry] = []
    try Self.add(&tables, "de", "\"b\" = \"DB\";\n\"a\" = \"DA\";\n", ledger: &ledger)
    try Self.add(&tables, "en", "\"a\" = \"A\";\n\"c\" = \"C\";\n\"b\" = \"B\";\n", ledger: &ledger)
    #expect(tables.keys.keys == ["b", "a", "c"])
    // German lacks the last key: its column stops before it.
    let german = tables.columns[tables.columnOf["de"]!]
    let english = tables.columns[tables.columnOf["en"]!]
    #expect(german.map { $0?.value } == ["DB", "DA"])
    #expect(english.map { $0?.value } == ["B", "A", "C"])
    #expect(english.map { $0?.line } == [3, 1, 2])
    #expect(tables.paths == ["/p/de.lproj/Localizable.strings", "/p/en.lproj/Localizable.strings"])
    #expect(ledger.isEmpty)
  }

  /// Values and comments are moved out of a table only when nothing else holds it: a table
  /// the caller still holds is left whole.
  @Test func aTableTheCallerStillHoldsIsLeftWhole() throws {
    let text = "/* A comment long enough to be stored on the heap */\n\"key\" = \"A value long enough for the heap\";\n"
    let (file, parsed) = try Legacy.strings("de", text)
    guard case .strings(let kept) = parsed else {
      Issue.record("not parsed as .strings")
      return
    }
    var ledger: [LedgerEntry] = []
    var tables = ImportTables()
    tables.add(kept, of: file, ledger: &ledger)
    #expect(kept.entries[0].value == "A value long enough for the heap")
    #expect(kept.entries[0].comment == "A comment long enough to be stored on the heap")
    let slot = try #require(tables.columns[tables.columnOf["de"]!][0])
    #expect(slot.value == "A value long enough for the heap")
    #expect(slot.comment == "A comment long enough to be stored on the heap")
    #expect(Self.bits(slot.value) == Self.bits(kept.entries[0].value))
  }

  @Test func aCommentRepeatedInAnotherLanguageSharesTheFirstOnesStorage() throws {
    var tables = ImportTables()
    var ledger: [LedgerEntry] = []
    let comment = "Title of the settings screen, shown in the navigation bar"
    try Self.add(&tables, "de", "/* \(comment) */\n\"title\" = \"Einstellungen\";\n", ledger: &ledger)
    try Self.add(&tables, "en", "/* \(comment) */\n\"title\" = \"Settings\";\n", ledger: &ledger)
    try Self.add(
      &tables, "fr", "/* Another comment, long enough to be stored apart */\n\"title\" = \"Réglages\";\n",
      ledger: &ledger)
    let comments = ["de", "en", "fr"].map { tables.columns[tables.columnOf[LanguageCode(rawValue: $0)]!][0]?.comment }
    #expect(comments == [comment, comment, "Another comment, long enough to be stored apart"])
    #expect(Self.bits(comments[1]) == Self.bits(comments[0]))
    #expect(Self.bits(comments[2]) != Self.bits(comments[0]))
  }

  @Test func baseValuesFillTheSourceInBasesOwnOrder() throws {
    var tables = ImportTables()
    var ledger: [LedgerEntry] = []
    // "Arabic.lproj" sorts before "Base.lproj", so the keys are numbered in its order.
    try Self.add(&tables, "Arabic", "\"z\" = \"AZ\";\n\"y\" = \"AY\";\n", ledger: &ledger)
    try Self.add(&tables, "Base", "\"y\" = \"BY\";\n\"x\" = \"BX\";\n\"z\" = \"BZ\";\n\"y\" = \"BY2\";\n", ledger: &ledger)
    tables.applyBase(source: "en", ledger: &ledger)
    let english = tables.columns[tables.columnOf["en"]!]
    #expect(english.map { $0?.value } == ["BZ", "BY2", "BX"])
    #expect(
      ledgerLines(ledger) == [
        "duplicate-overridden|note|y|-|/p/Base.lproj/Localizable.strings|1|value 'BY' overridden by a later definition at line 4",
        "base-fallback|note|y|en|/p/Base.lproj/Localizable.strings|4|source value taken from 'Base.lproj' because 'en' has no value for the key",
        "base-fallback|note|x|en|/p/Base.lproj/Localizable.strings|2|source value taken from 'Base.lproj' because 'en' has no value for the key",
        "base-fallback|note|z|en|/p/Base.lproj/Localizable.strings|3|source value taken from 'Base.lproj' because 'en' has no value for the key",
      ])
  }
}
