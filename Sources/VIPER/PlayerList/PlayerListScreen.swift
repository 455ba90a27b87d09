import DeclarativeKit
import Domain
import Layouts

/// The declarative VIPER screen of Player List: draws `PlayerListViewState` through Layouts'
/// `PlayerListContent` and reports taps, swipes and answers to the presenter hub.
struct PlayerListScreen: View {
  /// The passive view the presenter drives; answering an alert dismisses it there.
  ///
  /// Kept as state: the screen keeps the module it was first given while it stays on the path.
  @State private var viewState: PlayerListViewState

  /// Creates the screen over `viewState`, the view of a module assembled for it.
  init(viewState: PlayerListViewState) {
    _viewState = State(initialValue: viewState)
  }

  /// The list, taking no input while it loads, which it loads when it first appears.
  var body: some View {
    PlayerListContent(
      values: $viewState.values, actions: actions
    )
    .allowsHitTesting(viewState.isUserInteractionEnabled)
    .task { await viewState.presenter.load() }
  }

  /// The user's events, each one of the presenter's, with a row's player by id.
  private var actions: PlayerListContent.Actions {
    let presenter = viewState.presenter
    var actions = PlayerListContent.Actions()
    actions.selectTapped = { presenter.selectTapped() }
    actions.actionTapped = { presenter.actionTapped() }
    actions.retryTapped = { Task { await presenter.retryTapped() } }
    actions.playerTapped = { player in presenter.didSelectPlayer(id: player.id) }
    actions.deleteSwiped = { player in presenter.deleteTapped(id: player.id) }
    actions.deleteConfirmed = { Task { await presenter.deleteConfirmed() } }
    actions.deleteCancelled = { presenter.deleteCancelled() }
    return actions
  }
}
