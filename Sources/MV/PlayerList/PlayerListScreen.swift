import DeclarativeKit
import Domain
import Layouts

/// The MV screen of Player List: owns the mode, the ticked players and the delete's alerts as
/// `@State`, and shows the `Squad` model's players, which it loads when it first appears (so
/// coming back to the list loads nothing, SPEC §3.2).
///
/// A player added, edited or deleted elsewhere is seen here because every screen reads the same
/// squad; a gather's end (`Match`) sends the list back to list mode.
struct PlayerListScreen: View {
  @Environment(Squad.self) private var squad
  @Environment(Match.self) private var match
  @Environment(Navigator.self) private var navigator
  /// Whether this list has loaded the squad: `task` runs again after every Back.
  @State private var hasOpenedSquad = false
  /// Whether the list is in selection mode.
  @State private var isSelecting = false
  /// The ticked players, by id.
  @State private var selection = PlayerSelection()
  /// The player whose swipe-to-delete awaits the confirmation, by value.
  @State private var pendingDeletion: Player?
  /// Whether the delete confirmation is shown.
  @State private var isConfirmingDelete = false
  /// Whether the overlay covers the list while a delete is sent.
  @State private var isDeleting = false
  /// The message of a failed delete's alert.
  @State private var deleteFailure: String?

  var body: some View {
    @Bindable var squad = squad
    let players = squad.players
    PlayerListContent(
      players: players, checkedIDs: selection.selectedIDs,
      controls: PlayerListControls(
        isSelecting: isSelecting, selection: selection, players: players),
      isSelecting: isSelecting, showsEmptyView: squad.isKnownEmpty, isLoading: isDeleting,
      isConfirmingDelete: $isConfirmingDelete,
      // One alert: the delete's failure, else the last load's; OK clears the one shown.
      errorMessage: deleteFailure == nil ? $squad.loadFailure : $deleteFailure,
      actions: actions
    )
    // The list ignores input while the players load (SPEC §3.2).
    .allowsHitTesting(!squad.isLoading)
    .task { await openSquad() }
    .onChange(of: match.endedGatherID) { setSelecting(false) }
  }

  /// The bar button, the bottom button, Retry, the rows (links to Player Detail in list mode, a
  /// tick in selection mode) and the delete confirmation.
  private var actions: PlayerListContent.Actions {
    var actions = PlayerListContent.Actions()
    actions.selectTapped = { setSelecting(!isSelecting) }
    actions.actionTapped = { showNext() }
    actions.retryTapped = { Task { await squad.retry() } }
    actions.playerTapped = { player in selection.toggle(player) }
    actions.playerLink = { Navigator.Screen.playerDetail($0) }
    actions.deleteSwiped = { player in
      pendingDeletion = player
      isConfirmingDelete = true
    }
    actions.deleteConfirmed = { Task { await deleteConfirmed() } }
    actions.deleteCancelled = { pendingDeletion = nil }
    return actions
  }

  /// A new list after a sign-in: the squad forgets an earlier sign-in's players and loads, once
  /// per list, since coming back from a pushed screen loads nothing (SPEC §3.2).
  private func openSquad() async {
    guard !hasOpenedSquad else { return }
    hasOpenedSquad = true
    await squad.open()
  }

  /// Select or Cancel: the other mode, nobody ticked.
  private func setSelecting(_ isOn: Bool) {
    isSelecting = isOn
    selection.removeAll()
  }

  /// Add player in list mode; Confirm players, with the ticked players in list order.
  private func showNext() {
    guard isSelecting else { return navigator.show(.playerAdd) }
    guard selection.canConfirm else { return }
    navigator.show(.confirmPlayers(selection.selectedPlayers(in: squad.players)))
  }

  /// The confirmation's Delete: the overlay while the server answers, the alert if it fails.
  private func deleteConfirmed() async {
    guard let player = pendingDeletion else { return }
    pendingDeletion = nil
    isDeleting = true
    // Hidden on both paths: the originals left the overlay up after a delete.
    defer { isDeleting = false }
    do throws(ServiceError) {
      try await squad.delete(player)
    } catch {
      deleteFailure = error.message
    }
  }
}
