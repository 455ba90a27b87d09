import Domain

/// The VIPER presenter of Player List, the module's hub.
///
/// It keeps the players its interactor reported, the mode and the selection; drives
/// `PlayerListViewProtocol`, asks `PlayerListInteractorInputProtocol` to load and delete and
/// `PlayerListRouterProtocol` to open the next modules, whose results it hears as their module
/// output. Deleting is in `+Delete`, the module outputs in `+ModuleOutputs`.
@MainActor
final class PlayerListPresenter {
  // MARK: - Properties

  /// The passive view; the router attaches it when it assembles the module.
  weak var view: (any PlayerListViewProtocol)?
  // Internal, not private, only so the `+Topic` files can reach them.
  let interactor: any PlayerListInteractorInputProtocol
  let router: any PlayerListRouterProtocol
  /// The players in server order, as the interactor last reported them.
  var players: [Player] = []
  /// The player whose swipe-to-delete awaits confirmation, by value so a reload cannot shift it.
  var playerPendingDeletion: Player?
  /// Whether the next appearance loads: the first one, and the one after Player Add created a
  /// player.
  var needsReload = true
  /// Whether the screen is in selection mode.
  var isSelecting = false
  /// The ticked players, by id.
  private var selection = PlayerSelection()

  // MARK: - Init

  /// Creates the hub between `interactor` and `router`.
  init(interactor: any PlayerListInteractorInputProtocol, router: any PlayerListRouterProtocol) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: - Helpers

  /// Refreshes the title and both buttons from the mode, the selection and the list.
  func showControls() {
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

  /// Shows every row: the checkbox only in selection mode, the swipe only in list mode.
  func showRows() {
    let rows = players.map { player in
      PlayerListRow(
        name: player.name, position: player.positionLine, skill: player.skillLine,
        isChecked: isSelecting ? selection.contains(player) : nil)
    }
    view?.showPlayers(rows, canDelete: !isSelecting)
  }

  /// Switches mode, clearing the selection, and redraws.
  func setSelecting(_ isOn: Bool) {
    isSelecting = isOn
    selection.removeAll()
    showControls()
    showRows()
  }

  /// Loads without an overlay; input is off until the interactor answers (SPEC §3.2).
  func loadPlayers() async {
    needsReload = false
    view?.setUserInteractionEnabled(false)
    await interactor.fetchPlayers()
  }
}

// MARK: - PlayerListPresenterProtocol

extension PlayerListPresenter: PlayerListPresenterProtocol {
  func viewDidLoad() {
    showControls()
  }

  func viewWillAppear() async {
    // Coming back from Player Detail or Gather must not reload: their results arrive as
    // module output; only a created player asks for a new load.
    guard needsReload else { return }
    await loadPlayers()
  }

  func selectTapped() {
    setSelecting(!isSelecting)
  }

  func actionTapped() {
    if !isSelecting {
      router.showPlayerAdd(output: self)
    } else if selection.canConfirm {
      // List order, not tap order.
      router.showConfirmPlayers(with: selection.selectedPlayers(in: players), output: self)
    }
  }

  func didSelectRow(at index: Int) {
    guard players.indices.contains(index) else { return }
    guard isSelecting else {
      router.showPlayerDetail(for: players[index], output: self)
      return
    }
    selection.toggle(players[index])
    showControls()
    showRows()
  }

  func retryTapped() async {
    view?.hideEmptyView()
    await loadPlayers()
  }
}

// MARK: - PlayerListInteractorOutputProtocol

extension PlayerListPresenter: PlayerListInteractorOutputProtocol {
  func didFetchPlayers(_ players: [Player]) {
    view?.setUserInteractionEnabled(true)
    self.players = players
    if players.isEmpty {
      view?.showEmptyView(message: PlayerListTexts.emptyMessage)
    } else {
      view?.hideEmptyView()
    }
    showRows()
    showControls()
  }

  func didFailToFetchPlayers(with error: ServiceError) {
    view?.setUserInteractionEnabled(true)
    // The rows already shown stay: a failed refresh is no reason to empty the screen.
    view?.showError(title: PlayerListTexts.errorTitle, message: error.message)
  }
}
