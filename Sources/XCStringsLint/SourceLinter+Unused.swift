import XCStringsBase
import XCStringsSwiftSource

extension SourceLinter {
  /// `unused-key`: keys of the tables code looks up that no string literal of any Swift
  /// source stands for. Any literal counts, not only a call's (`Button("Save")`, an enum's raw
  /// value), and an interpolated one stands for every key of its pattern. Entries Xcode does
  /// not manage (`extractionState: manual`) and stale ones (already marked unused) are left out.
  mutating func checkUnusedKeys() {
    var texts = Set<ExactKey>()
    var patterns = Set<ExactKey>()
    for file in tree.sources {
      for key in file.literalKeys {
        texts.insert(ExactKey(key.text))
        if key.isInterpolated { patterns.insert(ExactKey(key.pattern)) }
      }
    }
    for subject in tree.subjects where CatalogKeyIndex.isLookedUpByCode(subject) {
      for (key, entry) in subject.catalog.strings
      where !key.isEmpty && entry.extractionState != .manual && entry.extractionState != .stale {
        if texts.contains(ExactKey(key)) { continue }
        if key.utf8.contains(SwiftByte.percent), patterns.contains(ExactKey(LocalizationKey.pattern(ofCatalogKey: key))) {
          continue
        }
        emit(
          .unusedKey, at: subject.location(of: key, language: subject.catalog.sourceLanguage), key: key,
          "no Swift source uses this key")
      }
    }
  }
}
