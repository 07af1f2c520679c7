import Foundation
import Testing
import XCStringsTestSupport

/// `Samples/RuntimeDemo` built with SwiftPM, its catalog compiled by the plugin, and run under
/// several languages: the whole path from a String Catalog to the text a Linux user sees.
/// Enabled where a `swift` executable is on the `PATH` (the sample is a package of its own).
@Suite("runtime: Samples/RuntimeDemo", .serialized)
struct RuntimeDemoTests {
  static let swift: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map {
    "\($0)/swift"
  }.first { FileManager.default.isExecutableFile(atPath: $0) }

  static let sample = TestPaths.packageRoot.appendingPathComponent("Samples/RuntimeDemo")

  /// Where the sample is built: in the package's own build folder, so that the test never
  /// writes under `Samples/` while other tests copy it.
  static let scratch = TestPaths.packageRoot.appendingPathComponent(".build/samples/RuntimeDemo")

  /// Runs `executable` with `arguments` and `environment`; its standard output and status.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]
  ) throws -> (output: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    process.currentDirectoryURL = sample
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }

  /// Each case: the environment, the key and its arguments, and the exact line printed.
  static let cases: [([String: String], [String], String)] = [
    (["LANGUAGE": "ru"], ["%lld files", "1"], "1 файл"),
    (["LANGUAGE": "ru"], ["%lld files", "2"], "2 файла"),
    (["LANGUAGE": "ru"], ["%lld files", "5"], "5 файлов"),
    (["LANGUAGE": "ru"], ["%lld files", "11"], "11 файлов"),
    (["LANGUAGE": "ru"], ["%lld files", "21"], "21 файл"),
    (["LANG": "ru_RU.UTF-8"], ["%lld files", "22"], "22 файла"),
    (["LANGUAGE": "ar"], ["%lld files", "0"], "لا ملفات"),
    (["LANGUAGE": "ar"], ["%lld files", "1"], "ملف واحد"),
    (["LANGUAGE": "ar"], ["%lld files", "2"], "ملفان"),
    (["LANGUAGE": "ar"], ["%lld files", "3"], "3 ملفات"),
    (["LANGUAGE": "ar"], ["%lld files", "11"], "11 ملفًا"),
    (["LANG": "ar_EG.UTF-8"], ["%lld files", "100"], "100 ملف"),
    (["LANG": "pl_PL.UTF-8"], ["%lld files", "1"], "1 plik"),
    (["LANG": "pl_PL.UTF-8"], ["%lld files", "22"], "22 pliki"),
    (["LANG": "pl_PL.UTF-8"], ["%lld files", "25"], "25 plików"),
    (["LANGUAGE": "ja"], ["%lld files", "1"], "1 個のファイル"),
    (["LANGUAGE": "ru"], ["%lld apples and %lld pears", "1", "5"], "5 груш и 1 яблоко"),
    (["LANGUAGE": "en"], ["%lld apples and %lld pears", "1", "5"], "1 apple and 5 pears"),
    (["LANGUAGE": "de"], ["%1$@ invited %2$@", "Ann", "Bob"], "Bob wurde von Ann eingeladen"),
    (["LANGUAGE": "ja"], ["%1$@ invited %2$@", "Ann", "Bob"], "AnnさんがBobさんを招待しました"),
    // A `new` unit is not compiled: German falls back to the source.
    (["LANGUAGE": "de"], ["Welcome"], "Welcome"),
    (["LANGUAGE": "ja"], ["Welcome"], "ようこそ"),
    // A language the catalog lacks, and `C`: the development language.
    (["LANGUAGE": "sv"], ["%lld files", "1"], "1 file"),
    (["LANG": "C.UTF-8"], ["%lld files", "2"], "2 files"),
    (["LANGUAGE": "sv:de", "LANG": "ja_JP.UTF-8"], ["Color"], "Farbe"),
    (["LANG": "de_AT.UTF-8"], ["Color"], "Farbe"),
    (["LANG": "en_GB.UTF-8"], ["Color"], "Colour"),
    (["LANG": "en_GB.UTF-8"], ["%lld files", "1"], "1 file"),
    (["LANG": "zh_HK.UTF-8"], ["Settings"], "設定"),
    (["LANG": "zh_CN.UTF-8"], ["Settings"], "设置"),
  ]

  @Test(.enabled(if: swift != nil, "needs a swift executable to build Samples/RuntimeDemo"))
  func theSampleBuildsAndShowsEachLanguage() throws {
    let swift = try #require(Self.swift)
    let build = try Self.run(
      swift, ["build", "--package-path", Self.sample.path, "--scratch-path", Self.scratch.path],
      environment: ProcessInfo.processInfo.environment)
    try #require(build.status == 0, "swift build failed:\n\(build.output)")
    let binPath = try Self.run(
      swift, ["build", "--package-path", Self.sample.path, "--scratch-path", Self.scratch.path, "--show-bin-path"],
      environment: ProcessInfo.processInfo.environment)
    let bin = URL(fileURLWithPath: binPath.output.trimmingCharacters(in: .whitespacesAndNewlines))
    // The bundle holds compiled tables, lowercased as SwiftPM writes them, and no catalog.
    let bundle = bin.appendingPathComponent("RuntimeDemo_RuntimeDemo.resources")
    let files = try FileManager.default.subpathsOfDirectory(atPath: bundle.path).filter {
      $0.contains(".") && !$0.hasSuffix(".lproj")
    }.sorted()
    #expect(files.contains("zh-hant.lproj/Localizable.strings"))
    #expect(files.contains("ru.lproj/Localizable.stringsdict"))
    #expect(!files.contains { $0.hasSuffix(".xcstrings") })
    #expect(files.contains("de.lproj/Localizable.strings"))
    let demo = bin.appendingPathComponent("runtime-demo").path
    var shown: [String] = []
    var expected: [String] = []
    for (environment, arguments, line) in Self.cases {
      let result = try Self.run(demo, arguments, environment: environment.merging(["PATH": "/usr/bin:/bin"]) { $1 })
      shown.append("\(environment) \(arguments): \(result.output)")
      expected.append("\(environment) \(arguments): \(line)\n")
    }
    #expect(shown == expected)
  }
}
