import Domain
import Layouts
import Observation

/// The declarative MVP view of Player Detail: the `PlayerDetailViewProtocol` its presenter
/// drives, keeping the shown player as `PlayerDetailContent.Values` for `PlayerDetailScreen`.
///
/// `PlayerDetailContent` draws rows from a whole player, so a reload reads the presenter's
/// player rather than its rows. The view state owns the presenter, as the view controller does.
@MainActor
@Observable
final class PlayerDetailViewState: PlayerDetailViewProtocol {
  /// What the screen shows: the player, whose name is the title.
  var values: PlayerDetailContent.Values
  /// The presenter that drives this view and hears its row taps.
  @ObservationIgnored var presenter: PlayerDetailPresenter?
  /// The stack that pushes Player Edit.
  @ObservationIgnored weak var navigator: ScreenRouter?

  /// Creates the view showing `player` until its presenter reloads it.
  init(player: Player) {
    values = PlayerDetailContent.Values(player: player)
  }

  // MARK: - PlayerDetailViewProtocol

  /// Nothing to store: the title is the shown player's name, which the content draws.
  func setTitle(_ title: String) {}

  /// Reads the presenter's player again.
  func reloadData() {
    guard let presenter else { return }
    values.player = presenter.player
  }

  /// Asks the stack to push Player Edit, with the presenter told about the saved player.
  func showPlayerEdit(for player: Player, field: PlayerField) {
    navigator?.showPlayerEdit(for: player, field: field, delegate: presenter)
  }
}
