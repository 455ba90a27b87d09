import Domain
import Foundation
import Layouts
import ViewKit

extension PlayerListViewController {
  // MARK: - Actions

  /// Select/Cancel: switches mode, with nobody ticked.
  func selectTapped() {
    setSelecting(!isSelecting)
  }

  /// The bottom button: Add player in list mode, Confirm players in selection mode.
  func actionTapped() {
    if !isSelecting {
      showPlayerAdd()
    } else if selection.canConfirm {
      // List order, not tap order.
      showConfirmPlayers(with: selection.selectedPlayers(in: players))
    }
  }

  /// Asks whether to delete `player`; the alert's Delete calls the service.
  func confirmDeletion(of player: Player) {
    playerPendingDeletion = player
    let alert = AlertController(
      title: PlayerListTexts.deleteTitle, message: PlayerListTexts.deleteMessage)
    alert.addAction(
      AlertAction(title: PlayerListTexts.deleteConfirmButton, style: .destructive) {
        [weak self] in await self?.deleteConfirmed()
      })
    alert.addAction(
      AlertAction(title: PlayerListTexts.deleteCancelButton, style: .cancel) { [weak self] in
        self?.playerPendingDeletion = nil
      })
    present(alert)
  }

  private func setSelecting(_ isOn: Bool) {
    isSelecting = isOn
    selection.removeAll()
    updateControls()
    layout.table.reloadData()
  }

  // MARK: - Navigation

  /// Pushes Player Detail, with this controller told about edits.
  func showPlayerDetail(for player: Player) {
    push(
      PlayerDetailViewController(
        player: player, playerService: environment.players, delegate: self))
  }

  private func showPlayerAdd() {
    push(PlayerAddViewController(playerService: environment.players, delegate: self))
  }

  /// Pushes Confirm Players, with this controller handed on as Gather's delegate.
  private func showConfirmPlayers(with selected: [Player]) {
    push(
      ConfirmPlayersViewController(
        players: selected, gatherService: environment.gathers, clock: environment.clock,
        gatherDelegate: self))
  }

  private func push(_ controller: ViewController) {
    navigationController?.pushViewController(controller, animated: true)
  }
}

// MARK: - PlayerDetailViewControllerDelegate

extension PlayerListViewController: PlayerDetailViewControllerDelegate {
  /// Replaces the edited player's row, without asking the server again.
  func playerDetailViewController(
    _ controller: PlayerDetailViewController, didUpdate player: Player
  ) {
    // Players are equal by id, so this finds the edited player's old row.
    guard let index = players.firstIndex(of: player) else { return }
    players[index] = player
    layout.table.reloadRows(at: [IndexPath(row: index, section: 0)])
  }
}

// MARK: - PlayerAddViewControllerDelegate

extension PlayerListViewController: PlayerAddViewControllerDelegate {
  /// Loads the players again; Player Add has already popped, and the list ignores input until
  /// they arrive.
  func playerAddViewControllerDidCreatePlayer(_ controller: PlayerAddViewController) async {
    await loadPlayers()
  }
}

// MARK: - GatherViewControllerDelegate

extension PlayerListViewController: GatherViewControllerDelegate {
  /// Pops Confirm Players and Gather off the stack and goes back to list mode.
  func gatherViewControllerDidEndGather(_ controller: GatherViewController) {
    navigationController?.popToViewController(self, animated: true)
    setSelecting(false)
  }
}
