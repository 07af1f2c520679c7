import Foundation
import XCStringsKit

/// `export --format xcloc|xliff`: its options, validated into an ``ExchangeExportRequest``.
enum ExchangeExport {
  /// Options that only the `.lproj` format takes.
  static let lprojOnlyOptions = ["encoding", "states", "fallback", "plist", "report"]

  static func run(_ arguments: ParsedArguments, format: ExchangeExportRequest.Format, io: CommandIO) throws(UsageError) -> Int32 {
    for name in lprojOnlyOptions where arguments.value(name) != nil {
      throw UsageError(message: "--\(name) applies to --format lproj only")
    }
    guard let output = arguments.value("output") else { throw UsageError(message: "--output DIR is required") }
    var request = ExchangeExportRequest(
      paths: arguments.positional, output: output, format: format, toolVersion: XCStringsCommand.version)
    for name in arguments.list("languages") { request.languages.append(try OptionValues.language(name, option: "languages")) }
    request.developmentRegion = try arguments.value("development-region").map { value throws(UsageError) in
      try OptionValues.language(value, option: "development-region")
    }
    if let project = arguments.value("project") {
      guard project.hasSuffix(".xcodeproj") || project.hasSuffix(".xcworkspace") else {
        throw UsageError(message: "--project takes a name ending in '.xcodeproj' or '.xcworkspace', not '\(project)'")
      }
      request.project = project
    }
    request.force = arguments.flag("force")
    var run = ExchangeExportRun(request: request, faults: io.faults)
    run.hints = io.hints
    run.keepsValuesUntilExit = io.keepsValuesUntilExit
    let result = run.run()
    io.print(result.output)
    return result.succeeded ? ExitCode.success : ExitCode.failure
  }
}
