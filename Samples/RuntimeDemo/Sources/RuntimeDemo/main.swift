import Foundation
import XCStringsRuntime

// runtime-demo KEY [ARG...]: the text for KEY from the table `Localizable`, formatted with the
// arguments (one that reads as an integer is passed as an `Int`, any other as text), in the
// language the environment selects.
let arguments = Array(CommandLine.arguments.dropFirst())
guard let key = arguments.first else {
  FileHandle.standardError.write(Data("usage: runtime-demo KEY [ARG...]\n".utf8))
  exit(64)
}
let values: [any Sendable & CVarArg] = arguments.dropFirst().map { Int($0).map { $0 as any Sendable & CVarArg } ?? $0 }
print(String(runtimeLocalized: key, table: "Localizable", bundle: .module, arguments: values))
