import DeclarativeKit
import Domain
import Layouts

/// The declarative MVVM screen of Player List: creates `PlayerListViewModel`, shows its outputs
/// through Layouts' `PlayerListContent`, sends taps, swipes and answers to its inputs, and pushes
/// the screen of the route an input returns, wired to report back to the view model.
struct PlayerListScreen: View {
  /// Passed on to the screens this one opens.
  let environment: AppEnvironment
  @State private var viewModel: PlayerListViewModel
  /// The screen pushed above the list, if any; Back sets it to nil, and so does a return here.
  @State private var route: PlayerListViewModel.Route?

  /// Creates the screen and its view model over `environment`'s services.
  init(environment: AppEnvironment) {
    self.environment = environment
    _viewModel = State(initialValue: PlayerListViewModel(playerService: environment.players))
  }

  /// The list, taking no input while it loads (SPEC §3.2); it loads when it first shows.
  var body: some View {
    @Bindable var viewModel = viewModel
    PlayerListContent(
      players: viewModel.players, checkedIDs: viewModel.selection.selectedIDs,
      controls: viewModel.controls,
      isSelecting: viewModel.isSelecting, showsEmptyView: viewModel.isEmptyViewShown,
      isLoading: viewModel.isLoading,
      isConfirmingDelete: $viewModel.alert.isDeleteConfirmation,
      errorMessage: $viewModel.alert.errorMessage, actions: actions
    )
    .allowsHitTesting(viewModel.isInteractionEnabled)
    .task { await viewModel.load() }
    .navigationDestination(item: $route) { destination(of: $0) }
  }

  /// The user's events, each one of the view model's inputs.
  private var actions: PlayerListContent.Actions {
    let viewModel = viewModel
    var actions = PlayerListContent.Actions()
    actions.selectTapped = { viewModel.selectTapped() }
    actions.actionTapped = { show(viewModel.actionTapped()) }
    actions.retryTapped = { Task { await viewModel.reload() } }
    actions.playerTapped = { show(viewModel.select($0)) }
    actions.deleteSwiped = { viewModel.delete($0) }
    actions.deleteConfirmed = { Task { await viewModel.confirmDeletion() } }
    actions.deleteCancelled = { viewModel.cancelDeletion() }
    return actions
  }

  /// Pushes the screen of `next`; nil (a tick, a disabled button) pushes nothing.
  private func show(_ next: PlayerListViewModel.Route?) {
    if let next { route = next }
  }

  /// The screen of `route`, reporting back to this screen's view model.
  @ViewBuilder
  private func destination(of route: PlayerListViewModel.Route) -> some View {
    let viewModel = viewModel
    switch route {
    case .playerDetail(let player):
      PlayerDetailScreen(
        player: player, playerService: environment.players,
        playerUpdated: viewModel.playerUpdated)
    case .playerAdd:
      PlayerAddScreen(
        playerService: environment.players,
        actions: .init(playerCreated: viewModel.playerCreated, close: { self.route = nil }))
    case .confirmPlayers(let bench):
      ConfirmPlayersScreen(
        players: bench, environment: environment,
        gatherEnded: {
          self.route = nil
          viewModel.gatherEnded()
        })
    }
  }
}

extension PlayerListViewModel.Alert? {
  /// Whether the delete confirmation shows; answering it (false) forgets it.
  fileprivate var isDeleteConfirmation: Bool {
    get { if case .deleteConfirmation = self { true } else { false } }
    set { if !newValue, isDeleteConfirmation { self = nil } }
  }

  /// The error's message, nil for the delete confirmation; OK (nil) forgets the error.
  fileprivate var errorMessage: String? {
    get { if case .error(let message) = self { message.message } else { nil } }
    set { if newValue == nil, errorMessage != nil { self = nil } }
  }
}
