import DeclarativeKit
import Domain
import Foundation
import Layouts

/// The declarative MVVM screen of Confirm Players: creates `ConfirmPlayersViewModel`, shows its
/// outputs through Layouts' `ConfirmPlayersContent`, sends moved rows and Start Gather to its
/// inputs and pushes Gather once the gather has started.
struct ConfirmPlayersScreen: View {
  /// Passed on to Gather: its services and clock.
  let environment: AppEnvironment
  /// Passed on to Gather, which reports the gather's end.
  let gatherEnded: @MainActor () -> Void
  @State private var viewModel: ConfirmPlayersViewModel
  /// Gather when pushed; Back sets it to nil.
  @State private var route: ConfirmPlayersViewModel.Route?

  /// Creates the screen with `players` on the bench and its view model over `environment`'s
  /// gather service; Gather reports its end to `gatherEnded`.
  init(
    players: [Player], environment: AppEnvironment,
    gatherEnded: @escaping @MainActor () -> Void
  ) {
    self.environment = environment
    self.gatherEnded = gatherEnded
    _viewModel = State(
      initialValue: ConfirmPlayersViewModel(gatherService: environment.gathers, players: players))
  }

  /// The bench and teams in reorder mode, and Start Gather.
  var body: some View {
    @Bindable var viewModel = viewModel
    ConfirmPlayersContent(
      sections: viewModel.sections, isStartEnabled: viewModel.isStartEnabled,
      isLoading: viewModel.isLoading, isShowingError: $viewModel.alert.isPresented,
      onMove: move,
      onStart: { Task { if let next = await viewModel.startGather() { route = next } } }
    )
    .navigationDestination(item: $route) { route in
      switch route {
      case .gather(let model):
        GatherScreen(
          model: model, gatherService: environment.gathers, clock: environment.clock,
          actions: .init(gatherEnded: gatherEnded))
      }
    }
  }

  /// A dragged row, sent on as the view model's input.
  private var move: @MainActor (IndexPath, IndexPath) -> Void {
    let viewModel = viewModel
    return { source, destination in
      viewModel.didMoveRow(
        at: source.row, inSection: source.section, to: destination.row,
        inSection: destination.section)
    }
  }
}
