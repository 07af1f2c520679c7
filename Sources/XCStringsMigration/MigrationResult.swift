import XCStringsBase

/// What a `migrate` did: what it printed, whether it succeeded (when not, nothing but the
/// report was written), and the files it wrote (catalogs, projects, the report).
public typealias MigrationResult = WorkflowResult
