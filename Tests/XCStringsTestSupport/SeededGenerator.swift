import Foundation

/// A small deterministic generator (SplitMix64), so failures can be replayed from a seed.
public struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }
  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A new seed on every run, so that runs cover more inputs, or `XCSTRINGS_SEED` to replay one.
  /// A test takes it as an argument (`@Test(arguments: [SeededGenerator.randomSeed()])`), so
  /// that every issue it records, a thrown error included, names the seed.
  public static func randomSeed() -> UInt64 {
    if let text = ProcessInfo.processInfo.environment["XCSTRINGS_SEED"], let seed = UInt64(text) { return seed }
    return UInt64.random(in: 0...UInt64.max)
  }
}
