import Domain

/// What the Player Detail presenter asks of its passive view.
@MainActor
protocol PlayerDetailViewProtocol: AnyObject {
  /// Shows `title` in the navigation bar.
  func setTitle(_ title: String)
  /// Shows these sections of title/value rows, formatted from `player` (which a view that draws
  /// the fields itself, as the declarative one does, reads instead).
  func showSections(_ sections: [PlayerDetailSectionRows], of player: Player)
}

/// One section of the Player Detail table, formatted by the presenter.
struct PlayerDetailSectionRows: Equatable {
  /// The header, in upper case.
  let header: String
  /// The rows: the field's title on the left, its value on the right.
  let rows: [PlayerDetailRow]
}

/// One row of the Player Detail table.
struct PlayerDetailRow: Equatable {
  /// The left label, such as `Preferred position`.
  let title: String
  /// The right label, such as `Midfielder`; `""` when unset.
  let value: String
}

/// The events the Player Detail view sends to its presenter.
@MainActor
protocol PlayerDetailPresenterProtocol: AnyObject {
  /// Shows the player.
  func load()
  /// The row of `field` was tapped.
  func didSelectField(_ field: PlayerField)
}

/// The use cases the Player Detail presenter asks of its interactor.
@MainActor
protocol PlayerDetailInteractorInputProtocol: AnyObject {
  /// Hands over the player the module shows.
  func loadPlayer()
  /// Keeps `player`, saved by Player Edit, in place of the shown one.
  func replacePlayer(with player: Player)
}

/// How the Player Detail interactor answers its presenter.
@MainActor
protocol PlayerDetailInteractorOutputProtocol: AnyObject {
  /// The player to show.
  func didLoadPlayer(_ player: Player)
  /// The player was replaced by its saved edit.
  func didReplacePlayer(_ player: Player)
}

/// Where the Player Detail presenter asks its router to go.
@MainActor
protocol PlayerDetailRouterProtocol: AnyObject {
  /// Pushes the Player Edit module for `field` of `player`; `output` hears about the save.
  func showPlayerEdit(for player: Player, field: PlayerField, output: any PlayerEditModuleOutput)
}

/// What Player Detail reports to the module that opened it.
@MainActor
protocol PlayerDetailModuleOutput: AnyObject {
  /// `player` was saved with new values; replace the old copy.
  func playerDetailDidUpdate(_ player: Player)
}
