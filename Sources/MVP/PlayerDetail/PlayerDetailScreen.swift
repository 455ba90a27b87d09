import DeclarativeKit
import Domain
import Layouts

/// The declarative MVP screen of Player Detail: renders `PlayerDetailViewState` through Layouts'
/// `PlayerDetailContent` and forwards a tapped row to the presenter.
struct PlayerDetailScreen: View {
  /// The passive view the presenter drives, read in `body` so a saved edit renders again.
  let viewState: PlayerDetailViewState

  /// The player's fields, grouped as on SPEC §3.3.
  var body: some View {
    PlayerDetailContent(
      player: viewState.values.player,
      onSelectField: { viewState.presenter?.didSelectField($0) })
  }
}
