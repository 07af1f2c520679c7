import SwiftUI

/// The share extension's sheet. Its table is in its Resources phase, but its permission prompt
/// has no InfoPlist table to be translated in.
struct ShareView: View {
  var photoCount: Int

  var body: some View {
    VStack {
      Text(NSLocalizedString("share.title", tableName: "Share", comment: "Title of the share sheet"))
      Text(String.localizedStringWithFormat(NSLocalizedString("share.photos", tableName: "Share", comment: ""), photoCount))
    }
  }
}
