@_spi(Hosting) import DeclarativeKit

// Written as a SwiftUI app writes it: only `import SwiftUI` is changed.

struct Member: Identifiable, Hashable {
  let id: Int
  var name: String
}

enum ClubRoute: Hashable {
  case member(Int)
  case rules
}

struct ClubView: View {
  @State private var path: [ClubRoute] = []
  @State private var members = [Member(id: 1, name: "Ana"), Member(id: 2, name: "Bo")]
  @State private var showsSettings = false
  @State private var invited: Member?
  @State private var edited: Member?
  @State private var isShowingNotice = false
  @State private var editMode = EditMode.inactive

  var body: some View {
    NavigationStack(path: $path) {
      List {
        ForEach(members) { member in
          NavigationLink(member.name, value: ClubRoute.member(member.id))
        }
        .onMove { members.move(fromOffsets: $0, toOffset: $1) }
        NavigationLink("Rules", value: ClubRoute.rules)
      }
      .accessibilityIdentifier("members")
      .environment(\.editMode, $editMode)
      .navigationTitle("Club")
      .navigationDestination(for: ClubRoute.self) { route in
        switch route {
        case .member(let id):
          Text(members.first { $0.id == id }?.name ?? "Gone")
            .accessibilityIdentifier("member")
        case .rules:
          Text("Be on time").navigationTitle("Rules")
        }
      }
      .navigationDestination(isPresented: $showsSettings) {
        Text("Settings").navigationTitle("Settings")
      }
      .navigationDestination(item: $invited) { member in
        Text("Invite \(member.name)").navigationTitle("Invite")
      }
      .sheet(item: $edited) { member in
        Text("Editing \(member.name)").accessibilityIdentifier("editing")
      }
      .alert("Saved", isPresented: $isShowingNotice) {}
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          Button(editMode.isEditing ? "Done" : "Reorder") {
            editMode = editMode.isEditing ? .inactive : .active
          }
          .accessibilityLabel("Reorder members")
        }
        ToolbarItem(placement: .primaryAction) {
          Menu("More") {
            Button("Settings") { showsSettings = true }
            Button("Invite Ana") { invited = members.first }
            Button("Edit Bo") { edited = members.last }
            Button("Save") { isShowingNotice = true }
          }
        }
      }
    }
  }
}
