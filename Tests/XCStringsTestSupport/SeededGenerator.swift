import Foundation

/// A small deterministic generator (SplitMix64), so failures can be replayed from a seed.
public struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A seed for a test that draws a new one on every run, so that runs cover more inputs; the
  /// test names it in its failure messages, and `XCSTRINGS_SEED=<seed>` replays it.
  public static func randomSeed() -> UInt64 {
    if let text = ProcessInfo.processInfo.environment["XCSTRINGS_SEED"], let seed = UInt64(text) { return seed }
    return UInt64.random(in: 0...UInt64.max)
  }
}
