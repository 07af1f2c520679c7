import Foundation
import XCStringsBase

/// One compile: plans the files (``CompilePlan``) and, unless the request is a dry run, writes
/// them in one transaction, all or nothing.
public struct CompileRun: Sendable {
  /// What is compiled.
  public let request: CompileRequest
  /// Failure points for tests of the file layer.
  package let faults: FileTransaction.Faults
  /// The folder a relative output folder is taken from.
  package let currentDirectory: String

  /// A run of `request`.
  public init(
    request: CompileRequest, faults: FileTransaction.Faults = FileTransaction.Faults(),
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) {
    self.request = request
    self.faults = faults
    self.currentDirectory = currentDirectory
  }

  /// Runs the compile once. A dry run writes nothing and lists the files the real run writes.
  public func run() -> CompileResult {
    let plan = CompilePlan.make(request, currentDirectory: currentDirectory)
    let paths = plan.files.map(\.path)
    guard plan.succeeded else { return CompileResult(files: paths, diagnostics: plan.diagnostics, wrote: false) }
    if request.dryRun || plan.files.isEmpty { return CompileResult(files: paths, diagnostics: plan.diagnostics, wrote: false) }
    let transaction = FileTransaction(
      roots: [FileTransaction.absolute(request.outputDirectory, from: currentDirectory, .lexical)], faults: faults)
    do throws(Diagnostic) {
      // Files are serialized on all cores: a catalog of 40 languages is 40 to 80 files.
      let files = plan.files
      let rendered = ConcurrentSlots<Result<[UInt8], Diagnostic>>(count: files.count)
      DispatchQueue.concurrentPerform(iterations: files.count) { index in
        do throws(Diagnostic) {
          rendered.store(.success(try bytes(of: files[index])), at: index)
        } catch {
          rendered.store(.failure(error), at: index)
        }
      }
      var staged: [(path: String, bytes: [UInt8])] = []
      for (index, file) in files.enumerated() {
        guard let result = rendered.take(at: index) else { continue }
        staged.append((file.path, try result.get()))
      }
      try transaction.stage(staged)
      try transaction.commit()
    } catch {
      transaction.discard()
      return CompileResult(files: paths, diagnostics: plan.diagnostics + [error], wrote: false)
    }
    return CompileResult(files: paths, diagnostics: plan.diagnostics, wrote: true)
  }

  /// A file's bytes in the requested serialization.
  func bytes(of file: CompiledFile) throws(Diagnostic) -> [UInt8] {
    switch request.serialization {
    case .text: return CompiledPlistWriter.data(for: file.content)
    case .binary: return BinaryPlistWriter.data(for: file.content)
    }
  }
}
