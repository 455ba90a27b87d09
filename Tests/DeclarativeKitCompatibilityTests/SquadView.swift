@_spi(Hosting) import DeclarativeKit

// Written as a SwiftUI app writes it: only `import SwiftUI` is changed.

struct Footballer: Identifiable, Hashable {
  let id: Int
  var name: String
  var isReady = false
  var position = Position.midfielder
}

enum Position: String, CaseIterable, Identifiable {
  case goalkeeper, defender, midfielder, forward
  var id: Self { self }
}

struct CardStyle: ViewModifier {
  func body(content: Content) -> some View {
    content
      .padding(8)
      .background(Color.gray.opacity(0.2))
      .clipShape(RoundedRectangle(cornerRadius: 8))
  }
}

extension View {
  func cardStyle() -> some View {
    modifier(CardStyle())
  }
}

struct SquadView: View {
  @State private var players = [
    Footballer(id: 1, name: "Ana"), Footballer(id: 2, name: "Bo"), Footballer(id: 3, name: "Cy"),
  ]
  @State private var removed: Footballer?
  @State private var isConfirmingRemoval = false

  var body: some View {
    NavigationStack {
      List {
        ForEach($players) { $player in
          Toggle(player.name, isOn: $player.isReady)
            .swipeActions(edge: .trailing, allowsFullSwipe: false) {
              Button(role: .destructive) {
                removed = player
                isConfirmingRemoval = true
              } label: {
                Label("Remove", systemImage: "trash")
              }
            }
        }
      }
      .listStyle(.insetGrouped)
      .accessibilityIdentifier("squad")
      .navigationTitle("Squad")
      .safeAreaInset(edge: .bottom) {
        Text("\(players.filter(\.isReady).count) of \(players.count) ready")
          .cardStyle()
          .accessibilityIdentifier("ready")
      }
      .alert("Remove player?", isPresented: $isConfirmingRemoval, presenting: removed) { player in
        Button("Remove \(player.name)", role: .destructive) {
          players.removeAll { $0.id == player.id }
        }
        Button("Cancel", role: .cancel) {}
      } message: { player in
        Text("\(player.name) leaves the squad.")
      }
    }
  }
}

struct PositionPickerView: View {
  @Binding var position: Position
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    VStack(spacing: 4) {
      Picker("Position", selection: $position) {
        ForEach(Position.allCases) { position in
          Text(position.rawValue.capitalized).tag(position)
        }
      }
      .pickerStyle(.segmented)
      .accessibilityIdentifier("position")
      Divider()
      HStack {
        Image(systemName: "figure.soccer")
        Text(isEnabled ? "Plays as \(position.rawValue)" : "Locked")
          .accessibilityIdentifier("plays")
      }
      .accessibilityLabel("Chosen position")
      .accessibilityHint("The position this player plays")
    }
  }
}

struct PositionScreen: View {
  @State private var position = Position.midfielder
  @State private var isLocked = false

  var body: some View {
    Group {
      PositionPickerView(position: $position)
        .disabled(isLocked)
      ForEach(0..<2) { index in
        Text("Slot \(index + 1)")
      }
      Button(isLocked ? "Unlock" : "Lock") { isLocked.toggle() }
    }
  }
}
