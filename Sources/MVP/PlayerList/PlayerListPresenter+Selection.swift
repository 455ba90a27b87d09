import Domain

extension PlayerListPresenter {
  // MARK: - Modes and selection

  func selectTapped() {
    setSelecting(!isSelecting)
  }

  func actionTapped() {
    if !isSelecting {
      view?.showPlayerAdd()
    } else if selection.canConfirm {
      // List order, not tap order.
      view?.showConfirmPlayers(with: selection.selectedPlayers(in: players))
    }
  }

  func didSelectPlayer(id: Player.ID) {
    guard let index = players.firstIndex(where: { $0.id == id }) else { return }
    didSelectRow(at: index)
  }

  func didSelectRow(at index: Int) {
    guard players.indices.contains(index) else { return }
    guard isSelecting else {
      view?.showPlayerDetail(for: players[index])
      return
    }
    selection.toggle(players[index])
    updateControls()
    view?.reloadRow(at: index)
  }

  func gatherDidEnd() {
    setSelecting(false)
  }

  // MARK: - Helpers

  /// Refreshes the title and both buttons from the mode, the selection and the list.
  func updateControls() {
    view?.showControls(
      PlayerListControls(isSelecting: isSelecting, selection: selection, players: players))
  }

  private func setSelecting(_ isOn: Bool) {
    isSelecting = isOn
    selection.removeAll()
    updateControls()
    view?.reloadData()
  }
}
