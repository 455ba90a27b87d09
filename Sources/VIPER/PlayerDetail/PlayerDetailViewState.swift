import Domain
import Layouts
import Observation

/// The declarative view of the Player Detail module: the player the presenter shows, kept as
/// Layouts' `PlayerDetailContent.Values` for `PlayerDetailScreen` to draw.
///
/// The VIPER view role of the declarative UI, as `PlayerDetailViewController` is the
/// UIKit-shaped UI's: passive, driven by the presenter hub through `PlayerDetailViewProtocol`.
@MainActor
@Observable
final class PlayerDetailViewState: PlayerDetailViewProtocol {
  /// What the screen shows, `nil` before the presenter's first call; a saved edit is a change,
  /// since the values compare the player field by field.
  private(set) var values: PlayerDetailContent.Values?
  /// The hub the screen reports the user's events to.
  let presenter: any PlayerDetailPresenterProtocol

  /// Creates the view of a module `PlayerDetailRouter` assembles.
  init(presenter: any PlayerDetailPresenterProtocol) {
    self.presenter = presenter
  }

  // MARK: - PlayerDetailViewProtocol

  // `PlayerDetailContent` titles the screen with the player's name.
  func setTitle(_ title: String) {}

  // `PlayerDetailContent` draws the player's fields itself, so the rows are not kept.
  func showSections(_ sections: [PlayerDetailSectionRows], of player: Player) {
    values = PlayerDetailContent.Values(player: player)
  }
}
