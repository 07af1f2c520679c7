import Foundation

/// A workout saved by the app.
public struct Workout {
  public var exercise: String
  public var kilograms: Double

  public init(exercise: String, kilograms: Double) {
    self.exercise = exercise
    self.kilograms = kilograms
  }

  /// The weight with its unit, from this framework's own table.
  public var weightText: String {
    let unit = NSLocalizedString("unit.kilograms", tableName: "WorkoutKit", bundle: Bundle(for: Marker.self), comment: "")
    return "\(kilograms) \(unit)"
  }
}

private final class Marker {}
