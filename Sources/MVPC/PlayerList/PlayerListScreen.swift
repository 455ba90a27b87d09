import DeclarativeKit
import Domain
import Layouts

/// The declarative MVP-C screen of Player List: renders `PlayerListViewState` through Layouts'
/// `PlayerListContent` and forwards taps, swipes and answers to the presenter.
struct PlayerListScreen: View {
  /// The passive view the presenter drives, read in `body` so each change renders again.
  @Bindable var viewState: PlayerListViewState

  /// The list, taking no input while it loads (SPEC §3.2), asking its presenter to load each time it
  /// appears (the presenter asks the service the first time only).
  var body: some View {
    PlayerListContent(
      values: $viewState.values, actions: actions
    )
    .allowsHitTesting(viewState.isInteractionEnabled)
    .task { await viewState.presenter?.load() }
  }

  /// The user's events; a row is given to the presenter by its player's id.
  private var actions: PlayerListContent.Actions {
    let viewState = viewState
    var actions = PlayerListContent.Actions()
    actions.selectTapped = { viewState.presenter?.selectTapped() }
    actions.actionTapped = { viewState.presenter?.actionTapped() }
    actions.retryTapped = { Task { await viewState.presenter?.retryTapped() } }
    actions.playerTapped = { viewState.presenter?.didSelectPlayer(id: $0.id) }
    actions.deleteSwiped = { viewState.presenter?.deleteTapped(id: $0.id) }
    actions.deleteConfirmed = { Task { await viewState.presenter?.deleteConfirmed() } }
    actions.deleteCancelled = { viewState.presenter?.deleteCancelled() }
    return actions
  }
}
