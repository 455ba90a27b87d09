import Domain

extension PlayerListPresenter {
  // MARK: - Modes and selection

  func selectButtonTapped() {
    setSelecting(!isSelecting)
  }

  func actionButtonTapped() {
    if !isSelecting {
      delegate?.didTapAddPlayer()
    } else if selection.canConfirm {
      // List order, not tap order.
      delegate?.didConfirmPlayers(selection.selectedPlayers(in: players))
    }
  }

  func didSelectRow(at index: Int) {
    guard isSelecting else {
      delegate?.didSelectPlayer(players[index])
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
    if isSelecting {
      view?.setTitle(selection.title)
      view?.setSelectButton(title: PlayerListTexts.cancelButton, isEnabled: true)
      view?.setActionButton(
        title: PlayerListTexts.confirmPlayersButton, isEnabled: selection.canConfirm)
    } else {
      view?.setTitle(PlayerListTexts.title)
      view?.setSelectButton(title: PlayerListTexts.selectButton, isEnabled: !players.isEmpty)
      view?.setActionButton(title: PlayerListTexts.addPlayerButton, isEnabled: true)
    }
  }

  private func setSelecting(_ isOn: Bool) {
    isSelecting = isOn
    selection.removeAll()
    updateControls()
    view?.reloadData()
  }
}
