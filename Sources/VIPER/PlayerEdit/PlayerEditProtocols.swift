import Domain

/// What the Player Edit presenter asks of its passive view.
@MainActor
protocol PlayerEditViewProtocol: FeedbackDisplaying {
  /// Shows `title` in the navigation bar.
  func setTitle(_ title: String)
  /// Shows these rows in the option table, the editor of a selection field.
  func showOptions(_ options: [PlayerEditOption])
  /// Enables or disables the Done bar button.
  func setDoneEnabled(_ isEnabled: Bool)
}

/// One row of the option table: the capitalized option and whether it carries the checkmark.
struct PlayerEditOption: Equatable {
  /// The option, such as `Goalkeeper`.
  let title: String
  /// Whether this is the chosen option.
  let isChecked: Bool
}

/// The events the Player Edit view sends to its presenter.
@MainActor
protocol PlayerEditPresenterProtocol: AnyObject {
  /// Shows the field being edited, with Done disabled.
  func load()
  /// The user typed: `text` is the whole new content of the text field.
  func textDidChange(_ text: String)
  /// The user tapped option row `index`.
  func didSelectOption(at index: Int)
  /// The user tapped Done; returns once the update has been answered.
  func doneTapped() async
}

/// The use cases the Player Edit presenter asks of its interactor.
@MainActor
protocol PlayerEditInteractorInputProtocol: AnyObject {
  /// Hands over the field being edited and the player it belongs to.
  func loadField()
  /// Saves a copy of the player with the field set to `value`; answers through the output.
  func saveField(value: String) async
}

/// How the Player Edit interactor answers its presenter.
@MainActor
protocol PlayerEditInteractorOutputProtocol: AnyObject {
  /// `field` of `player` is the one being edited.
  func didLoadField(_ field: PlayerField, of player: Player)
  /// The server accepted `player`, the updated copy.
  func didSavePlayer(_ player: Player)
  /// The update failed; the original player is unchanged.
  func didFailToSavePlayer()
}

/// Where the Player Edit presenter asks its router to go.
@MainActor
protocol PlayerEditRouterProtocol: AnyObject {
  /// Pops back to Player Detail.
  func closePlayerEdit()
}

/// What Player Edit reports to the module that opened it.
@MainActor
protocol PlayerEditModuleOutput: AnyObject {
  /// The server accepted the edit; `player` holds the new values.
  func playerEditDidUpdate(_ player: Player)
}
