import DeclarativeKit
import Domain
import Layouts

/// The declarative VIP screen of Player Detail: draws `PlayerDetailViewState` through Layouts'
/// `PlayerDetailContent`, sends a tapped field as a request to `PlayerDetailBusinessLogic` and
/// asks `PlayerDetailRoutingLogic` to open Player Edit.
struct PlayerDetailScreen: View {
  /// The display the presenter fills.
  let viewState: PlayerDetailViewState

  /// The player's fields, asked for each time the screen appears, so a saved edit shows on the
  /// way back from Player Edit.
  var body: some View {
    fields.onAppear {
      viewState.interactor.fetchPlayer(request: PlayerDetailScene.FetchPlayer.Request())
    }
  }

  @ViewBuilder private var fields: some View {
    if let values = viewState.values {
      PlayerDetailContent(player: values.player) { field in fieldTapped(field) }
    }
  }

  /// Sends the tapped field, then asks the router to open it, as the view controller does.
  private func fieldTapped(_ field: PlayerField) {
    viewState.interactor.selectField(request: PlayerDetailScene.SelectField.Request(field: field))
    viewState.router.routeToPlayerEdit()
  }
}
