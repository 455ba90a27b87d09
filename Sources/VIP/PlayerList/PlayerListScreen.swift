import DeclarativeKit
import Domain
import Layouts

/// The declarative VIP screen of Player List: draws `PlayerListViewState` through Layouts'
/// `PlayerListContent`, sends taps, swipes and answers as requests to `PlayerListBusinessLogic`
/// and asks `PlayerListRoutingLogic` to open Player Detail and Player Add.
struct PlayerListScreen: View {
  /// The display the presenter fills; answering an alert dismisses it there.
  @Bindable var viewState: PlayerListViewState

  /// The list, taking no input while it loads, asking for the players each time it appears:
  /// loaded the first time, then as the other scenes' routers left them.
  var body: some View {
    PlayerListContent(
      values: $viewState.values, actions: actions
    )
    .allowsHitTesting(viewState.isUserInteractionEnabled)
    .task {
      await viewState.interactor.fetchPlayers(
        request: PlayerListScene.FetchPlayers.Request(reload: false))
    }
  }

  /// The user's events, each a request, or a route the view controller would take too.
  private var actions: PlayerListContent.Actions {
    let viewState = viewState
    let interactor = viewState.interactor
    var actions = PlayerListContent.Actions()
    actions.selectTapped = { interactor.changeMode(request: PlayerListScene.ChangeMode.Request()) }
    actions.actionTapped = {
      if viewState.values.isSelecting {
        interactor.confirmSelection(request: PlayerListScene.ConfirmSelection.Request())
      } else {
        viewState.router.routeToPlayerAdd()
      }
    }
    actions.retryTapped = {
      Task {
        await interactor.fetchPlayers(request: PlayerListScene.FetchPlayers.Request(reload: true))
      }
    }
    actions.playerTapped = { player in
      interactor.selectPlayer(request: PlayerListScene.SelectPlayer.Request(id: player.id))
      if !viewState.values.isSelecting { viewState.router.routeToPlayerDetail() }
    }
    actions.deleteSwiped = { player in
      interactor.deletePlayer(request: PlayerListScene.DeletePlayer.Request(id: player.id))
    }
    actions.deleteConfirmed = {
      Task {
        await interactor.confirmDelete(
          request: PlayerListScene.ConfirmDelete.Request(isConfirmed: true))
      }
    }
    actions.deleteCancelled = {
      Task {
        await interactor.confirmDelete(
          request: PlayerListScene.ConfirmDelete.Request(isConfirmed: false))
      }
    }
    return actions
  }
}
