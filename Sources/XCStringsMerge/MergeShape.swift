import XCStringsModel

/// What a localization or a form holds at its top: a plain string (with or without
/// substitutions), plural forms, device forms, a string set, or nothing.
///
/// Two versions of one shape are merged leaf by leaf. A version whose shape one side changed
/// is taken whole from that side: the other side's leaves belong to a shape that is gone.
enum MergeShape: Equatable {
  case plain
  case plural
  case device
  case stringSet
  case empty

  init(unit: StringUnit?, variations: Variations?, stringSet: StringSet?) {
    if variations?.device != nil {
      self = .device
    } else if variations?.plural != nil {
      self = .plural
    } else if stringSet != nil {
      self = .stringSet
    } else {
      self = unit == nil ? .empty : .plain
    }
  }

  init(_ localization: Localization) {
    self.init(unit: localization.stringUnit, variations: localization.variations, stringSet: localization.stringSet)
  }

  init(_ form: Variation) {
    self.init(unit: form.stringUnit, variations: form.variations, stringSet: nil)
  }

  /// The shape's name in messages.
  var name: String {
    switch self {
    case .plain: "plain string"
    case .plural: "plural"
    case .device: "device variations"
    case .stringSet: "string set"
    case .empty: "empty"
    }
  }
}
