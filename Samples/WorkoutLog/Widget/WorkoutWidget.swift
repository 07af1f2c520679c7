import SwiftUI
import WidgetKit

struct WorkoutWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "WorkoutWidget", provider: Provider()) { _ in Text("widget.empty") }
      .configurationDisplayName("widget.title")
      .description("widget.description")
  }
}

struct Provider: TimelineProvider {
  func placeholder(in context: Context) -> Entry { Entry(date: .now) }
  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
    completion(Timeline(entries: [Entry(date: .now)], policy: .never))
  }
}

struct Entry: TimelineEntry {
  var date: Date
}
