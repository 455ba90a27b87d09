import DeclarativeKit
import Domain

// A preview of each screen's declarative content, as a SwiftUI file ends with one: sample values,
// actions that do nothing. `swift run previews Layouts` draws them; the report does not count
// this file as code (it is not what a pattern is made of).

/// The players the previews show.
private enum Sample {
  static let players = [
    Player(id: 1, name: "Ada", age: 31, skill: .professional, preferredPosition: .striker),
    Player(id: 2, name: "Ben", age: 24, skill: .amateur, preferredPosition: .goalkeeper),
    Player(id: 3, name: "Cleo", age: 28, skill: .beginner, preferredPosition: .winger),
  ]

  static let teams = [
    TeamTableSection(team: .teamA, players: [players[0]]),
    TeamTableSection(team: .teamB, players: [players[1], players[2]]),
  ]
}

package struct LoginContent_Previews: PreviewProvider {
  package static var previews: some View {
    NavigationStack {
      LoginContent(
        values: .constant(LoginContent.Values(username: "ada")), onLogin: {}, onRegister: {})
    }
  }
}

package struct PlayerListContent_Previews: PreviewProvider {
  package static var previews: some View {
    NavigationStack {
      PlayerListContent(
        values: .constant(
          PlayerListContent.Values(
            players: Sample.players,
            controls: PlayerListControls(isSelecting: false, selectedCount: 0, hasPlayers: true))),
        actions: PlayerListContent.Actions())
    }
  }
}

package struct PlayerDetailContent_Previews: PreviewProvider {
  package static var previews: some View {
    NavigationStack {
      PlayerDetailContent(player: Sample.players[0]) { _ in }
    }
  }
}

package struct PlayerEditContent_Previews: PreviewProvider {
  package static var previews: some View {
    NavigationStack {
      PlayerEditContent(
        field: .name, originalText: "Ada", text: .constant("Ada L."),
        selectedOption: .constant(nil), isDoneEnabled: true, isLoading: false,
        isShowingError: .constant(false), onDone: {})
    }
  }
}

package struct PlayerAddContent_Previews: PreviewProvider {
  package static var previews: some View {
    NavigationStack {
      PlayerAddContent(name: .constant("Dan"), isLoading: false, error: .constant(nil), onDone: {})
    }
  }
}

package struct ConfirmPlayersContent_Previews: PreviewProvider {
  package static var previews: some View {
    NavigationStack {
      ConfirmPlayersContent(
        values: .constant(
          ConfirmPlayersContent.Values(sections: Sample.teams, isStartEnabled: true)),
        onMove: { _, _ in }, onStart: {})
    }
  }
}

package struct GatherContent_Previews: PreviewProvider {
  package static var previews: some View {
    NavigationStack {
      GatherContent(
        values: .constant(
          GatherContent.Values(
            teamAScore: 2, teamBScore: 1, timer: "09:41", actionTitle: "Pause",
            sections: Sample.teams)),
        actions: GatherContent.Actions())
    }
  }
}

/// Every preview of Layouts, in the order of the app's screens: what `swift run previews
/// Layouts` draws.
package enum LayoutsPreviews {
  /// The preview providers, one per screen.
  @MainActor package static var providers: [any PreviewProvider.Type] {
    [
      LoginContent_Previews.self, PlayerListContent_Previews.self,
      PlayerDetailContent_Previews.self, PlayerEditContent_Previews.self,
      PlayerAddContent_Previews.self, ConfirmPlayersContent_Previews.self,
      GatherContent_Previews.self,
    ]
  }
}
