import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLint

@Suite("Info.plist file")
struct InfoPlistFileTests {
  @Test func stringValuesAtTheirKeys() throws {
    let root = try TestPaths.temporaryDirectory()
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>CFBundleDevelopmentRegion</key>
        <string>de</string>
        <key>UIDeviceFamily</key>
        <array><integer>1</integer></array>
          <key>CFBundleDisplayName</key><string>Shop</string>
        <key>CFBundleDevelopmentRegion</key>
        <string>fr</string>
      </dict>
      </plist>
      """
    try TestPaths.write(text, "Info.plist", in: root)
    let plist = try InfoPlistFile(contentsOf: root.path + "/Info.plist", path: "App/Info.plist")
    #expect(
      plist.values == [
        "CFBundleDisplayName": .init(value: "Shop", location: SourceLocation(path: "App/Info.plist", line: 8, column: 5)),
        "CFBundleDevelopmentRegion": .init(value: "fr", location: SourceLocation(path: "App/Info.plist", line: 9, column: 3)),
      ])
  }

  /// An Info.plist the build preprocesses (`INFOPLIST_PREPROCESS = YES`) has `#` lines
  /// (`#ifndef`, `#include`, `#endif`): they are skipped and the rest read, at its lines.
  /// The extension point comes from `NSExtension` or ExtensionKit's `EXAppExtensionAttributes`;
  /// the same key elsewhere (top level, another dictionary) is no extension point.
  @Test func theExtensionPointOfAnExtension() throws {
    let cases = [
      ("NSExtension", "NSExtensionPointIdentifier", "com.apple.share-services"),
      ("EXAppExtensionAttributes", "EXExtensionPointIdentifier", "com.apple.appintents-extension"),
      ("NSAppTransportSecurity", "NSExtensionPointIdentifier", nil),
    ]
    for (dictionary, key, point) in cases {
      let root = try TestPaths.temporaryDirectory()
      let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
          <key>NSExtensionPointIdentifier</key><string>top.level</string>
          <key>\(dictionary)</key>
          <dict><key>\(key)</key><string>\(point ?? "com.example.other")</string></dict>
        </dict>
        </plist>
        """
      try TestPaths.write(text, "Info.plist", in: root)
      let plist = try InfoPlistFile(contentsOf: root.path + "/Info.plist", path: "Info.plist")
      #expect(plist.extensionPoint == point, "\(dictionary)")
    }
  }

  @Test func preprocessorLinesAreSkipped() throws {
    let root = try TestPaths.temporaryDirectory()
    let text = """
      #include "Config.h"
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      #ifndef RELEASE
        <key>NSCameraUsageDescription</key>
        <string>Scan a code</string>
        #else
        <key>NSMicrophoneUsageDescription</key><string>Record</string>
      #endif
      </dict>
      </plist>
      """
    try TestPaths.write(text, "Info.plist", in: root)
    let plist = try InfoPlistFile(contentsOf: root.path + "/Info.plist", path: "App/Info.plist")
    #expect(
      plist.values == [
        "NSCameraUsageDescription": .init(
          value: "Scan a code", location: SourceLocation(path: "App/Info.plist", line: 6, column: 3)),
        "NSMicrophoneUsageDescription": .init(
          value: "Record", location: SourceLocation(path: "App/Info.plist", line: 9, column: 3)),
      ])
    // A `#` inside a value is text, not a directive.
    try TestPaths.write("<plist><dict><key>A</key><string>\n#1 app</string></dict></plist>", "Info.plist", in: root)
    #expect(try InfoPlistFile(contentsOf: root.path + "/Info.plist", path: "I.plist").values["A"]?.value == "\n#1 app")
  }

  @Test func malformedAndMissingFilesAreErrorsNamingTheFile() throws {
    let root = try TestPaths.temporaryDirectory()
    try TestPaths.write("<plist><dict><key>a</key></plist>", "Info.plist", in: root)
    #expect(throws: Diagnostic.self) { try InfoPlistFile(contentsOf: root.path + "/Info.plist", path: "I.plist") }
    do {
      _ = try InfoPlistFile(contentsOf: root.path + "/Missing.plist", path: "M.plist")
      Issue.record("no error")
    } catch {
      #expect(error.description == "M.plist: error: cannot read: no such file or directory")
    }
  }

  @Test func binaryPropertyLists() throws {
    // bplist00 { "CFBundleDevelopmentRegion" = "ja" }, written by hand.
    var bytes = Array("bplist00".utf8)
    let key = Array("CFBundleDevelopmentRegion".utf8)
    bytes += [0xD1, 0x01, 0x02]  // dict of one pair: key object 1, value object 2
    bytes += [0x5F, 0x10, UInt8(key.count)] + key  // ASCII string, long length
    bytes += [0x52] + Array("ja".utf8)  // ASCII string of 2
    let offsets = [8, 11, 11 + 3 + key.count]
    let table = bytes.count
    bytes += offsets.map(UInt8.init)
    bytes +=
      [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 3] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
    let root = try TestPaths.temporaryDirectory()
    try Data(bytes).write(to: root.appendingPathComponent("Info.plist"))
    let plist = try InfoPlistFile(contentsOf: root.path + "/Info.plist", path: "B.plist")
    #expect(plist.values == ["CFBundleDevelopmentRegion": .init(value: "ja", location: .file("B.plist"))])
  }
}
