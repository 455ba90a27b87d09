import DeclarativeKit
import Domain
import Layouts

/// The declarative VIPER screen of Player List: draws `PlayerListViewState` through Layouts'
/// `PlayerListContent` and reports taps, swipes and answers to the presenter hub.
struct PlayerListScreen: View {
  /// The passive view the presenter drives; answering an alert dismisses it there.
  @Bindable var viewState: PlayerListViewState

  /// The list, taking no input while it loads; its first appearance is reported as the view
  /// controller's `viewDidLoad()` and `viewWillAppear()`.
  var body: some View {
    PlayerListContent(
      players: viewState.values.players, checkedIDs: viewState.values.checkedIDs,
      controls: viewState.values.controls, isSelecting: viewState.values.isSelecting,
      showsEmptyView: viewState.values.showsEmptyView, isLoading: viewState.values.isLoading,
      isConfirmingDelete: $viewState.values.isConfirmingDelete,
      errorMessage: $viewState.values.errorMessage, actions: events
    )
    .allowsHitTesting(viewState.isUserInteractionEnabled)
    .onFirstAppear { viewState.presenter.viewDidLoad() }
    .task { await viewState.presenter.viewWillAppear() }
  }

  /// The user's events, each one of the presenter's, with a row's index as the table gives it.
  private var events: PlayerListContent.Actions {
    let viewState = viewState
    let presenter = viewState.presenter
    var events = PlayerListContent.Actions()
    events.selectTapped = { presenter.selectTapped() }
    events.actionTapped = { presenter.actionTapped() }
    events.retryTapped = { Task { await presenter.retryTapped() } }
    events.playerTapped = { player in
      if let row = viewState.values.players.firstIndex(of: player) {
        presenter.didSelectRow(at: row)
      }
    }
    events.deleteSwiped = { player in
      if let row = viewState.values.players.firstIndex(of: player) {
        presenter.deleteTapped(at: row)
      }
    }
    events.deleteConfirmed = { Task { await presenter.deleteConfirmed() } }
    events.deleteCancelled = { presenter.deleteCancelled() }
    return events
  }
}
