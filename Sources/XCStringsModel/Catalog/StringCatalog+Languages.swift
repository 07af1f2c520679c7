import Foundation
import XCStringsBase

extension StringCatalog {
  /// Every language some entry has a localization for, each once (exact scalars), in the
  /// order first met.
  ///
  /// Entries list their languages in one order, mostly a subsequence of the languages met so
  /// far (a translation missing here and there), so each name is first looked for a few places
  /// after the previous one's and hashed only when it is not there.
  public var localizedLanguages: [String] {
    let entries = strings
    let lanes = min(Parallelism.processorCount, 4)
    guard lanes > 1, entries.count >= Self.parallelLanguageThreshold else {
      return Self.languages(in: entries, 0..<entries.count)
    }
    // A large catalog's localizations are tens of megabytes no longer in the cache (10 ms of
    // `lint` on one thread for 40 × 5,000): slices are read on all cores. Joining the slices'
    // lists in slice order keeps the order first met: a language that no earlier slice has
    // is first met in the whole catalog where its own slice first meets it, after every
    // language of the earlier slices.
    let sliceSize = (entries.count + lanes - 1) / lanes
    let slices = ConcurrentSlots<[String]>(count: lanes)
    DispatchQueue.concurrentPerform(iterations: lanes) { lane in
      let from = min(lane * sliceSize, entries.count)
      slices.store(Self.languages(in: entries, from..<min(from + sliceSize, entries.count)), at: lane)
    }
    var seen = Set<ExactKey>()
    var languages: [String] = []
    for case let slice? in slices.all() {
      for name in slice where seen.insert(ExactKey(name)).inserted { languages.append(name) }
    }
    return languages
  }

  /// Entries from which ``localizedLanguages`` reads slices on several threads.
  package static let parallelLanguageThreshold = 4096

  private static func languages(in entries: KeyedList<CatalogEntry>, _ range: Range<Int>) -> [String] {
    var seen = Set<ExactKey>()
    var languages: [String] = []
    entries.forEachInPlace(in: range) { _, entry in
      guard let localizations = entry.pointee.localizations else { return }
      var cursor = 0
      localizations.forEachKey { name in
        var probe = cursor
        while probe < Swift.min(cursor + 4, languages.count) {
          if languages[probe].isIdentical(to: name) {
            cursor = probe + 1
            return
          }
          probe += 1
        }
        if seen.insert(ExactKey(name)).inserted { languages.append(name) }
      }
    }
    return languages
  }
}
