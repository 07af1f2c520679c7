#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension String {
  /// Whether the UTF-8 form holds `byte` (an ASCII byte, for a meaningful answer).
  ///
  /// `memchr` over the contiguous UTF-8 of native strings; `utf8.contains` walks the view one
  /// element at a time, which showed up in profiles of `lint` over large catalogs.
  func containsByte(_ byte: UInt8) -> Bool {
    var text = self
    return text.withUTF8 { bytes in
      bytes.count > 0 && memchr(bytes.baseAddress!, Int32(byte), bytes.count) != nil
    }
  }

  /// The string of `bytes` if they are well-formed UTF-8, else `nil`.
  ///
  /// `String(validating:as:)` reaches the standard library through unspecialised generics
  /// (type metadata looked up on every call, about as much work as the validation itself in
  /// profiles of large catalogs). Decoding repairs ill-formed input, so the result's UTF-8
  /// equals the input exactly when nothing needed repair: one length check and a `memcmp`.
  init?(exactUTF8 bytes: UnsafeBufferPointer<UInt8>) {
    var string = String(decoding: bytes, as: UTF8.self)
    let same = string.utf8.count == bytes.count
      && string.withUTF8 { built in bytes.isEmpty || memcmp(built.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
    guard same else { return nil }
    self = string
  }
}
