import SwiftUI
import WorkoutKit

struct ContentView: View {
  var sets = 3

  var body: some View {
    NavigationStack {
      VStack {
        Text("home.greeting \("Sam")")
        Text("\(sets) sets")
        Button("workout.start") {}
      }
      .navigationTitle("history.title")
    }
  }
}
