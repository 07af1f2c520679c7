import Foundation
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsModel
import XCStringsSwiftSource

/// One sync: reads every catalog under the request's folders and the Swift sources of the
/// module that owns it, brings each catalog in step with the keys the code extracts
/// (``CatalogSync``), and, unless the request only looks, writes every changed catalog in one
/// transaction, all or nothing, in Xcode's canonical bytes.
public struct SyncRun: Sendable {
  /// What is synced.
  public let request: SyncRequest
  /// Failure points for tests of the file layer.
  package let faults: FileTransaction.Faults

  /// A run of `request`.
  public init(request: SyncRequest, faults: FileTransaction.Faults = FileTransaction.Faults()) {
    self.request = request
    self.faults = faults
  }

  /// Runs the sync once.
  public func run() -> SyncResult {
    var diagnostics: [Diagnostic] = []
    var planned: [(change: SyncCatalogChange, catalog: StringCatalog)] = []
    for root in request.paths {
      guard FileIO.isDirectory(root) else {
        diagnostics.append(Diagnostic(.error, "no such folder", path: root))
        continue
      }
      planned += plan(SyncTree.walk(root), diagnostics: &diagnostics)
    }
    let changes = planned.map(\.change)
    if diagnostics.containsError { return SyncResult(changes: changes, diagnostics: diagnostics, wrote: false) }
    switch request.mode {
    case .dryRun:
      return SyncResult(changes: changes, diagnostics: diagnostics, wrote: false)
    case .check:
      for change in changes {
        diagnostics.append(
          Diagnostic(
            .error,
            "out of step with the code: \(change.added.count) to add, \(change.staled.count) to mark stale, "
              + "\(change.deleted.count) to delete, \(change.revived.count) to revive, \(change.updated.count) to update",
            path: change.path))
      }
      return SyncResult(changes: changes, diagnostics: diagnostics, wrote: false)
    case .write:
      guard !planned.isEmpty else { return SyncResult(changes: changes, diagnostics: diagnostics, wrote: false) }
      // A catalog made read-only is not replaced behind its owner's back (a rename ignores the
      // file's permission bits): nothing is written.
      let refusals = planned.compactMap { FileIO.readOnlyRefusal($0.change.path, noun: "catalog") != nil ? $0.change.path : nil }
      guard refusals.isEmpty else {
        let errors = refusals.map { Diagnostic(.error, "catalog is read-only; make it writable to sync it", path: $0) }
        return SyncResult(changes: changes, diagnostics: diagnostics + errors, wrote: false)
      }
      let transaction = FileTransaction(roots: request.paths, faults: faults)
      do throws(Diagnostic) {
        for item in planned { try transaction.stage(item.change.path, bytes: CatalogJSONWriter.data(for: item.catalog)) }
        try transaction.commit()
      } catch {
        transaction.discard()
        return SyncResult(changes: changes, diagnostics: diagnostics + [error], wrote: false)
      }
      return SyncResult(changes: changes, diagnostics: diagnostics, wrote: true)
    }
  }

  /// The catalogs of one tree that change, each with its new content.
  func plan(_ tree: SyncTree, diagnostics: inout [Diagnostic]) -> [(change: SyncCatalogChange, catalog: StringCatalog)] {
    let scan = SourceScan.make(tree, macroNames: request.macroNames)
    diagnostics += scan.diagnostics
    if scan.diagnostics.containsError { return [] }
    var planned: [(change: SyncCatalogChange, catalog: StringCatalog)] = []
    let modulesWithSources = Set(tree.sources.map(\.module))
    for (index, entry) in tree.catalogs.enumerated() {
      let found = scan.keys[index]
      // A catalog no Swift code names (InfoPlist, a storyboard's table) is not the build's to sync.
      guard modulesWithSources.contains(entry.module), !tree.notExtracted.contains(index),
        entry.table == "Localizable" || !found.isEmpty
      else { continue }
      let catalog: StringCatalog
      do throws(Diagnostic) {
        catalog = try StringCatalog(contentsOf: entry.path)
      } catch {
        diagnostics.append(error)
        continue
      }
      let missing = tree.missingSources[index] ?? []
      if !missing.isEmpty {
        let shown = missing.prefix(3).joined(separator: ", ") + (missing.count > 3 ? ", …" : "")
        diagnostics.append(
          Diagnostic(
            .warning,
            "its targets compile \(missing.count) source\(missing.count == 1 ? "" : "s") that \(missing.count == 1 ? "is" : "are") not in the tree "
              + "(\(shown)): no key is marked stale or deleted", path: entry.path))
      }
      let (synced, change) = CatalogSync.apply(
        found, to: catalog, path: entry.path, literals: scan.literals[index], removesUnfound: missing.isEmpty)
      if !change.isEmpty { planned.append((change, synced)) }
    }
    return planned
  }
}
