import XCStringsKit

/// Where a command writes its output, and prints a workflow's result: the library's
/// ``WorkflowIO``.
package typealias CommandIO = WorkflowIO
