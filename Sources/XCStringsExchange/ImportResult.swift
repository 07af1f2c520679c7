import XCStringsBase

/// What an `import` did: what it printed, whether it succeeded (when not, nothing but the
/// report was written), and the files it wrote (the catalogs that changed, the report).
public typealias ImportResult = WorkflowResult
