@_spi(Hosting) import DeclarativeKit

// Written as a SwiftUI app writes it: only `import SwiftUI` is changed.

struct MatchTimerView: View {
  @State private var minutes = 10
  @State private var isEditing = false
  @State private var lastSaved: Int?

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 12) {
        Label("\(minutes) minutes", systemImage: "timer")
          .font(.largeTitle)
          .accessibilityIdentifier("duration")
        Text(lastSaved.map { "Saved \($0)" } ?? "Not saved")
          .foregroundStyle(.secondary)
          .accessibilityIdentifier("saved")
        Spacer()
        Button {
          isEditing = true
        } label: {
          Label("Edit", systemImage: "pencil")
        }
        .buttonStyle(.borderedProminent)
      }
      .padding()
      .navigationTitle("Timer")
      .sheet(isPresented: $isEditing, onDismiss: { lastSaved = minutes }) {
        TimerSettingsView(minutes: $minutes)
      }
    }
  }
}

struct TimerSettingsView: View {
  @Binding var minutes: Int
  @State private var sound = "Whistle"
  @Environment(\.dismiss) private var dismiss
  private let sounds = ["Whistle", "Bell", "Horn"]

  var body: some View {
    NavigationStack {
      Form {
        Section(header: Text("Duration")) {
          Stepper("Minutes: \(minutes)", value: $minutes, in: 1...90)
            .accessibilityIdentifier("minutes")
        }
        Section {
          Picker("Sound", selection: $sound) {
            ForEach(sounds, id: \.self) { sound in
              Text(sound).tag(sound)
            }
          }
          .pickerStyle(.menu)
          .accessibilityIdentifier("sound")
        } footer: {
          Text("Played when the time is up.")
        }
      }
      .navigationTitle("Settings")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Done") { dismiss() }
        }
      }
    }
  }
}
