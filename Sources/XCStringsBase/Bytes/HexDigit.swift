/// ASCII hexadecimal digits: the one decoder behind every reader's `\u` and `\U` escapes,
/// character references and hex data.
@usableFromInline package enum HexDigit {
  /// The value (0 to 15) of `byte` as a hexadecimal digit (`0-9`, `A-F`, `a-f`), or `nil`.
  @inlinable
  package static func value(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte &- 0x30
    case 0x41...0x46: byte &- 0x41 &+ 10
    case 0x61...0x66: byte &- 0x61 &+ 10
    default: nil
    }
  }
}
