import SwiftUI

@main
struct WorkoutLogApp: App {
  var body: some Scene {
    WindowGroup { ContentView() }
  }
}
