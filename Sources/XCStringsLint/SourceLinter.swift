import XCStringsBase
import XCStringsModel
import XCStringsSwiftSource

/// Runs the rules that compare a tree's Swift sources with its tables:
/// `interpolated-localized-string`, `missing-default-value`, `unknown-key`,
/// `count-without-plural` (at calls and at keys no call uses) and `unused-key`.
///
/// A call names its table by file name (`Localizable` when it names none) and is checked
/// against every catalog and legacy table of that name in the tree. A tree without any such
/// table has no localization to check, so its calls are left alone; a call whose table is an
/// expression cannot be checked either.
struct SourceLinter {
  let tree: LintTree
  let options: LintOptions
  var index: CatalogKeyIndex
  var findings: [LintFinding] = []
  /// The keys calls found, by subject, for `count-without-plural` at keys no call uses.
  var keysUsedByCalls: [Int: Set<ExactKey>] = [:]
  /// Whether each source language has a `one` form, looked up once per language.
  var oneForms: [String: Bool] = [:]
  /// The patterns of every key and source value, by subject, made when `count-without-plural`
  /// first looks for a text's singular in the subject.
  var textPatterns: [Int: Set<ExactKey>] = [:]
  /// The patterns of every literal of the sources, made when first needed.
  var literalPatterns: Set<ExactKey>?
  /// The Swift package folder (holding `Package.swift`) each folder of a source lies in, or
  /// `""` for none, looked up once per folder.
  var packageRoots: [String: String] = [:]
  /// Whether each name a literal's declaration gives is named again in the sources.
  var usedNames: [String: Bool] = [:]
  /// The constant value of each name a count without a plural reads, or nil where it is none.
  var constantCounts: [String: Int?] = [:]
  /// Whether each package's sources show key values with their own bundle, by `Sources` folder.
  var packagesShowingValues: [String: Bool] = [:]
  /// The package folder of the file whose calls are being checked (`""` for none).
  var currentPackage = ""
  /// Swift sources read again for ``CountGuard``, by path.
  var sourceBytes: [String: [UInt8]] = [:]
  /// Whether the tables a lookup reaches hold any translation, by table, package and project.
  var translatedScopes: [String: Bool] = [:]
  /// The folder of the project nearest above the file whose calls are being checked, outside
  /// a package (`""` for none): a project nested in another's folder (an example, a demo)
  /// builds a bundle of its own, so only the tables under its folder are its tables.
  var currentProject = ""
  /// Which code never runs in the shipped app: a call there is reported as a note.
  let reachability: Reachability?

  init(tree: LintTree, options: LintOptions, reachability: Reachability? = nil) {
    self.tree = tree
    self.options = options
    self.reachability = reachability
    index = CatalogKeyIndex(tree.subjects)
  }

  mutating func run() {
    if !index.isEmpty, !tree.sources.isEmpty {
      if tree.sources.contains(where: { $0.calls.contains { $0.key.isInterpolated } }) { index.indexPatterns() }
      // Read in place: iterating the arrays copies every call (and retains its strings).
      tree.sources.withUnsafeBufferPointer { files in
        for file in files.indices {
          currentPackage = files[file].calls.isEmpty ? "" : packageRoot(of: FileTransaction.directory(of: files[file].path))
          currentProject = files[file].calls.isEmpty ? "" : nearestProjectFolder(of: files[file].path)
          // An example app's project inside a package's folder builds the app, not the package.
          if currentProject.utf8.count > currentPackage.utf8.count { currentPackage = "" } else { currentProject = "" }
          files[file].calls.withUnsafeBufferPointer { calls in
            for call in calls.indices {
              let reported = findings.count
              check(calls[call])
              if findings.count > reported { demoteWhereNothingIsTranslated(calls[call], from: reported) }
              if findings.count > reported { demoteUnusedDeclaration(calls[call], from: reported) }
              // Code the shipped app never runs shows its text to no user: a note.
              if findings.count > reported, let why = reachability?.reason(file: file, line: calls[call].location.line) {
                for finding in reported..<findings.count where findings[finding].severity == .warning {
                  findings[finding].severity = .note
                  findings[finding].message += "; the call is in \(why), so no user sees it"
                }
              }
            }
          }
        }
      }
    }
    checkCountsAtKeys()
    if options.isEnabled(.unusedKey), !tree.sources.isEmpty { checkUnusedKeys() }
  }

  /// The bytes of the Swift source at `path`, read once (empty where it cannot be read): the
  /// rules that look past a call read them only for findings already made.
  mutating func bytes(of path: String) -> [UInt8] {
    if let known = sourceBytes[path] { return known }
    let read = (try? FileIO.read(path)) ?? []
    sourceBytes[path] = read
    return read
  }

  mutating func emit(_ rule: LintRule, at location: SourceLocation, key: String?, _ message: String) {
    guard options.isEnabled(rule) else { return }
    findings.append(LintFinding(rule: rule, location: location, key: key, language: nil, message: message))
  }

  private mutating func check(_ call: borrowing LocalizationCall) {
    guard let table = call.table else { return }
    let match = index.match(call.key, in: table)
    if let match, options.isEnabled(.countWithoutPlural) {
      keysUsedByCalls[match.subject, default: []].insert(ExactKey(match.key))
    }
    let entry = match.flatMap(index.entry)
    guard let members = index.subjects(of: table) else {
      // No table of that name at all: a table the call names by mistake, or one outside the
      // paths linted.
      if table != LocalizationCall.defaultTable, call.key.hasLetters {
        emit(
          .unknownKey, at: call.location, key: call.key.text,
          "'\(call.key.text)' is looked up in table '\(table)', which is not under \(tree.root), so it is never translated")
      }
      return
    }
    // A project with no such table of its own shows its text as typed: nothing to report.
    if !currentProject.isEmpty,
      !members.contains(where: { FileTransaction.isInside(index.subjects[$0].folder, roots: [currentProject]) })
    {
      return
    }
    // Keys made for each value (`TriggerType_setup`, `TriggerType_lock`) are what the filled-in
    // text looks up: the lookup is meant.
    // A key of only placeholders (`NSLocalizedString("\(key)")`) looks up the value itself: a
    // key chosen at run time, or a number, which a miss shows as it is.
    if call.key.isInterpolated, call.function == .nsLocalizedString {
      if call.key.hasLetters, index.filledIn(call.key, in: table) == nil {
        emit(
          .interpolatedLocalizedString, at: call.location, key: call.key.text,
          "NSLocalizedString looks up the interpolated text itself at run time, which no table holds; use a fixed key such as '\(call.key.text)' with String(format:)"
        )
      }
      return
    }
    // The table may hold the text under another specifier than the compiler writes: the
    // lookup still fails, whatever the table's key looks like.
    let near =
      match != nil
      ? ""
      : index.nearMiss(call.key, in: table).map { miss in
        " (it has '\(miss.key)', but the compiler writes '\(call.key.text)' for \(Self.certainTypes(of: call.key)), and the lookup needs the exact key)"
      } ?? ""
    if call.key.isInterpolated, !call.function.isSwiftUI, match == nil, call.key.hasLetters {
      emit(
        .interpolatedLocalizedString, at: call.location, key: call.key.text,
        "the compiler extracts the key '\(call.key.text)' from this interpolated literal, and table '\(table)' does not have it\(near); add that key to the catalog, or use a fixed key with defaultValue: and String(format:)"
      )
    } else if match == nil, call.key.hasLetters, !call.key.text.isShownAsTyped,
      !SubjectLinter.isNameWrittenAlike(call.key.text)
    {
      emit(
        .unknownKey, at: call.location, key: call.key.text,
        "'\(call.key.text)' is not a key of table '\(table)'\(near); \(missingKeyConsequence(members, source: call.location.path))"
      )
    }
    if let match { checkPackageBundle(call, table: table, match: match, members: members) }
    let reported = findings.count
    checkDefaultValue(call, table: table, match: match, entry: entry)
    checkCount(call, table: table, members: members, match: match, entry: entry)
    demoteCountThatNeverMeetsOne(call)
    // One defect, one finding: where the key is also said to show as the key or as "1 people",
    // its `unknown-key` finding says nothing more.
    if findings.count > reported, reported > 0, findings[reported - 1].rule == .unknownKey,
      findings[reported - 1].location == call.location
    {
      findings.remove(at: reported - 1)
    }
  }

  /// What the certain interpolations of a key are, for a message (`an integer`, `a number and
  /// a specifier given with specifier:`).
  static func certainTypes(of key: LocalizationKey) -> String {
    var kinds: [String] = []
    for interpolation in key.interpolations where interpolation.isCertain {
      let kind =
        interpolation.readsInteger
        ? "an integer"
        : ["%lf", "%f"].contains(interpolation.specifier)
          ? "a decimal number"
          : interpolation.specifier == "%@" ? "a string" : "'specifier: \"\(interpolation.specifier)\"'"
      if !kinds.contains(kind) { kinds.append(kind) }
    }
    return kinds.joined(separator: " and ")
  }

  /// What becomes of a key missing from a table: catalogs get it from extraction (if on);
  /// `.strings` files never get keys added.
  private func missingKeyConsequence(_ members: [Int], source: String) -> String {
    let hasCatalog = members.contains { member in
      if case .catalog = tree.subjects[member].origin { return true }
      return false
    }
    guard hasCatalog else { return "no tool adds keys to .strings files, so it is never translated" }
    return tree.stringExtraction(for: source).consequence
  }

  /// `missing-default-value`: an identifier-like key without a default value, while the table
  /// has no source text for it (so the key itself is shown).
  private mutating func checkDefaultValue(
    _ call: borrowing LocalizationCall, table: String, match: CatalogKeyIndex.Match?, entry: CatalogEntry?
  ) {
    guard options.isEnabled(.missingDefaultValue), !call.hasDefaultValue, !call.key.isInterpolated,
      call.key.text.looksLikeIdentifier, !call.key.text.isShownAsTyped
    else { return }
    // SwiftUI's `LocalizedStringKey` has no default value: its table must hold the text.
    let lacks =
      call.function.defaultValueLabel.map { "has no \($0):" } ?? "is a SwiftUI LocalizedStringKey, which takes no default value,"

    let state: String
    if let match, let entry {
      let source = tree.subjects[match.subject].catalog.sourceLanguage
      guard let localization = entry[source] else {
        emit(
          .missingDefaultValue, at: call.location, key: call.key.text,
          "identifier-like key '\(call.key.text)' \(lacks) and table '\(table)' has no '\(source)' value for it, so users see the key"
        )
        return
      }
      guard localization.variations == nil, localization.substitutions == nil,
        localization.stringUnit?.value.isIdentical(to: match.key) == true
      else { return }
      state = "its '\(source)' value in table '\(table)' is the key itself"
    } else {
      state = "it is not in table '\(table)' (extracted, its source value would be the key)"
    }
    emit(
      .missingDefaultValue, at: call.location, key: call.key.text,
      "identifier-like key '\(call.key.text)' \(lacks) and \(state), so users see the key")
  }
}

extension LocalizationKey {
  /// Whether the key holds a letter outside its specifiers: a key of only placeholders,
  /// digits and punctuation (`%lld`, `•`) is no text to translate.
  var hasLetters: Bool {
    LocalizationKey.pattern(ofCatalogKey: pattern).unicodeScalars.contains { $0.properties.isAlphabetic }
  }
}
