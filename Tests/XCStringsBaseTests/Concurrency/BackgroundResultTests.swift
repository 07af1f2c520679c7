import Foundation
import Testing
import XCStringsBase

@Suite("background result")
struct BackgroundResultTests {
  /// The work runs while the caller goes on: it waits here for the caller's signal, which
  /// the caller gives only after starting it.
  @Test func runsAlongsideTheCallerAndHandsBackItsValue() {
    let go = DispatchSemaphore(value: 0)
    let caller = pthread_self()
    let result = BackgroundResult { () -> (Int, Bool) in
      go.wait()
      return (42, pthread_equal(pthread_self(), caller) != 0)
    }
    go.signal()
    let (value, onCaller) = result.wait()
    #expect(value == 42)
    #expect(!onCaller)
    // A second wait returns the same value without waiting again.
    #expect(result.wait().0 == 42)
  }
}
