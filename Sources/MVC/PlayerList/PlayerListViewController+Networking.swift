import Domain
import Foundation
import Layouts
import ViewKit

extension PlayerListViewController {
  // MARK: - Networking

  /// The empty view's Retry: loads the players again.
  func retryTapped() async {
    layout.showEmptyView(false)
    await loadPlayers()
  }

  /// Loads the players without an overlay; input is off until the answer is back (SPEC §3.2).
  func loadPlayers() async {
    view.isUserInteractionEnabled = false
    do throws(ServiceError) {
      let loaded = try await playerService.players()
      view.isUserInteractionEnabled = true
      players = loaded
      layout.showEmptyView(players.isEmpty)
      layout.table.reloadData()
      updateControls()
    } catch {
      view.isUserInteractionEnabled = true
      // The rows already shown stay: a failed refresh is no reason to empty the screen.
      presentErrorAlert(
        title: PlayerListTexts.errorTitle, message: error.message, buttonTitle: AlertTexts.ok)
    }
  }

  /// The confirmation's Delete: deletes the player on the server, then removes its row.
  func deleteConfirmed() async {
    guard let player = playerPendingDeletion else { return }
    playerPendingDeletion = nil
    showLoading()
    do throws(ServiceError) {
      try await playerService.delete(id: player.id)
      // Hidden on both paths: the originals left the overlay up after a delete.
      hideLoading()
      removeRow(of: player)
    } catch {
      hideLoading()
      presentErrorAlert(
        title: PlayerListTexts.errorTitle, message: error.message, buttonTitle: AlertTexts.ok)
    }
  }

  private func removeRow(of player: Player) {
    guard let index = players.firstIndex(of: player) else { return }
    players.remove(at: index)
    layout.table.deleteRows(at: [IndexPath(row: index, section: 0)])
    if players.isEmpty {
      layout.showEmptyView(true)
      // Select is disabled once there is no one left to select.
      updateControls()
    }
  }
}
