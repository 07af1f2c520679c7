#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// C library functions looked up by name at run time, for the few that the C library module
/// does not export (they are declared only under `_GNU_SOURCE` or in `<malloc.h>`).
enum CLibrary {
  /// The function `name` as `type` (a `@convention(c)` function type); `nil` where it does not
  /// exist, and on systems other than Linux, where these functions are not used.
  static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
    #if os(Linux)
      guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, name) else { return nil }
      return unsafeBitCast(symbol, to: type)
    #else
      return nil
    #endif
  }
}
