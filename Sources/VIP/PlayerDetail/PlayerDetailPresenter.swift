import Domain

/// The responses the Player Detail interactor hands over for display.
@MainActor
protocol PlayerDetailPresentationLogic: AnyObject {
  /// Formats the player as a title and grouped rows.
  func presentPlayer(response: PlayerDetailScene.FetchPlayer.Response)
}

/// The VIP presenter of Player Detail: turns a `Player` into the title and the `PERSONAL`,
/// `PLAY`, `LIKES` rows of SPEC §3.3 for `PlayerDetailDisplayLogic`; holds no state.
@MainActor
final class PlayerDetailPresenter: PlayerDetailPresentationLogic {
  // MARK: - Properties

  /// The view controller that displays the view models.
  weak var viewController: (any PlayerDetailDisplayLogic)?

  // MARK: - PlayerDetailPresentationLogic

  func presentPlayer(response: PlayerDetailScene.FetchPlayer.Response) {
    let player = response.player
    let sections = PlayerDetailSection.allCases.map { section in
      PlayerDetailScene.DisplayedSection(
        header: section.header,
        rows: section.fields.map {
          PlayerDetailScene.DisplayedRow(title: $0.title, value: $0.value(of: player))
        })
    }
    viewController?.displayPlayer(
      viewModel: PlayerDetailScene.FetchPlayer.ViewModel(
        title: player.name, sections: sections, player: player))
  }
}
