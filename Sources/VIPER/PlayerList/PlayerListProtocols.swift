import Domain

/// What the Player List presenter asks of its passive view.
@MainActor
protocol PlayerListViewProtocol: FeedbackDisplaying {
  /// Shows the title, Select/Cancel and the bottom button of.
  func showControls(_ controls: PlayerListControls)
  /// Shows these rows, which may be swiped to delete only when `canDelete`.
  func showPlayers(_ rows: [PlayerListRow], canDelete: Bool)
  /// Shows the empty view in place of the table, or the table in place of the empty view.
  func showEmptyView(_ isEmpty: Bool)
  /// Turns user input off or on, while the players load without an overlay.
  func setUserInteractionEnabled(_ isEnabled: Bool)
  /// Asks to confirm a deletion; the buttons answer `deleteConfirmed()` and `deleteCancelled()`.
  func showDeleteConfirmation(
    title: String, message: String, confirmTitle: String, cancelTitle: String)
}

/// The events the Player List view sends to its presenter.
@MainActor
protocol PlayerListPresenterProtocol: AnyObject {
  /// The Select/Cancel bar button was tapped: switch mode.
  func selectTapped()
  /// The bottom button was tapped: Add player, or Confirm players in selection mode.
  func actionTapped()
  /// The row of the player with `id` was tapped.
  func didSelectPlayer(id: Player.ID)
  /// The empty view's Retry was tapped; returns once the players are back.
  func retryTapped() async
  /// The swipe action Delete was tapped on the row of the player with `id`: ask to confirm.
  func deleteTapped(id: Player.ID)
  /// The confirmation's Delete was tapped; returns once the server has answered.
  func deleteConfirmed() async
  /// The confirmation's Cancel was tapped.
  func deleteCancelled()
  /// Shows list mode and loads the players, the first time it is asked.
  func load() async
}

/// The use cases the Player List presenter asks of its interactor, which owns the list: the
/// players, the mode and the selection, and the player awaiting deletion.
@MainActor
protocol PlayerListInteractorInputProtocol: AnyObject {
  /// Reads the signed-in user's players; answers through the output.
  func fetchPlayers() async
  /// Picks the player with `id`, if there is one, to open.
  func pickPlayer(id: Player.ID)
  /// Ticks or unticks the player with `id`, if there is one.
  func toggleSelection(id: Player.ID)
  /// Enters selection mode, or leaves it, with no one ticked.
  func setSelecting(_ isOn: Bool)
  /// Confirms the ticked players, in list order, when there are enough.
  func confirmSelection()
  /// Holds the player with `id`, if there is one, until the deletion is confirmed.
  func requestDeletion(id: Player.ID)
  /// Forgets the player held for deletion.
  func cancelDeletion()
  /// Deletes the held player on the server; answers through the output.
  func confirmDeletion() async
  /// Replaces the player with `player`'s id by `player`.
  func updatePlayer(_ player: Player)
}

/// How the Player List interactor answers its presenter.
@MainActor
protocol PlayerListInteractorOutputProtocol: AnyObject {
  /// The players, in server order, with `selection` ticked; `nil` in list mode.
  func didFetchPlayers(_ players: [Player], selection: PlayerSelection?)
  /// Reading the players failed with `error`.
  func didFailToFetchPlayers(with error: ServiceError)
  /// The list changed in place: `players` with `selection` ticked; `nil` in list mode.
  func didUpdateList(_ players: [Player], selection: PlayerSelection?)
  /// `player` was picked to be opened.
  func didPickPlayer(_ player: Player)
  /// `players` were confirmed for a gather.
  func didConfirmSelection(_ players: [Player])
  /// A player is held for deletion: ask the user.
  func didRequestDeletion()
  /// The deletion is under way on the server.
  func willDeletePlayer()
  /// The held player was deleted; `players` are those left, with `selection` as it stands.
  func didDeletePlayer(leaving players: [Player], selection: PlayerSelection?)
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
