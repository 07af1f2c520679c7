// The module that users import: every layer of the library, as one namespace.
// Documentation/Architecture.md draws the layers; each is a module of its own.

@_exported import XCStringsBase
@_exported import XCStringsCatalogJSON
@_exported import XCStringsCompile
@_exported import XCStringsConversion
@_exported import XCStringsExchange
@_exported import XCStringsLegacy
@_exported import XCStringsLint
@_exported import XCStringsMerge
@_exported import XCStringsMigration
@_exported import XCStringsModel
@_exported import XCStringsProject
@_exported import XCStringsSwiftSource
@_exported import XCStringsSync
@_exported import XCStringsXLIFF
