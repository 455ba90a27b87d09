import Domain

/// What the Player List presenter asks of its passive view.
@MainActor
protocol PlayerListViewProtocol: AnyObject {
  /// Shows `title` in the navigation bar.
  func setTitle(_ title: String)
  /// Sets the Select/Cancel bar button.
  func setSelectButton(title: String, isEnabled: Bool)
  /// Sets the bottom button.
  func setActionButton(title: String, isEnabled: Bool)
  /// Shows these rows, which may be swiped to delete only when `canDelete`.
  func showPlayers(_ rows: [PlayerListRow], canDelete: Bool)
  /// Shows the empty view with `message` in place of the table.
  func showEmptyView(message: String)
  /// Shows the table in place of the empty view.
  func hideEmptyView()
  /// Turns user input off or on, while the players load without an overlay.
  func setUserInteractionEnabled(_ isEnabled: Bool)
  /// Covers the screen with the loading overlay.
  func showLoading()
  /// Removes the loading overlay.
  func hideLoading()
  /// Shows an alert with one OK button.
  func showError(title: String, message: String)
  /// Asks to confirm a deletion; the buttons answer `deleteConfirmed()` and `deleteCancelled()`.
  func showDeleteConfirmation(
    title: String, message: String, confirmTitle: String, cancelTitle: String)
}

/// One row of the players table, formatted by the presenter.
struct PlayerListRow: Equatable {
  /// Line 1: the name.
  let name: String
  /// Line 2: `"Position: <raw>"` or `"Position: -"`.
  let position: String
  /// Line 3: `"Skill: <raw>"` or `"Skill: -"`.
  let skill: String
  /// Whether the checkbox is ticked; `nil` hides it (list mode).
  let isChecked: Bool?
}

/// The events the Player List view sends to its presenter.
@MainActor
protocol PlayerListPresenterProtocol: AnyObject {
  /// The screen was built: show list mode.
  func viewDidLoad()
  /// The screen is about to appear: load the first time, and after a player was added.
  func viewWillAppear() async
  /// The Select/Cancel bar button was tapped.
  func selectTapped()
  /// The bottom button was tapped: Add player, or Confirm players in selection mode.
  func actionTapped()
  /// Row `index` was tapped.
  func didSelectRow(at index: Int)
  /// The empty view's Retry was tapped; returns once the players are back.
  func retryTapped() async
  /// The swipe action Delete was tapped on row `index`.
  func deleteTapped(at index: Int)
  /// The confirmation's Delete was tapped; returns once the server has answered.
  func deleteConfirmed() async
  /// The confirmation's Cancel was tapped.
  func deleteCancelled()
}

/// The use cases the Player List presenter asks of its interactor.
@MainActor
protocol PlayerListInteractorInputProtocol: AnyObject {
  /// Reads the signed-in user's players; answers through the output.
  func fetchPlayers() async
  /// Deletes `player` on the server; answers through the output.
  func deletePlayer(_ player: Player) async
}

/// How the Player List interactor answers its presenter.
@MainActor
protocol PlayerListInteractorOutputProtocol: AnyObject {
  /// The players, in server order.
  func didFetchPlayers(_ players: [Player])
  /// Reading the players failed with `error`.
  func didFailToFetchPlayers(with error: ServiceError)
  /// `player` was deleted.
  func didDeletePlayer(_ player: Player)
  /// Deleting failed with `error`.
  func didFailToDeletePlayer(with error: ServiceError)
}

/// Where the Player List presenter asks its router to go; the presenter hears the results of
/// the modules it opens as their module output.
@MainActor
protocol PlayerListRouterProtocol: AnyObject {
  /// Pushes the Player Detail module for `player`; `output` hears about saved edits.
  func showPlayerDetail(for player: Player, output: any PlayerDetailModuleOutput)
  /// Pushes the Player Add module; `output` hears about a created player.
  func showPlayerAdd(output: any PlayerAddModuleOutput)
  /// Pushes Confirm Players with `players` on the bench; `output` hears when the gather ends.
  func showConfirmPlayers(with players: [Player], output: any GatherModuleOutput)
}
