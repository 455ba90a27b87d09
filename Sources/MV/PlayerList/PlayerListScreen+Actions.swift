import Domain
import Layouts

extension PlayerListScreen {
  /// The bar button, the bottom button, Retry, the rows (links to Player Detail in list mode, a
  /// tick in selection mode) and the delete confirmation.
  var actions: PlayerListContent.Actions {
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

  /// Select or Cancel: the other mode, nobody ticked.
  func setSelecting(_ isOn: Bool) {
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
