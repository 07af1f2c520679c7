import Testing

@testable import XCStringsSwiftSource

/// `.init(…)` written without its type (`LocalizationCallFinder+ImplicitMembers.swift`): the
/// type comes from the declaration the value belongs to, and its localizable parameters give
/// the keys; where the code does not say the type, nothing is extracted.
@Suite("Swift source: implicit member initializers")
struct LocalizationCallFinderImplicitMembersTests {
  private static let parameters: [String: [KeyParameter]] = [
    "Presentation": [
      KeyParameter(function: "Presentation", label: "title", position: -1),
      KeyParameter(function: "Presentation", label: "subtitle", position: -1),
    ]
  ]

  private func keys(_ source: String) throws -> [String] {
    let file = try LexedSwiftFile(parsing: Array(source.utf8), path: "V.swift")
    return file.extractedStrings(keyParameters: Self.parameters).map { extracted in
      extracted.pieces.map { piece in
        if case .text(let text) = piece { return text }
        return "?"
      }.joined()
    }
  }

  @Test func theDeclaredTypeOfAPropertyOrFunctionNamesTheInitializer() throws {
    let source = """
      enum Curve {
        case linear, quad
        var presentation: Presentation {
          switch self {
          case .linear: return .init(title: "Linear", subtitle: "Direct.", tag: "plain")
          case .quad:
            if flag { return .init(title: "Quad", subtitle: "Soft.") } else { return .init(title: "Quad+", subtitle: "Hard.") }
          }
        }
        func shown() -> Presentation { .init(title: "Shown", subtitle: "Body.") }
        static let fallback: Presentation = .init(title: "Fallback", subtitle: "None.")
        var other: Presentation { guard ok else { return .init(title: "Guarded", subtitle: "Early.") }; return base }
        func bound() -> Presentation {
          if let name = model?.name { return .init(title: "Bound", subtitle: "Let.") }
          for item in items { return .init(title: "Looped", subtitle: "In.") }
          return base
        }
      }
      """
    #expect(
      try keys(source) == [
        "Linear", "Direct.", "Quad", "Soft.", "Quad+", "Hard.", "Shown", "Body.", "Fallback", "None.", "Guarded", "Early.",
        "Bound", "Let.", "Looped", "In.",
      ])
  }

  /// An argument's, a closure's or an unknown type's `.init` says nothing of its type here.
  @Test func anInitializerWhoseTypeTheCodeDoesNotSayGivesNoKey() throws {
    let source = """
      let a = show(.init(title: "Argument", subtitle: "A"))
      let b: [Presentation] = items.map { _ in .init(title: "Closure", subtitle: "B") }
      var c: Other { .init(title: "Other type", subtitle: "C") }
      var d: Presentation? { .init(title: "Optional", subtitle: "D") }
      struct E { var p: Presentation { self.init(title: "Self", subtitle: "E") } }
      func f() -> Presentation { let v: Other = switch kind { case .a: .init(title: "Switch value", subtitle: "F") }; return base }
      """
    #expect(try keys(source) == [])
  }

  /// `.init(localized:)` stays `String(localized:)`'s form whatever the context.
  @Test func initLocalizedIsStillAStringKey() throws {
    #expect(try keys(#"var p: Presentation { .init(localized: "Typed") }"#) == ["Typed"])
  }

  /// The elements of an array declared `[T]` are `T`s: `.init(…)` in it makes a `T`.
  @Test func anArrayDeclaredOfATypeNamesItsElementsInitializers() throws {
    let source = """
      let credits: [Presentation] = [
        .init(title: "Design", subtitle: "Jace"),
        .init(title: "Icons", subtitle: "Greg")
      ]
      static var more: [Presentation] = [.init(title: "One line", subtitle: "X")]
      let other: [Other] = [.init(title: "Not this", subtitle: "Y")]
      let nested: [Presentation] = [make(.init(title: "Argument", subtitle: "Z"))]
      """
    #expect(try keys(source) == ["Design", "Jace", "Icons", "Greg", "One line", "X"])
  }

  /// `String(localized: .init("Key", defaultValue: "Value"))` passes a
  /// `LocalizedStringResource`: its key, with the default value.
  @Test func aResourceMadeInsideALocalizedArgumentIsAKeyWithItsDefault() throws {
    let source = """
      let a = String(localized: .init("Icon Name: Black", defaultValue: "Black"))
      let b = NSString.init(localized: .init("Window/Name: Top", defaultValue: "Top", comment: "A title"))
      let c = String(localized: .init(someKey, defaultValue: "Not a literal key"))
      let d = String(localized: .init(plain))
      """
    let file = try LexedSwiftFile(parsing: Array(source.utf8), path: "V.swift")
    let extracted = file.extractedStrings(keyParameters: [:])
    #expect(extracted.map { text($0.pieces) } == ["Icon Name: Black", "Window/Name: Top"])
    #expect(extracted.map(\.comment) == [nil, "A title"])
    #expect(extracted.map { $0.defaultValue.map(text) } == ["Black", "Top"])
  }

  private func text(_ pieces: [ExtractedString.Piece]) -> String {
    pieces.map { piece in
      if case .text(let text) = piece { return text }
      return "?"
    }.joined()
  }
}
