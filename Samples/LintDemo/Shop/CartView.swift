import SwiftUI

/// The cart screen of the demo shop. Its localization mistakes are planted on purpose; see
/// the README next to `Shop.xcodeproj`.
struct CartView: View {
  var name: String
  var items: [String]
  var stampCount: Int
  var gifts: Int
  var boxes: Int
  var price: String

  var body: some View {
    VStack {
      // No default value, and the catalog has no English text for the key.
      Text(String(localized: "cart.title"))
      // The catalog holds "Hello, \(name)!" as typed; the compiler looks up "Hello, %@!".
      Text(String(localized: "Hello, \(name)!"))
      Text("\(items.count) items in your cart")
      Text("\(gifts) gifts in \(boxes) boxes")
      // The key has no plural variation: "1 stamps".
      Text("\(stampCount) stamps")
      Text(String(localized: "Total: \(price)"))
      Button("Checkout") {}
      Button("Remove") {}
      Button("Save") {}
      // Not in the catalog yet.
      Button(String(localized: "Apply coupon", defaultValue: "Apply coupon")) {}
    }
  }
}
