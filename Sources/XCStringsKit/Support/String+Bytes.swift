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
}
