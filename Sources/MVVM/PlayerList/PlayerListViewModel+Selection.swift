import Domain

extension PlayerListViewModel {
  // MARK: - Inputs: modes and selection

  /// Select/Cancel was tapped: switch mode and clear the selection.
  func selectTapped() {
    setSelecting(!isSelecting)
  }

  /// The bottom button was tapped.
  func actionTapped() {
    if !isSelecting {
      showPlayerAdd()
    } else if selection.canConfirm {
      // List order, not tap order.
      showConfirmPlayers(with: selection.selectedPlayers(in: players))
    }
  }

  /// Row `index` was tapped: open the player, or tick it in selection mode.
  func didSelectRow(at index: Int) {
    guard players.indices.contains(index) else { return }
    guard isSelecting else {
      showPlayerDetail(of: players[index])
      return
    }
    selection.toggle(players[index])
    publish()
  }

  /// The row of `player` was tapped, as a list naming its rows by player reports it.
  func didSelect(_ player: Player) {
    guard let index = players.firstIndex(of: player) else { return }
    didSelectRow(at: index)
  }

  /// The gather ended: back to this screen and to list mode, without a reload.
  func gatherEnded() {
    actions.returnTo(.playerList(self))
    setSelecting(false)
  }

  /// Whether row `index` may be swiped to delete: only in list mode.
  func canDeleteRow(at index: Int) -> Bool { !isSelecting }

  // MARK: - Helpers

  private func setSelecting(_ isOn: Bool) {
    isSelecting = isOn
    selection.removeAll()
    publish()
  }
}
