import Foundation
import XCStringsBase
import XCStringsSwiftSource

/// The keys a tree's Swift sources extract, catalog by catalog: every file lexed once (in
/// parallel), the declarations of every module gathered, then each file's literals turned into
/// keys with their specifiers resolved by type.
struct SourceScan {
  /// For each catalog of the tree (by index), its keys in the order their first site is read.
  var keys: [[FoundKey]]
  /// For each catalog, the text of every plain literal in the code of its module: a key not
  /// extracted but still written as a literal may be localizable through a type sync cannot
  /// see, and is left as it is rather than marked stale or deleted.
  var literals: [Set<String>] = []
  /// Files that could not be read (errors), and interpolations whose type was guessed.
  var diagnostics: [Diagnostic]

  /// The parameters of Apple's APIs, beyond the views and modifiers SwiftSource knows, whose
  /// type is localizable: scenes and menus (`WindowGroup("Main")`), App Intents
  /// (`DisplayRepresentation(title:)`, `IntentDescription("…")`, `needsValueError("…")`),
  /// Charts' `.value("Label", x)`, `searchable(prompt:)`,
  /// `accessibilityAction(named:)`.
  static let builtInKeyParameters: [KeyParameter] = [
    KeyParameter(function: "Window", label: nil, position: 0),
    KeyParameter(function: "WindowGroup", label: nil, position: 0),
    KeyParameter(function: "CommandMenu", label: nil, position: 0),
    KeyParameter(function: "MenuBarExtra", label: nil, position: 0),
    KeyParameter(function: "IntentDescription", label: nil, position: 0),
    KeyParameter(function: "DisplayRepresentation", label: "title", position: 0),
    KeyParameter(function: "DisplayRepresentation", label: "subtitle", position: 1),
    KeyParameter(function: "TypeDisplayRepresentation", label: "name", position: 0),
    KeyParameter(function: "searchable", label: "prompt", position: 2),
    KeyParameter(function: "accessibilityAction", label: "named", position: 0),
    KeyParameter(function: "AppShortcut", label: "shortTitle", position: 2),
    KeyParameter(function: "Parameter", label: "title", position: 0),
    KeyParameter(function: "Parameter", label: "description", position: 1),
    KeyParameter(function: "TableColumn", label: nil, position: 0),
    KeyParameter(function: "value", label: nil, position: 0),
    KeyParameter(function: "needsValueError", label: nil, position: 0),
    KeyParameter(function: "IntentDialog", label: nil, position: 0),
  ]

  static func make(_ tree: SyncTree, macroNames: [String]) -> SourceScan {
    let sources = tree.sources
    let lexed = ConcurrentSlots<Result<(LexedSwiftFile, SwiftDeclarations), Diagnostic>>(count: sources.count)
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      do throws(Diagnostic) {
        let bytes = ConditionalBranches.compiled(
          try FileIO.read(sources[index].path), environments: tree.environments[index] ?? [])
        let file = try LexedSwiftFile(parsing: bytes, path: sources[index].path)
        lexed.store(.success((file, file.declarations())), at: index)
      } catch {
        lexed.store(.failure(error), at: index)
      }
    }
    var files: [(file: LexedSwiftFile, declarations: SwiftDeclarations)?] = []
    var diagnostics: [Diagnostic] = []
    for index in sources.indices {
      switch lexed.take(at: index) {
      case .success(let pair)?: files.append(pair)
      case .failure(let error)?:
        diagnostics.append(error)
        files.append(nil)
      case nil: files.append(nil)
      }
    }
    if diagnostics.containsError { return SourceScan(keys: [], diagnostics: diagnostics) }

    // Declarations by module, and every localizable parameter of the tree by function name.
    var modules: [String: SwiftDeclarations] = [:]
    var everything = SwiftDeclarations()
    for (index, pair) in files.enumerated() {
      guard let pair else { continue }
      modules[sources[index].module, default: SwiftDeclarations()].merge(pair.declarations)
      everything.merge(pair.declarations)
    }
    var keyParameters: [String: [KeyParameter]] = [:]
    for parameter in everything.keyParameters where !keyParameters[parameter.function, default: []].contains(parameter) {
      keyParameters[parameter.function, default: []].append(parameter)
    }
    for parameter in builtInKeyParameters where !keyParameters[parameter.function, default: []].contains(parameter) {
      keyParameters[parameter.function, default: []].append(parameter)
    }
    for name in Set(macroNames).union(tree.macroNames).sorted() where name != "NSLocalizedString" {
      keyParameters[name, default: []].append(KeyParameter(function: name, label: nil, position: 0))
    }
    var coreData: [String: [String]] = [:]
    for model in tree.models {
      guard let bytes = try? FileIO.read(model) else { continue }
      for (name, types) in CoreDataModel.attributeTypes(in: String(decoding: bytes, as: UTF8.self)) {
        coreData[name, default: []] += types
      }
    }

    // Each file's literals, turned into keys (in parallel), then gathered in path order.
    let tables = modules.mapValues { TypeTable(target: $0, coreData: coreData, others: everything) }
    let parameters = keyParameters
    let names = everything.localizableNames
    let read = files
    let extracted = ConcurrentSlots<
      [(catalog: Int, key: String, positional: String?, comment: String?, defaultValue: String?, guesses: [Diagnostic])]
    >(count: sources.count)
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      guard let pair = read[index] else { return }
      let source = sources[index]
      let types = tables[source.module] ?? TypeTable()
      let builder = KeyBuilder(types: types, file: pair.declarations, path: source.path)
      var found:
        [(catalog: Int, key: String, positional: String?, comment: String?, defaultValue: String?, guesses: [Diagnostic])] = []
      for string in pair.file.extractedStrings(keyParameters: parameters, localizableNames: names) {
        guard let table = string.table, let catalog = tree.catalog(for: source, table: table) else { continue }
        let built = builder.build(string.pieces, line: string.line, column: string.column, offset: string.offset)
        let defaultValue = string.defaultValue.map {
          builder.build($0, line: string.line, column: string.column, offset: string.offset).key
        }
        found.append((catalog, built.key, built.positional, string.comment, defaultValue, built.guesses))
      }
      extracted.store(found, at: index)
    }
    var literals = [Set<String>](repeating: [], count: tree.catalogs.count)
    for (index, pair) in files.enumerated() {
      guard let pair else { continue }
      let catalogs = tree.catalogs.indices.filter { catalog in
        guard tree.catalogs[catalog].module == sources[index].module else { return false }
        guard let owner = tree.owners[catalog] else { return true }
        let path = sources[index].path
        return path.hasPrefix(owner.folder + "/")
          && ProjectTargets.compiles(owner.targets, String(path.dropFirst(owner.folder.count + 1)))
      }
      guard !catalogs.isEmpty else { continue }
      let texts = pair.file.plainLiterals()
      for catalog in catalogs { literals[catalog].formUnion(texts) }
    }
    // Objective-C is not extracted, but its `@"…"` literals count as still in the code.
    for source in tree.objectiveC {
      let catalogs = tree.catalogs.indices.filter { tree.catalogs[$0].module == source.module }
      guard !catalogs.isEmpty, let bytes = try? FileIO.read(source.path) else { continue }
      let texts = ObjectiveCLiterals.texts(in: bytes)
      for catalog in catalogs { literals[catalog].formUnion(texts) }
    }
    var keys = [[FoundKey]](repeating: [], count: tree.catalogs.count)
    var positions = [[String: Int]](repeating: [:], count: tree.catalogs.count)
    for index in sources.indices {
      for item in extracted.take(at: index) ?? [] {
        diagnostics += item.guesses
        let position: Int
        if let known = positions[item.catalog][item.key] {
          position = known
        } else {
          position = keys[item.catalog].count
          positions[item.catalog][item.key] = position
          keys[item.catalog].append(FoundKey(key: item.key, positionalSource: item.positional))
        }
        if let comment = item.comment, !comment.isEmpty, !keys[item.catalog][position].comments.contains(comment) {
          keys[item.catalog][position].comments.append(comment)
        }
        // A default value that is the key itself is written as no default at all.
        if keys[item.catalog][position].defaultValue == nil, let value = item.defaultValue, !value.isEmpty,
          !value.isIdentical(to: item.key)
        {
          keys[item.catalog][position].defaultValue = value
        }
      }
    }
    return SourceScan(keys: keys, literals: literals, diagnostics: diagnostics)
  }
}
