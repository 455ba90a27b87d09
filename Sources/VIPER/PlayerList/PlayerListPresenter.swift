import Domain

/// The VIPER presenter of Player List, the module's hub.
///
/// It keeps no list state of its own; formats what `PlayerListInteractorInputProtocol`, which owns
/// the list, the mode and the selection, reports into `PlayerListViewProtocol`, and asks `PlayerListRouterProtocol` to open the next
/// modules, whose results it hears as their module output. Deleting is in `+Delete`, the module
/// outputs in `+ModuleOutputs`.
@MainActor
final class PlayerListPresenter {
  // MARK: - Properties

  /// The passive view; the router attaches it when it assembles the module.
  weak var view: (any PlayerListViewProtocol)?
  // Internal, not private, only so the `+Topic` files can reach them.
  let interactor: any PlayerListInteractorInputProtocol
  let router: any PlayerListRouterProtocol
  /// Whether the screen shows selection mode, as the interactor last reported it.
  private(set) var isSelecting = false
  private var hasLoaded = false

  // MARK: - Init

  /// Creates the hub between `interactor` and `router`.
  init(interactor: any PlayerListInteractorInputProtocol, router: any PlayerListRouterProtocol) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: - Helpers

  /// Shows `players` with `selection` ticked, as the interactor reported them: the title and
  /// both buttons, then the rows, with checkboxes only in selection mode (a selection) and
  /// the swipe only in list mode (`nil`).
  func updateControls(_ players: [Player], selection: PlayerSelection?) {
    isSelecting = selection != nil
    view?.showControls(
      PlayerListControls(
        isSelecting: isSelecting, selection: selection ?? PlayerSelection(), players: players))
    view?.showPlayers(
      PlayerListRow.rows(of: players, selection: selection), canDelete: !isSelecting)
  }

  /// Loads without an overlay; input is off until the interactor answers (SPEC §3.2).
  func loadPlayers() async {
    hasLoaded = true
    view?.setUserInteractionEnabled(false)
    await interactor.fetchPlayers()
  }
}

// MARK: - PlayerListPresenterProtocol

extension PlayerListPresenter: PlayerListPresenterProtocol {
  func load() async {
    // Both UIs ask each time the list is on screen again; the results of the modules it opened
    // arrive as module output, so only the first asking loads.
    guard !hasLoaded else { return }
    view?.showControls(PlayerListControls(isSelecting: false, selectedCount: 0, hasPlayers: false))
    await loadPlayers()
  }

  func selectTapped() {
    interactor.setSelecting(!isSelecting)
  }

  func actionTapped() {
    if isSelecting {
      interactor.confirmSelection()
    } else {
      router.showPlayerAdd(output: self)
    }
  }

  func didSelectPlayer(id: Player.ID) {
    if isSelecting {
      interactor.toggleSelection(id: id)
    } else {
      interactor.pickPlayer(id: id)
    }
  }

  func retryTapped() async {
    view?.showEmptyView(false)
    await loadPlayers()
  }
}

// MARK: - PlayerListInteractorOutputProtocol

extension PlayerListPresenter: PlayerListInteractorOutputProtocol {
  func didFetchPlayers(_ players: [Player], selection: PlayerSelection?) {
    view?.setUserInteractionEnabled(true)
    view?.showEmptyView(players.isEmpty)
    updateControls(players, selection: selection)
  }

  func didFailToFetchPlayers(with error: ServiceError) {
    view?.setUserInteractionEnabled(true)
    // The rows already shown stay: a failed refresh is no reason to empty the screen.
    view?.showError(title: PlayerListTexts.errorTitle, message: error.message)
  }

  func didUpdateList(_ players: [Player], selection: PlayerSelection?) {
    updateControls(players, selection: selection)
  }

  func didPickPlayer(_ player: Player) {
    router.showPlayerDetail(for: player, output: self)
  }

  func didConfirmSelection(_ players: [Player]) {
    router.showConfirmPlayers(with: players, output: self)
  }
}
