import Testing
import XCStringsSync

/// Keys as the compiler builds them: literal text, specifiers chosen by type, `%` doubled.
@Suite("sync: keys and specifiers")
struct KeyBuilderTests {
  func keys(_ body: String, extra: [String: String] = [:]) throws -> [String] {
    var files = extra
    files["App/View.swift"] = body
    return try SyncFixture(swift: files).keys().sorted()
  }

  @Test func plainLiteralsAreKeysVerbatimWithHandWrittenSpecifiers() throws {
    #expect(
      try keys(#"let a = Text("100% sure"); let b = Text("%@ of %lld"); let c = Text("")"#) == ["", "%@ of %lld", "100% sure"])
  }

  /// Xcode 16 and later extract nothing from previews: a `#Preview` body (with its arguments)
  /// and the body of a `PreviewProvider` give no key, while the same text used elsewhere does.
  @Test func previewsGiveNoKeys() throws {
    let source = #"""
      struct V: View {
        var body: some View { Text("Shown") }
      }
      #Preview("Picker") {
        Form { Section("Icon") { Text("Shown") } }
      }
      struct V_Previews: PreviewProvider {
        static var previews: some View { Text(".dot") }
      }
      """#
    #expect(try keys(source) == ["Shown"])
  }

  @Test func interpolationsTakeTheSpecifierOfTheirType() throws {
    let source = """
      struct V {
        let count: Int
        let small: Int32
        let big: UInt
        let tiny: UInt8
        let ratio: Double
        let f: Float
        let name: String
        var body: some View {
          Text("\\(count) a")
          Text("\\(small) b")
          Text("\\(big) c")
          Text("\\(tiny) d")
          Text("\\(ratio) e")
          Text("\\(f) f")
          Text("\\(name) g")
          Text("\\(items.count) h")
          Text("\\(3) i")
          Text("\\(ratio, specifier: "%.1f") j")
          Text("\\(level)% k")
        }
      }
      """
    #expect(
      try keys(source) == ["%.1f j", "%@ g", "%@%% k", "%d b", "%f f", "%lf e", "%lld a", "%lld h", "%lld i", "%llu c", "%u d"])
  }

  /// A name a block binds again takes the type of that binding inside its scope, as the
  /// compiler does: `if let distance = formattedDistance` (a `String?`) shadows the
  /// property `distance: Double?` in its body only; `guard let` to the end of its block; a
  /// local `let` to the end of its block; `if let ratio = ratio` keeps the property's type.
  @Test func aNameBoundAgainTakesTheTypeOfTheBindingInItsScope() throws {
    let source = """
      struct V {
        var distance: Double?
        var ratio: Double?
        var formattedDistance: String? { nil }
        var body: some View {
          if let distance = formattedDistance {
            Text("A \\(distance)")
          }
          Text("B \\(distance)")
          if let ratio = ratio, let other = formattedDistance {
            Text("C \\(ratio) \\(other)")
          }
        }
        func guarded() -> Text {
          guard let distance = formattedDistance else { return Text("D \\(distance)") }
          return Text("E \\(distance)")
        }
        func local() -> Text {
          let ratio = "x"
          return Text("F \\(ratio)")
        }
        func after() -> Text { Text("G \\(ratio)") }
      }
      """
    let found = try keys(source)
    #expect(found == ["A %@", "B %lf", "C %lf %@", "D %lf", "E %@", "F %@", "G %lf"])
  }

  /// A local binding whose value shows no type (`ByteCountFormatter.string(…)`, a call the
  /// target does not declare) still hides a property of another type named alike, in the file
  /// or elsewhere in the target: its specifier is the guess for an unknown type, `%@`.
  @Test func aLocalOfUnknownTypeHidesOtherDeclarationsOfTheName() throws {
    let source = """
      struct V {
        var limit: Int = 3
        func reason(bytes: Int64) -> String {
          let limit = ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file)
          return String(localized: "Larger than \\(limit)")
        }
        func other() -> String {
          if let size = formatter.string(for: bytes) { return String(localized: "Size \\(size)") }
          return String(localized: "Limit \\(limit)")
        }
      }
      """
    let found = try keys(source, extra: ["App/Model.swift": "struct M { var size: Double = 0 }"])
    #expect(found == ["Larger than %@", "Limit %lld", "Size %@"])
  }

  /// `value.member` takes the member's type in the value's declared type, as the compiler
  /// does: two types (one in another file) declare `relayed` as `Int` and `Int32`; a class
  /// modifier (`class func`) opens no type; a value of unknown type keeps the guess by name
  /// (the file's own declaration first).
  @Test func aMemberOfATypedValueTakesItsTypesDeclaration() throws {
    let source = """
      struct Entry {
        var relayed: Int = 0
        let name: String
        class func make() -> Int { 1 }
      }
      struct V {
        let stats: Telemetry?
        func card(_ result: Entry) -> some View {
          Text("A \\(result.relayed)")
          Text("B \\(stats?.relayed ?? 0)")
          Text("C \\(result.name)")
          Text("D \\(unknown.relayed)")
        }
      }
      """
    let telemetry =
      "struct Telemetry {\n  var relayed: Int32 = 0\n  var other: Int32 = 0\n}\nstruct W { var relayed: Int32 = 0 }\n"
    let found = try keys(source, extra: ["App/Telemetry.swift": telemetry])
    #expect(found == ["A %lld", "B %d", "C %@", "D %lld"])
  }

  /// A static member read through its type (`Locations.sats`) takes that type's declaration,
  /// not an attribute or another type's property of the same name. A member of a value of
  /// unknown type takes the type every type declaring that name agrees on, and stays unknown
  /// (`%@`) where they disagree.
  @Test func aStaticMemberTakesItsTypesDeclaration() throws {
    let source = """
      let a = Label("Sats \\(Locations.sats)", systemImage: "x")
      let b = Text("Raw \\(position.sats)")
      let c = Text("Error \\(fix.accuracy)")
      """
    let model = """
      struct Position { var sats: Int32 = 0 }
      struct Fix { var sats: Int32 = 0; var accuracy: Double = 0 }
      final class Locations: NSObject, ObservableObject {
        static var sats: Int { 0 }
      }
      """
    #expect(try keys(source, extra: ["App/Model.swift": model]) == ["Error %lf", "Raw %@", "Sats %lld"])
  }

  /// A member of a value whose type is unknown (`components.day`) is looked up among the
  /// properties types declare, never among parameters or locals that happen to share its name;
  /// with none, a literal after `??` gives the type.
  @Test func aMemberOfAnUnknownValueIgnoresParametersOfTheSameName() throws {
    let source = #"let a = Text("\(components.day ?? 0) days ago"); let b = Text("Size \(file.size)")"#
    let other = "struct Cell {\n  func cell(for day: Date) -> Text { Text(\"\") }\n  func grow(size: Double) {}\n}\n"
    #expect(try keys(source, extra: ["App/Cell.swift": other]) == ["", "%lld days ago", "Size %@"])
  }

  /// A loop over a range of integers binds `Int` (or the type its upper bound converts to)
  /// in its body: `$0` and a named parameter of `ForEach`, the name of `for … in`. Outside the
  /// body, and over a collection, the names stay unknown.
  @Test func aLoopOverARangeBindsIntegers() throws {
    let source = """
      struct V: View {
        var body: some View {
          ForEach(0..<49) { if $0 == 0 { Text("Unset") } else { Text("Pin \\($0)") } }
          ForEach(1...3, id: \\.self) { level in Text("Level \\(level)") }
          ForEach(0..<UInt8(4)) { Text("Small \\($0)") }
          ForEach(items) { Text("Item \\($0)") }
          Text("After \\(level)")
        }
        func rows() { for i in 0..<3 { print(String(localized: "Row \\(i)")) } }
      }
      """
    #expect(
      try keys(source) == ["After %@", "Item %@", "Level %lld", "Pin %lld", "Row %lld", "Small %u", "Unset"])
  }

  /// The action of `.onChange(of:)` receives the watched value: its parameters (named, or
  /// `$0`, `$1`) and a local set from one take the value's type. Outside the action the names
  /// mean what they meant.
  @Test func anOnChangeActionBindsTheWatchedValuesType() throws {
    let source = """
      struct V: View {
        var body: some View {
          List {}
            .onChange(of: tracker.packages.count) { newValue in
              let found = newValue
              Text("Found \\(found)")
              Text("Now \\(newValue)")
            }
            .onChange(of: tracker.packages.count) { old, new in Text("From \\(old) to \\(new)") }
            .onChange(of: tracker.name) { Text("Renamed \\($0)") }
          Text("Later \\(newValue)")
        }
      }
      """
    #expect(
      try keys(source) == ["Found %lld", "From %lld to %lld", "Later %@", "Now %lld", "Renamed %@"])
  }

  /// A name bound by an enum case pattern takes the type of the case's associated value at
  /// that position, declared in any file of the target: in a `switch` until the next `case`,
  /// in the body of an `if case`, after the `else` of a `guard case`.
  @Test func aCasePatternBindsTheAssociatedValuesType() throws {
    let source = """
      struct V: View {
        let schedule: Schedule
        let n = "text"
        var body: some View {
          switch schedule {
          case .daysPerWeek(let n): Text("\\(n) days per week")
          case let .everyHours(h, label: name): Text("Every \\(h) hours, \\(name)")
          case .ratio(_, let r): Text("Ratio \\(r)")
          case .none: Text("None \\(n)")
          }
          if case .daysPerWeek(let count) = schedule { Text("If \\(count)") }
          Text("Outside \\(count)")
        }
        func g() -> Text {
          guard case .everyHours(let h, _) = schedule else { return Text("No") }
          return Text("Guard \\(h)")
        }
      }
      """
    let model = """
      enum Schedule {
        case daysPerWeek(Int)
        case everyHours(UInt8, label: String)
        case ratio(Int, Double)
        case none
      }
      """
    #expect(
      try keys(source, extra: ["App/Schedule.swift": model]) == [
        "%lld days per week", "Every %u hours, %@", "Guard %u", "If %lld", "No", "None %@", "Outside %@",
        "Ratio %lf",
      ])
  }

  @Test func typesAreLookedUpInOtherFilesOfTheTarget() throws {
    let keys = try keys(
      #"let t = Text("\(model.total) items, \(model.title)")"#,
      extra: ["App/Model.swift": "struct M { var total: Int64 = 0; var title = \"x\" }"])
    #expect(keys == ["%lld items, %@"])
  }

  @Test func aCoalescedLiteralTakesTheDeclaredTypeOfTheLeftSide() throws {
    let keys = try keys(
      #"let a = Text("Bad: \(stats?.bad ?? 0)"); let b = Text("\(other ?? 0) b")"#,
      extra: ["App/S.swift": "struct S { var bad: Int32 }"])
    #expect(keys == ["%lld b", "Bad: %d"])
  }

  @Test func coalescingAndConversionsShowTheType() throws {
    #expect(
      try keys(
        #"let a = Text("\(x ?? 0) a"); let b = Text("\(Int(y)) b"); let c = Text("\(n + 1) c"); let d = Text("\(d.formatted()) d")"#
      )
        == ["%@ d", "%lld a", "%lld b", "%lld c"])
  }
}

/// Types that only a Core Data model declares.
@Suite("sync: Core Data attribute types")
struct CoreDataTypeTests {
  @Test func anAttributesScalarTypeChoosesTheSpecifier() throws {
    let model = """
      <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
      <model type="com.apple.IDECoreDataModeler.DataModel">
          <entity name="Node" representedClassName="Node" syncable="YES">
              <attribute name="hopsAway" optional="YES" attributeType="Integer 32" usesScalarValueType="YES"/>
              <attribute name="rxTime" attributeType="Integer 64" usesScalarValueType="YES"/>
              <attribute name="snr" attributeType="Float" usesScalarValueType="YES"/>
              <attribute name="longName" attributeType="String"/>
          </entity>
      </model>
      """
    let fixture = try SyncFixture(swift: [
      "App/Model.xcdatamodeld/V1.xcdatamodel/contents": model,
      "App/V.swift": #"let t = Text("\(node.hopsAway) hops \(node.rxTime) \(node.snr) \(node.longName)")"#,
    ])
    #expect(try fixture.keys() == ["%d hops %lld %f %@"])
  }

  /// A member of another value (`message.user?.node?.hopsAway`) is an entity's attribute
  /// before a same-named property of the file or target (`@State var hopsAway: Double` of a
  /// view); a bare name (or `self.`) is still the file's own.
  @Test func aMemberOfAnotherValueTakesTheAttributesTypeBeforeAPropertyOfTheSameName() throws {
    let model = """
      <model type="com.apple.IDECoreDataModeler.DataModel">
          <entity name="Node" representedClassName="Node" syncable="YES">
              <attribute name="hopsAway" optional="YES" attributeType="Integer 32" usesScalarValueType="YES"/>
          </entity>
      </model>
      """
    let fixture = try SyncFixture(swift: [
      "App/Model.xcdatamodeld/V1.xcdatamodel/contents": model,
      "App/Filter.swift": "struct Filter: View { @State private var hopsAway: Double = 0 }",
      "App/V.swift": #"""
      struct V: View {
        @State var hopsAway: Double = 0
        var body: some View {
          Text("Chain \(message.fromUser?.userNode?.hopsAway ?? 0)")
          Text("Member \(node.hopsAway)")
          Text("Own \(hopsAway)")
          Text("Self \(self.hopsAway)")
        }
      }
      """#,
    ])
    #expect(try fixture.keys() == ["Chain %d", "Member %d", "Own %lf", "Self %lf"])
  }
}
