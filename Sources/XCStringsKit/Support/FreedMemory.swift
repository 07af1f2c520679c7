/// Gives memory that the program has freed back to the system.
///
/// The GNU C library keeps freed memory in the heap of the thread that allocated it, for
/// that thread to reuse. A conversion frees large structures built on other threads (the
/// parsed files, the parsed plural rules) and then builds the catalog, which cannot reuse
/// most of it; the freed pages stay resident and count towards the process's peak memory.
/// `malloc_trim` hands every whole free page back. It is looked up at run time, as the C
/// library module does not export it; elsewhere nothing happens.
enum FreedMemory {
  private typealias Trim = @convention(c) (Int) -> Int32

  private static let trim = CLibrary.function("malloc_trim", as: Trim.self)

  /// Returns the free pages of every heap to the system.
  static func giveBack() {
    _ = trim?(0)
  }
}
