import DeclarativeKit
import Domain
import Layouts

/// The declarative MVVM screen of Player Detail: creates `PlayerDetailViewModel`, shows its
/// player through Layouts' `PlayerDetailContent` and pushes Player Edit for a tapped field.
struct PlayerDetailScreen: View {
  /// Passed on to Player Edit, which saves through it.
  let playerService: any PlayerService
  @State private var viewModel: PlayerDetailViewModel
  /// Player Edit when pushed; Back sets it to nil, and so does a save.
  @State private var route: PlayerDetailViewModel.Route?

  /// Creates the screen of `player` and its view model; each saved player is passed on to
  /// `playerUpdated`.
  init(
    player: Player, playerService: any PlayerService,
    playerUpdated: @escaping @MainActor (Player) -> Void
  ) {
    self.playerService = playerService
    _viewModel = State(
      initialValue: PlayerDetailViewModel(
        player: player, actions: .init(playerUpdated: playerUpdated)))
  }

  /// The player's fields, grouped as on SPEC §3.3.
  var body: some View {
    let viewModel = viewModel
    PlayerDetailContent(player: viewModel.player) { route = viewModel.select($0) }
      .navigationDestination(item: $route) { route in
        switch route {
        case .playerEdit(let player, let field):
          PlayerEditScreen(
            player: player, field: field, playerService: playerService,
            actions: .init(playerUpdated: viewModel.playerUpdated, close: { self.route = nil }))
        }
      }
  }
}
