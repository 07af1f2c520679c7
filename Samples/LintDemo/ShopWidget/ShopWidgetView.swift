import SwiftUI
import WidgetKit

/// The widget of the demo shop, localized with a legacy .strings table.
struct ShopWidgetView: View {
  var count: Int

  var body: some View {
    VStack {
      Text(NSLocalizedString("widget.title", comment: "Widget title"))
      Text(String(format: NSLocalizedString("widget.items", comment: "Number of items"), "\(count)"))
      Link(NSLocalizedString("Checkout", comment: "Opens the checkout"), destination: URL(string: "shop://checkout")!)
      Text(LocalizedStringKey(NSLocalizedString("widget.next", comment: "Goes to the next item; markdown")))
    }
  }
}
