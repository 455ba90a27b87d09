import DeclarativeKit
import Domain
import Layouts

/// The declarative MVVM screen of Player Detail: shows `PlayerDetailViewModel`'s player through
/// Layouts' `PlayerDetailContent` and sends a tapped field to its input.
struct PlayerDetailScreen: View {
  /// The view model, read in `body` so a saved edit evaluates the screen again.
  let viewModel: PlayerDetailViewModel

  /// The player's fields, grouped as on SPEC §3.3.
  var body: some View {
    PlayerDetailContent(player: viewModel.player) { [viewModel] in viewModel.select($0) }
  }
}
