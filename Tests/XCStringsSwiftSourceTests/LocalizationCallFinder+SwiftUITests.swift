import Testing

@testable import XCStringsBase
@testable import XCStringsSwiftSource

/// The places whose literal is a SwiftUI `LocalizedStringKey` besides `Text`, and previews
/// (`LocalizationCallFinder+SwiftUI.swift`).
@Suite("Localization call finder: SwiftUI")
struct LocalizationCallFinderSwiftUITests {
  /// Each call as `line:column function 'key'`.
  private func calls(_ source: String) throws -> [String] {
    try SwiftSourceFile(parsing: Array(source.utf8), path: "F.swift").calls.map { call in
      "\(call.location.line):\(call.location.column) \(call.function.rawValue) '\(call.key.text)'"
    }
  }

  @Test func viewTitlesAndModifiers() throws {
    let source = #"""
      Label("Quote", systemImage: "quote.bubble")
      Button("Save") { save() }
      Picker("Range", selection: $range) {}
      Toggle("Wi-Fi", isOn: $on)
        .navigationTitle("Settings")
        .confirmationDialog("Block User", isPresented: $asking) {}
        .accessibilityLabel("key")
      SwiftUI.Button("Share") {}
      ContentUnavailableView("No Results", systemImage: "magnifyingglass")
      AxisValueLabel("Noon")
      """#
    #expect(
      try calls(source) == [
        "1:7 LocalizedStringKey 'Quote'", "2:8 LocalizedStringKey 'Save'", "3:8 LocalizedStringKey 'Range'",
        "4:8 LocalizedStringKey 'Wi-Fi'", "5:20 LocalizedStringKey 'Settings'", "6:23 LocalizedStringKey 'Block User'",
        "7:23 LocalizedStringKey 'key'", "8:16 LocalizedStringKey 'Share'", "9:24 LocalizedStringKey 'No Results'",
        "10:16 LocalizedStringKey 'Noon'",
      ])
  }

  /// A labelled first argument, a non-literal title, a member of another type and a
  /// declaration are no such places.
  @Test func notTheseShapes() throws {
    let source = #"""
      Button(action: save) { Image(systemName: "x") }
      Button(title) {}
      Label(title, systemImage: "x")
      model.Button("x")
      func Label(_ s: String) {}
      .navigationTitle(title)
      """#
    #expect(try calls(source) == [])
  }

  /// The values of declarations typed `LocalizedStringKey`: a stored property or parameter's
  /// `= "…"` (both sides of `? :`), a computed property's or function's returned literals.
  @Test func localizedStringKeyValues() throws {
    let source = #"""
      let title: LocalizedStringKey = "Settings"
      let state: LocalizedStringKey = on ? "On" : "Off"
      let plain = "not a key"
      var header: LocalizedStringKey { "Header" }
      func label(for kind: Kind) -> LocalizedStringKey {
        switch kind {
        case .a: "Kind A"
        case .b: return "Kind \(count)"
        default: format("x")
        }
      }
      func make(title: LocalizedStringKey = "Untitled", name: String = "name") {}
      var keys: LocalizedStringKey { get }
      """#
    #expect(
      try calls(source) == [
        "1:33 LocalizedStringKey 'Settings'", "2:38 LocalizedStringKey 'On'", "2:45 LocalizedStringKey 'Off'",
        "4:34 LocalizedStringKey 'Header'", "7:12 LocalizedStringKey 'Kind A'", "8:19 LocalizedStringKey 'Kind %lld'",
        "12:39 LocalizedStringKey 'Untitled'",
      ])
  }

  /// The elements of an array declared `[LocalizedStringKey]` are keys, whole elements only.
  @Test func elementsOfAnArrayOfKeys() throws {
    let source = #"""
      var texts: [LocalizedStringKey] = [
        "Up to date!",
        "No updates, \(name)",
        make("Not an element"),
        "Joined" + suffix
      ]
      func tips() -> [LocalizedStringKey] { ["Tip one", "Tip two"] }
      let plain: [String] = ["Plain"]
      var empty: [LocalizedStringKey] = []
      """#
    #expect(
      try calls(source) == [
        "2:3 LocalizedStringKey 'Up to date!'", "3:3 LocalizedStringKey 'No updates, %@'",
        "7:40 LocalizedStringKey 'Tip one'", "7:51 LocalizedStringKey 'Tip two'",
      ])
  }

  /// Previews are not shipped: `#Preview` (with or without a name) and a `PreviewProvider`.
  @Test func previewsAreLeftOut() throws {
    let source = #"""
      struct V: View { var body: some View { Text("Shipped") } }
      #Preview { Text("Preview only"); Button("Preview button") {} }
      #Preview("Dark", traits: .sizeThatFitsLayout) { Text("Dark preview") }
      struct V_Previews: PreviewProvider, Sendable {
        static var previews: some View { Text("Provider preview") }
      }
      let after = String(localized: "After")
      """#
    #expect(try calls(source) == ["1:45 Text 'Shipped'", "7:31 String(localized:) 'After'"])
  }

  /// A call whose text is joined with more: an operand of `+` (after modifiers too), or in
  /// another literal's interpolation.
  @Test func joinedCalls() throws {
    let source = #"""
      let a = String(localized: "a") + name
      let b = prefix + NSLocalizedString("b", comment: "")
      let c = Text("c").bold() + Text("d")
      let e = "\(String(localized: "e")) \(date)"
      let f = String(localized: "f")
      Text("g").font(.title)
      """#
    let calls = try SwiftSourceFile(parsing: Array(source.utf8), path: "F.swift").calls
    #expect(
      calls.map { "\($0.key.text) \($0.isJoined)" } == [
        "a true", "b true", "c true", "d true", "e true", "f false", "g false",
      ])
  }
}
