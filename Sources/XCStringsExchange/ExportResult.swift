import XCStringsBase

/// What an `export` (to `.lproj` folders, `.xcloc` bundles or `.xliff` files) did: what it
/// printed, whether it succeeded (when not, nothing was written), and the files it wrote.
public typealias ExportResult = WorkflowResult
