import DeclarativeKit
import Domain
import Foundation
import Layouts

/// The MV screen of Confirm Players: owns the bench and teams (Domain's `TeamAssignment`), the
/// overlay and the alert as `@State`; Start Gather starts the `Match` model and shows Gather.
struct ConfirmPlayersScreen: View {
  @Environment(Match.self) private var match
  @Environment(Navigator.self) private var navigator
  @State private var teams: TeamAssignment
  @State private var isStarting = false
  @State private var isShowingError = false

  /// Every ticked player starts on the bench, in list order; both teams are empty.
  init(bench: [Player]) {
    _teams = State(initialValue: TeamAssignment(bench: bench))
  }

  var body: some View {
    ConfirmPlayersContent(
      sections: [TeamTableSection](teams), isStartEnabled: teams.canStartGather,
      isLoading: isStarting, isShowingError: $isShowingError,
      onMove: move, onStart: { Task { await start() } })
  }

  /// A row dragged between or within sections, whose indices are `TeamSection` raw values.
  private func move(from source: IndexPath, to destination: IndexPath) {
    guard let from = TeamSection(rawValue: source.section),
      let to = TeamSection(rawValue: destination.section)
    else { return }
    teams.move(
      from: TeamAssignment.Slot(section: from, index: source.row),
      to: TeamAssignment.Slot(section: to, index: destination.row))
  }

  /// Start Gather: the gather is created with every team player, then Gather is shown.
  private func start() async {
    guard teams.canStartGather else { return }
    isStarting = true
    defer { isStarting = false }
    do throws(ServiceError) {
      try await match.start(with: teams)
      navigator.show(.gather)
    } catch {
      isShowingError = true
    }
  }
}
