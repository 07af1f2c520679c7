import XCStringsKit

/// Where a command writes its output: the library's ``WorkflowIO``, which the migration workflow
/// writes to as well.
package typealias CommandIO = WorkflowIO
