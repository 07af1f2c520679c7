import Foundation

/// Formats a printf-style string with the arguments of a lookup, one conversion at a time, so
/// that each conversion reads exactly the argument it names with a value of the kind it
/// expects: a missing argument leaves the conversion as written instead of reading memory, and
/// positional and sequential conversions may be mixed. Numbers print as the C library prints
/// them (ASCII digits, no grouping).
enum FormatRenderer {
  static func render(_ format: String, arguments: [FormatArgument]) -> String {
    let bytes = Array(format.utf8)
    let tokens = FormatToken.scan(bytes)
    guard !tokens.isEmpty else { return format }
    var result = ""
    var cursor = 0
    var ordinal = 0
    for token in tokens {
      result += String(decoding: bytes[cursor..<token.range.lowerBound], as: UTF8.self)
      cursor = token.range.upperBound
      let written = String(decoding: bytes[token.range], as: UTF8.self)
      switch token.kind {
      case .percent:
        result += "%"
      case .variable:
        result += written
      case .argument(let conversion):
        var stars: [any CVarArg] = []
        var index: Int
        if let position = token.position {
          index = position - 1
        } else {
          for _ in 0..<token.starArguments {
            let width: Int32
            if ordinal < arguments.count, case .integer(let value) = arguments[ordinal] {
              width = Int32(clamping: max(-limit, min(limit, value)))
            } else {
              width = 0
            }
            stars.append(width)
            ordinal += 1
          }
          index = ordinal
          ordinal += 1
        }
        guard index >= 0, index < arguments.count, token.position == nil || token.starArguments == 0,
          !exceedsLimit(bytes[token.range])
        else {
          result += written
          continue
        }
        result += single(bytes, token, conversion: conversion, stars: stars, argument: arguments[index])
      }
    }
    result += String(decoding: bytes[cursor...], as: UTF8.self)
    return result
  }

  /// The largest width or precision printed: a translation's `%999999999d` (or a width argument
  /// of that size) would otherwise make the C library build a string of that many characters.
  static let limit: Int64 = 4_096

  /// Whether a written width or precision exceeds ``limit``.
  static func exceedsLimit(_ spec: ArraySlice<UInt8>) -> Bool {
    var number: Int64 = 0
    for byte in spec {
      if (0x30...0x39).contains(byte) {
        number = min(number * 10 + Int64(byte - 0x30), limit + 1)
        if number > limit { return true }
      } else {
        number = 0
      }
    }
    return false
  }

  /// One conversion, without its position, formatted with its argument.
  private static func single(
    _ bytes: [UInt8], _ token: FormatToken, conversion: UInt8, stars: [any CVarArg], argument: FormatArgument
  ) -> String {
    var spec = Array(bytes[token.range])
    if token.position != nil, let dollar = spec.firstIndex(of: UInt8(ascii: "$")) {
      spec.removeSubrange(1...dollar)
    }
    var reads = conversion
    if [UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p")].contains(conversion) {
      // Text where C would read a pointer: shown as `%@` shows it.
      spec = Array("%@".utf8)
      reads = UInt8(ascii: "@")
    } else if conversion == UInt8(ascii: "@") || conversion == UInt8(ascii: "c") || conversion == UInt8(ascii: "C") {
      // Only a number's conversion takes flags, a width and a precision safely.
      spec = Array("%".utf8) + [conversion]
    }
    let format = String(decoding: spec, as: UTF8.self)
    let widths = spec.contains(UInt8(ascii: "*")) ? stars : []
    return String(format: format, arguments: widths + [argument.cVarArg(for: reads)])
  }
}
