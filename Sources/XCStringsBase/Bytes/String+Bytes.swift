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
  @inlinable
  package func containsByte(_ byte: UInt8) -> Bool {
    var text = self
    return text.withUTF8 { bytes in
      bytes.count > 0 && memchr(bytes.baseAddress!, Int32(byte), bytes.count) != nil
    }
  }

  /// Whether the UTF-8 form is exactly `bytes` (the same scalars; no canonical equivalence).
  @inline(__always)
  @inlinable
  package func hasUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let same = utf8.withContiguousStorageIfAvailable { stored in
      stored.count == bytes.count && (bytes.isEmpty || memcmp(stored.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
    }
    return same ?? utf8.elementsEqual(bytes)
  }

  /// The string of `bytes`, which the caller has already checked to be well-formed UTF-8.
  ///
  /// Every public way to make a `String` from bytes checks them again, byte by byte: a sixth of
  /// all the work of parsing a large `.strings` file. Where the standard library offers it
  /// (Swift 6.2: `UTF8Span(unchecked:)`), the bytes are copied without that check; the string
  /// is still marked ASCII when it is, which keeps comparing and hashing it on the fast path.
  @inlinable
  package init(checkedUTF8 bytes: UnsafeBufferPointer<UInt8>) {
    self.init(checkedUTF8: bytes, isASCII: TextDecoding.isASCII(bytes))
  }

  /// The string of `bytes`, already checked to be well-formed UTF-8 and found to be all ASCII
  /// or not; see ``init(checkedUTF8:)``.
  @inlinable
  package init(checkedUTF8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
    assert(TextDecoding.utf8Content(bytes) == (isASCII ? .ascii : .nonASCII), "bytes passed as checked are not")
    #if compiler(>=6.2)
      if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        self = String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII))
        return
      }
    #endif
    self = String(decoding: bytes, as: UTF8.self)
  }

  /// The string of `bytes` if they are well-formed UTF-8, else `nil`.
  ///
  /// Checked once, eight bytes at a time (``TextDecoding/utf8Content(_:)``), then built without
  /// a second check (``init(checkedUTF8:isASCII:)``). `String(validating:as:)` reaches the
  /// standard library through unspecialised generics and checks byte by byte.
  @inlinable
  package init?(exactUTF8 bytes: UnsafeBufferPointer<UInt8>) {
    switch TextDecoding.utf8Content(bytes) {
    case .invalid: return nil
    case .ascii: self.init(checkedUTF8: bytes, isASCII: true)
    case .nonASCII: self.init(checkedUTF8: bytes, isASCII: false)
    }
  }
}
