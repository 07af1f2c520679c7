/// The operands CLDR's plural rules read from a number: `n` (its absolute value), `i` (the
/// integer digits), `v` (how many fraction digits are shown), `f` (those digits as an integer)
/// and `t` (`f` without trailing zeros).
struct PluralOperands: Equatable, Sendable {
  var n: Double
  var i: Int
  var v: Int
  var f: Int
  var t: Int

  /// The operands of an integer.
  init(_ integer: Int) {
    let magnitude = integer.magnitude > UInt(Int.max) ? Int.max : Int(integer.magnitude)
    self.init(n: Double(magnitude), i: magnitude, v: 0, f: 0, t: 0)
  }

  /// The operands of a floating-point number as its shortest decimal form shows it (`1.5`:
  /// one fraction digit; `2.0` is the integer 2).
  init(_ value: Double) {
    let magnitude = abs(value)
    guard magnitude.isFinite, magnitude < 1e15, magnitude != magnitude.rounded(.towardZero) else {
      self.init(magnitude.isFinite && magnitude < 9e18 ? Int(magnitude) : Int.max)
      return
    }
    let parts = "\(magnitude)".split(separator: ".", maxSplits: 1)
    let fraction = parts.count == 2 && !parts[1].contains("e") ? String(parts[1]) : ""
    let trimmed = String(fraction.reversed().drop { $0 == "0" }.reversed())
    self.init(
      n: magnitude, i: Int(magnitude.rounded(.towardZero)), v: fraction.count, f: Int(fraction) ?? 0, t: Int(trimmed) ?? 0)
  }

  init(n: Double, i: Int, v: Int, f: Int, t: Int) {
    self.n = n
    self.i = i
    self.v = v
    self.f = f
    self.t = t
  }

  /// Whether `n` is the integer `value`.
  func nIs(_ value: Int) -> Bool { n == Double(value) }

  /// Whether `n` is an integer in `range`.
  func nIn(_ range: ClosedRange<Int>) -> Bool {
    n == n.rounded(.towardZero) && n >= Double(range.lowerBound) && n <= Double(range.upperBound)
  }

  /// `n % m`, defined only where `n` is an integer (CLDR's modulo of a decimal keeps its
  /// fraction, which never equals an integer in a rule).
  func nMod(_ m: Int) -> Int? {
    n == n.rounded(.towardZero) ? i % m : nil
  }
}
