import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Unbuffered writes to a file descriptor.
enum FileDescriptorOutput {
  static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        #if canImport(Darwin)
          let written = Darwin.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        #else
          let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        #endif
        if written <= 0 {
          if errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }
}
