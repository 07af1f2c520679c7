import Foundation

/// Reads and parses the files of a legacy table group.
public enum LegacyTableLoader {
  /// Parses every file of `group`. Files that fail to parse are left out and reported as
  /// errors; warnings from the readers are passed on.
  public static func load(_ group: LegacyTableGroup) -> (files: [(file: LegacyFile, parsed: CatalogImporter.Parsed)], diagnostics: [Diagnostic]) {
    // Files are read and parsed on all cores (one table per language, each independent);
    // results are then taken in the group's order, so output and diagnostics do not depend
    // on which thread finished first.
    let outcomes = ConcurrentSlots<Result<CatalogImporter.Parsed, Diagnostic>>(count: group.files.count)
    let groupFiles = group.files
    let work: @Sendable (Int) -> Void = { index in
      let file = groupFiles[index]
      do throws(Diagnostic) {
        switch file.kind {
        case .strings: outcomes.store(.success(.strings(try StringsTable(contentsOf: file.path))), at: index)
        case .stringsdict: outcomes.store(.success(.stringsdict(try StringsdictTable(contentsOf: file.path))), at: index)
        }
      } catch {
        outcomes.store(.failure(error), at: index)
      }
    }
    if groupFiles.count > 1 && ProcessInfo.processInfo.activeProcessorCount > 1 {
      DispatchQueue.concurrentPerform(iterations: groupFiles.count, execute: work)
    } else {
      for index in groupFiles.indices { work(index) }
    }
    var files: [(file: LegacyFile, parsed: CatalogImporter.Parsed)] = []
    var diagnostics: [Diagnostic] = []
    for (file, outcome) in zip(groupFiles, outcomes.all()) {
      switch outcome {
      case .success(let parsed):
        switch parsed {
        case .strings(let table): diagnostics.append(contentsOf: table.diagnostics)
        case .stringsdict(let table): diagnostics.append(contentsOf: table.diagnostics)
        }
        files.append((file, parsed))
      case .failure(let error):
        diagnostics.append(error)
      case nil:
        break
      }
    }
    return (files, diagnostics)
  }

  /// What the runtime resolves from the legacy files, with `Base.lproj` values standing in
  /// for missing source-language values (as migration treats them).
  public static func resolution(
    of files: [(file: LegacyFile, parsed: CatalogImporter.Parsed)], sourceLanguage: LanguageCode
  ) -> RuntimeResolution {
    var strings: [LanguageCode: KeyedList<StringsTable.Entry>] = [:]
    var dicts: [LanguageCode: [StringsdictEntry]] = [:]
    var base = KeyedList<StringsTable.Entry>()
    for (file, parsed) in files {
      switch parsed {
      case .strings(let table):
        if let language = file.language {
          var list = strings[language] ?? KeyedList()
          for entry in table.entries { list[entry.key] = entry }
          strings[language] = list
        } else {
          for entry in table.entries { base[entry.key] = entry }
        }
      case .stringsdict(let table):
        if let language = file.language { dicts[language, default: []].append(contentsOf: table.entries) }
      }
    }
    if !base.isEmpty {
      var source = strings[sourceLanguage] ?? KeyedList()
      for (key, entry) in base where !source.contains(key) { source[key] = entry }
      strings[sourceLanguage] = source
    }
    var resolution = RuntimeResolution()
    for language in Set(strings.keys).union(dicts.keys) {
      resolution.add(language: language, strings: strings[language]?.values ?? [], stringsdict: dicts[language] ?? [])
    }
    return resolution
  }

  /// What the app would show differently if the legacy `files` were replaced by `catalog`:
  /// the catalog is exported in memory and both sides are resolved by Apple's rules.
  public static func roundTripLosses(
    of files: [(file: LegacyFile, parsed: CatalogImporter.Parsed)], migratedTo catalog: StringCatalog,
    sourceLanguage: LanguageCode
  ) -> [RuntimeResolution.Loss] {
    let before = resolution(of: files, sourceLanguage: sourceLanguage)
    return before.losses(in: resolution(of: CatalogExporter.export(catalog)))
  }

  /// What the runtime resolves from an export of a catalog.
  public static func resolution(of export: CatalogExporter.Result) -> RuntimeResolution {
    var resolution = RuntimeResolution()
    for language in export.languages {
      resolution.add(language: language.language, strings: language.strings, stringsdict: language.stringsdict)
    }
    return resolution
  }
}
