import Foundation
import PackagePlugin

/// Compiles every String Catalog of a target into `.lproj` tables with `xcstrings-convert
/// compile`, on every platform, so that SwiftPM bundles the tables as the target's localized
/// resources. Exclude the catalogs from the target's resources (`exclude:`), or SwiftPM copies
/// them as well (on Linux, as raw JSON) and on Apple's platforms compiles them a second time.
@main
struct XCStringsCompilePlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard target is SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "xcstrings-convert")
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("Localizations")
    var commands: [Command] = []
    var tables: [String: URL] = [:]
    for catalog in catalogs(under: target.directoryURL) {
      let table = catalog.deletingPathExtension().lastPathComponent
      if let other = tables[table] {
        throw CompileOutputs.Unreadable(
          description: "\(catalog.path): another catalog of the target, \(other.path), compiles to the same table '\(table)'")
      }
      tables[table] = catalog
      let data = try Data(contentsOf: catalog)
      let files: [String]
      do {
        files = try CompileOutputs.files(catalog: data, table: table)
      } catch {
        throw CompileOutputs.Unreadable(description: "\(catalog.path): cannot read the catalog: \(error)")
      }
      commands.append(
        .buildCommand(
          displayName: "Compiling String Catalog \(catalog.lastPathComponent)",
          executable: tool.url,
          arguments: ["compile", catalog.path, "--output-directory", output.path],
          inputFiles: [catalog],
          outputFiles: files.map { output.appendingPathComponent($0) }))
    }
    return commands
  }

  /// The `.xcstrings` files under `folder`, hidden folders left out, sorted.
  private func catalogs(under folder: URL) -> [URL] {
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles, .skipsPackageDescendants])
    else { return [] }
    var found: [URL] = []
    for case let url as URL in walker where url.pathExtension == "xcstrings" { found.append(url) }
    return found.sorted { $0.path < $1.path }
  }
}
