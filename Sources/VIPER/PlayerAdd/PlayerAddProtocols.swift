import Domain

/// What the Player Add presenter asks of its passive view.
@MainActor
protocol PlayerAddViewProtocol: FeedbackDisplaying {
  /// Enables or disables the Done bar button.
  func setDoneEnabled(_ isEnabled: Bool)
}

/// The events the Player Add view sends to its presenter.
@MainActor
protocol PlayerAddPresenterProtocol: AnyObject {
  /// Shows the empty form, with Done disabled.
  func load()
  /// The name field's text changed to `name` (after each keystroke).
  func nameDidChange(_ name: String)
  /// Done was tapped with the field's text; returns when the whole reaction is done.
  func doneTapped(name: String) async
}

/// The use cases the Player Add presenter asks of its interactor.
@MainActor
protocol PlayerAddInteractorInputProtocol: AnyObject {
  /// Creates a player with only `name` set; answers through the output.
  func createPlayer(named name: String) async
}

/// How the Player Add interactor answers its presenter.
@MainActor
protocol PlayerAddInteractorOutputProtocol: AnyObject {
  /// The player was created.
  func didCreatePlayer() async
  /// Creating the player failed.
  func didFailToCreatePlayer()
}

/// Where the Player Add presenter asks its router to go.
@MainActor
protocol PlayerAddRouterProtocol: AnyObject {
  /// Pops back to the Player List.
  func closePlayerAdd()
}

/// What Player Add reports to the module that opened it.
@MainActor
protocol PlayerAddModuleOutput: AnyObject {
  /// A player was created, so the list is out of date.
  func playerAddDidCreatePlayer() async
}
