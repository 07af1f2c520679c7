import SwiftUI
import WorkoutKit

struct ContentView: View {
  var sets = 3

  var body: some View {
    NavigationStack {
      VStack {
        Text(String(format: NSLocalizedString("home.greeting", comment: "Greeting on the home screen"), "Sam"))
        Text("\(sets) sets")
        Button("workout.start") {}
      }
      .navigationTitle("history.title")
    }
  }
}
