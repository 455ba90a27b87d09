import Domain

/// The responses the Player Detail interactor hands over for display.
@MainActor
package protocol PlayerDetailPresentationLogic: AnyObject {
  /// Formats the player as a title and grouped rows.
  func presentPlayer(response: PlayerDetail.FetchPlayer.Response)
  /// Passes on the move to Player Edit.
  func presentPlayerEdit(response: PlayerDetail.SelectField.Response)
}

/// The VIP presenter of Player Detail: turns a `Player` into the title and the `PERSONAL`,
/// `PLAY`, `LIKES` rows of SPEC §3.3 for `PlayerDetailDisplayLogic`; holds no state.
@MainActor
package final class PlayerDetailPresenter: PlayerDetailPresentationLogic {
  // MARK: - Properties

  /// The view controller that displays the view models.
  package weak var viewController: (any PlayerDetailDisplayLogic)?

  // MARK: - Init

  /// Creates a presenter; the configurator attaches its view controller.
  package init() {}

  // MARK: - PlayerDetailPresentationLogic

  package func presentPlayer(response: PlayerDetail.FetchPlayer.Response) {
    let player = response.player
    let sections = PlayerDetailSection.allCases.map { section in
      PlayerDetail.DisplayedSection(
        header: section.header,
        rows: section.fields.map {
          PlayerDetail.DisplayedRow(title: $0.title, value: $0.value(of: player))
        })
    }
    viewController?.displayPlayer(
      viewModel: PlayerDetail.FetchPlayer.ViewModel(
        title: player.name, sections: sections, isEdited: response.isEdited))
  }

  package func presentPlayerEdit(response: PlayerDetail.SelectField.Response) {
    viewController?.displayPlayerEdit(viewModel: PlayerDetail.SelectField.ViewModel())
  }
}
