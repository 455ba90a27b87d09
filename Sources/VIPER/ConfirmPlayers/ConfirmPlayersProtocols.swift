import Domain

/// What the Confirm Players presenter asks of its passive view.
@MainActor
protocol ConfirmPlayersViewProtocol: FeedbackDisplaying {
  /// Shows the Bench, Team A and Team B sections.
  func showTeams(_ sections: [TeamTableSection])
  /// Enables or disables the Start Gather button.
  func setStartEnabled(_ isEnabled: Bool)
}

/// The events the Confirm Players view sends to its presenter.
@MainActor
protocol ConfirmPlayersPresenterProtocol: AnyObject {
  /// Shows everyone on the bench.
  func load()
  /// The user dragged row `sourceRow` of `sourceSection` to `destinationRow` of
  /// `destinationSection`.
  func moveRow(
    _ sourceRow: Int, inSection sourceSection: Int, to destinationRow: Int,
    inSection destinationSection: Int)
  /// The user tapped Start Gather; returns once the gather was started or the start failed.
  func startTapped() async
}

/// The use cases the Confirm Players presenter asks of its interactor.
@MainActor
protocol ConfirmPlayersInteractorInputProtocol: AnyObject {
  /// Hands over the bench and the teams.
  func loadTeams()
  /// Moves the player at `source` to `destination`.
  func movePlayer(from source: TeamAssignment.Slot, to destination: TeamAssignment.Slot)
  /// Creates the gather and adds every team player to it; answers through the output.
  func startGather() async
}

/// How the Confirm Players interactor answers its presenter.
@MainActor
protocol ConfirmPlayersInteractorOutputProtocol: AnyObject {
  /// The bench and the teams, as they are now.
  func didLoadTeams(_ teams: TeamAssignment)
  /// The gather was created with every team player in it.
  func didStartGather(_ model: GatherModel)
  /// The gather could not be started.
  func didFailToStartGather()
}

/// Where the Confirm Players presenter asks its router to go.
@MainActor
protocol ConfirmPlayersRouterProtocol: AnyObject {
  /// Pushes the Gather module for the gather just started.
  func showGather(with model: GatherModel)
}
