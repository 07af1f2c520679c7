#!/usr/bin/env swift
import SwiftUI

/* Nested /* comment */ with "quotes" and Text("x") */
// String(localized: "commented")
struct V: View {
  var name = "n"
  var count = 3
  var body: some View {
    let multi = """
      Line one \(name)
        indented \\ "quoted" \"""
      continued \
      here
      """
    let raw = #"raw \(not) \#(name) "x""#
    let deeper = ##"a "# \##(count) b"##
    let nested = "a \(count > 1 ? "b \(name.uppercased()) c" : "d") e"
    let regex = /a"b/
    let extended = #/
      (?<word> \w+ )
    /#
    return VStack {
      Text("Hello \(name)", tableName: "Main", comment: "greeting")
      Text(String(localized: "stats.period.oneMonth", defaultValue: "One month", table: "Stats"))
      Text(NSLocalizedString("%d items", tableName: nil, bundle: .main, value: "", comment: ""))
      Text(LocalizedStringResource("\(count) sets", defaultValue: "\(count) sets"))
      Text("\(1.5, specifier: "%.1f") km \(count)% off")
      Text(verbatim: multi + raw + deeper + nested)
    }
  }
}
