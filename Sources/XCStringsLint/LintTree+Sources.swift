import Foundation
import XCStringsBase
import XCStringsSwiftSource

extension LintTree {
  /// Reads and lexes Swift sources on all cores into ``sources``, leaving out the calls of code
  /// the compiler never compiles (`#if false`); a file that cannot be read or lexed becomes one
  /// warning and is skipped.
  mutating func loadSources(_ paths: [String]) {
    guard !paths.isEmpty else { return }
    let results = ConcurrentSlots<Result<(SwiftSourceFile, LanguageFacts), Diagnostic>>(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      do throws(Diagnostic) {
        let bytes = try FileIO.read(paths[index])
        var file = try SwiftSourceFile(parsing: bytes, path: paths[index])
        // Calls in `#if false` are never compiled, so they neither look anything up nor ship.
        let inactive = InactiveCode.lines(in: bytes)
        if !inactive.isEmpty {
          let dead = Set(inactive)
          file.calls.removeAll { dead.contains($0.location.line) }
        }
        // An interpolated name takes the specifier of the type the file declares for it.
        var names = Set<String>()
        for call in file.calls {
          for interpolation in call.key.interpolations where !interpolation.expression.contains(".") {
            names.insert(interpolation.expression.trimmedOfSpaces)
          }
        }
        if !names.isEmpty {
          let types = DeclaredTypes.types(of: names, in: bytes)
          for index in file.calls.indices { file.calls[index].key = DeclaredTypes.resolving(file.calls[index].key, types: types) }
        }
        results.store(.success((file, LanguageFacts(file, bytes: bytes))), at: index)
      } catch {
        results.store(.failure(error), at: index)
      }
    }
    var spelled = Set<String>()
    var site: String?
    var deviceLocale = false
    var picked: [(text: String, site: String)] = []
    for case let result? in results.all() {
      switch result {
      case .success(let (file, facts)):
        sources.append(file)
        spelled.formUnion(facts.spelledCodes)
        if facts.usesDeviceLocale { deviceLocale = true }
        if site == nil, let line = facts.localeOverrideLine { site = file.path + ":" + String(line) }
        for branch in facts.picked { picked.append((branch.text, file.path + ":" + String(branch.line))) }
      case .failure(let problem):
        var warning = problem
        warning.severity = .warning
        warning.message += "; the Swift file is skipped"
        diagnostics.append(warning)
      }
    }
    // Code that hands the device's locale on may show any language the device has.
    if let site, !deviceLocale { chosenLanguages = ChosenLanguages(site: site, spelled: spelled) }
    guard !picked.isEmpty else { return }
    for (text, site) in picked where languagePickedKeys[ExactKey(text)] == nil { languagePickedKeys[ExactKey(text)] = site }
    // A key is picked by language only where no other literal of it is.
    let pickedLines = Set(picked.map(\.site))
    for file in sources {
      for (index, key) in file.literalKeys.enumerated() where languagePickedKeys[ExactKey(key.text)] != nil {
        let line = index < file.reach.literalLines.count ? file.reach.literalLines[index] : 0
        if !pickedLines.contains(file.path + ":" + String(line)) { literalKeysElsewhere.insert(ExactKey(key.text)) }
      }
    }
  }

  /// Whether Xcode extracts strings from the source at `path`.
  package func stringExtraction(for path: String) -> StringExtraction {
    stringExtractionByFile[path] ?? stringExtraction
  }
}
