import Testing

@testable import XCStringsProject

/// New identifiers: 24 upper-case hex digits, deterministic, never one the file holds.
@Suite("Project identifiers")
struct ProjectIdentifiersTests {
  static func isIdentifier(_ id: String) -> Bool {
    id.utf8.count == 24 && id.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x46).contains($0) }
  }

  @Test func identifiersAreDeterministicAndDistinct() throws {
    let file = try ProjectTestSupport.parse("{ objects = { }; }")
    var first = ProjectIdentifiers(file: file, projectName: "App.xcodeproj")
    var second = ProjectIdentifiers(file: file, projectName: "App.xcodeproj")
    var other = ProjectIdentifiers(file: file, projectName: "Kit.xcodeproj")
    let keys = (0..<2000).map { "build|App/Localizable.xcstrings|T\($0)" }
    let made = keys.map { first.make(for: $0) }
    #expect(made == keys.map { second.make(for: $0) })
    #expect(Set(made).count == made.count)
    #expect(made.allSatisfy(Self.isIdentifier))
    #expect(Set(made).isDisjoint(with: keys.map { other.make(for: $0) }))
  }

  @Test func anIdentifierTheFileHoldsIsNeverIssued() throws {
    let taken = ProjectIdentifiers.hex("App.xcodeproj|reference|x")
    let file = try ProjectTestSupport.parse("{ objects = { \(taken) = {isa = X; }; }; }")
    var identifiers = ProjectIdentifiers(file: file, projectName: "App.xcodeproj")
    let made = identifiers.make(for: "reference|x")
    #expect(made != taken && Self.isIdentifier(made))
    #expect(made == ProjectIdentifiers.hex("App.xcodeproj|reference|x|1"))
    // The same key again gets yet another one.
    #expect(identifiers.make(for: "reference|x") == ProjectIdentifiers.hex("App.xcodeproj|reference|x|2"))
  }
}
