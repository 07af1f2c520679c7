import Foundation

/// One argument of a lookup, kept by what it is so that each conversion gets a value of the
/// kind it reads: a number never reaches `%@` as a pointer, nor text `%lld`.
public enum FormatArgument: Sendable, Equatable {
  /// A signed integer.
  case integer(Int64)
  /// An unsigned integer too large for `Int64`.
  case unsigned(UInt64)
  /// A floating-point number.
  case double(Double)
  /// Text (or any other value, by its description).
  case text(String)

  /// The argument for a Swift value: integers, floating-point numbers, text, or any other
  /// value by its description.
  public init(_ value: Any) {
    switch value {
    case let value as FormatArgument: self = value
    case let value as Int: self = .integer(Int64(value))
    case let value as Int64: self = .integer(value)
    case let value as Int32: self = .integer(Int64(value))
    case let value as Int16: self = .integer(Int64(value))
    case let value as Int8: self = .integer(Int64(value))
    case let value as UInt64: self = value > UInt64(Int64.max) ? .unsigned(value) : .integer(Int64(value))
    case let value as UInt: self = UInt64(value) > UInt64(Int64.max) ? .unsigned(UInt64(value)) : .integer(Int64(value))
    case let value as UInt32: self = .integer(Int64(value))
    case let value as UInt16: self = .integer(Int64(value))
    case let value as UInt8: self = .integer(Int64(value))
    case let value as Double: self = .double(value)
    case let value as Float: self = .double(Double(value))
    case let value as String: self = .text(value)
    case let value as Substring: self = .text(String(value))
    default: self = .text(String(describing: value))
    }
  }

  /// The operands a plural rule reads, or `nil` for text that is no number.
  var pluralOperands: PluralOperands? {
    switch self {
    case .integer(let value): return PluralOperands(Int(clamping: value))
    case .unsigned(let value): return PluralOperands(Int(clamping: value))
    case .double(let value): return PluralOperands(value)
    case .text(let text):
      if let integer = Int(text) { return PluralOperands(integer) }
      if let double = Double(text) { return PluralOperands(double) }
      return nil
    }
  }

  /// The C variadic value a conversion ending in `conversion` reads.
  func cVarArg(for conversion: UInt8) -> any CVarArg {
    switch conversion {
    case UInt8(ascii: "@"):
      switch self {
      case .integer(let value): return String(value)
      case .unsigned(let value): return String(value)
      case .double(let value): return String(describing: value)
      case .text(let text): return text
      }
    case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
      UInt8(ascii: "a"), UInt8(ascii: "A"):
      switch self {
      case .integer(let value): return Double(value)
      case .unsigned(let value): return Double(value)
      case .double(let value): return value
      case .text(let text): return Double(text) ?? 0
      }
    default:
      switch self {
      case .integer(let value): return value
      case .unsigned(let value): return value
      case .double(let value): return value.isFinite ? Int64(clamping: value) : 0
      case .text(let text): return Int64(text) ?? 0
      }
    }
  }
}

extension Int64 {
  fileprivate init(clamping value: Double) {
    if value >= 9.2e18 {
      self = .max
    } else if value <= -9.2e18 {
      self = .min
    } else {
      self = Int64(value)
    }
  }
}
