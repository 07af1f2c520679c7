/// How a reader's error names the byte it found where it expected something else.
@usableFromInline package enum FoundByte {
  /// A printable ASCII byte quoted (`'>'`), any other byte in hex (`byte 0x0`), and `nil` (the
  /// input ended) as "end of file".
  @usableFromInline package static func describe(_ byte: UInt8?) -> String {
    switch byte {
    case nil: "end of file"
    case .some(let byte) where (0x21...0x7E).contains(byte): "'\(Character(Unicode.Scalar(byte)))'"
    case .some(let byte): "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
  }
}
