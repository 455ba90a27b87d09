import DeclarativeKit
import Domain
import Layouts

/// The UDF declarative screen of Player Detail: shows its scoped store's
/// `PlayerDetailFeature.State` through `PlayerDetailContent` and sends the tapped row as an
/// action, as `PlayerDetailViewController` does.
struct PlayerDetailScreen: View {
  /// Detail's part of the app's store.
  let store: Store<PlayerDetailFeature.State, PlayerDetailFeature.Action>

  var body: some View {
    PlayerDetailContent(
      player: store.state.player,
      onSelectField: { action in Task { await store.send(.fieldTapped(action)).finish() } })
  }
}
