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

  /// The user picks `player`: its details, or a tick in selection mode.
  func select(_ player: Player) {
    guard let index = players.firstIndex(of: player) else { return }
    guard isSelecting else {
      showPlayerDetail(of: players[index])
      return
    }
    selection.toggle(players[index])
    publish()
  }

  /// The gather ended: back to this screen and to list mode, without a reload.
  func gatherEnded() {
    actions.returnTo(.playerList(self))
    setSelecting(false)
  }

  /// Whether rows may be swiped to delete: only in list mode.
  var canDelete: Bool { !isSelecting }

  // MARK: - Helpers

  private func setSelecting(_ isOn: Bool) {
    isSelecting = isOn
    selection.removeAll()
    publish()
  }
}
