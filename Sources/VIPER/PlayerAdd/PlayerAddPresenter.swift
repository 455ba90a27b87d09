import Domain

/// The VIPER presenter of Player Add, the module's hub: enables Done for a non-empty name,
/// covers the screen while `PlayerAddInteractorInputProtocol` creates the player, then asks
/// `PlayerAddRouterProtocol` to go back and awaits its `PlayerAddModuleOutput`.
@MainActor
final class PlayerAddPresenter {
  // MARK: - Properties

  /// The passive view; the router attaches it when it assembles the module.
  weak var view: (any PlayerAddViewProtocol)?
  private let interactor: any PlayerAddInteractorInputProtocol
  private let router: any PlayerAddRouterProtocol
  private weak var output: (any PlayerAddModuleOutput)?

  // MARK: - Init

  /// Creates the hub between `interactor` and `router`; `output` hears about the creation.
  init(
    interactor: any PlayerAddInteractorInputProtocol, router: any PlayerAddRouterProtocol,
    output: (any PlayerAddModuleOutput)?
  ) {
    self.interactor = interactor
    self.router = router
    self.output = output
  }
}

// MARK: - PlayerAddPresenterProtocol

extension PlayerAddPresenter: PlayerAddPresenterProtocol {
  func load() {
    view?.setDoneEnabled(false)
  }

  func nameDidChange(_ name: String) {
    view?.setDoneEnabled(!name.isEmpty)
  }

  func doneTapped(name: String) async {
    // Done is disabled for an empty name; the guard keeps a stray tap from creating a nameless player.
    guard !name.isEmpty else { return }
    view?.showLoading()
    await interactor.createPlayer(named: name)
  }
}

// MARK: - PlayerAddInteractorOutputProtocol

extension PlayerAddPresenter: PlayerAddInteractorOutputProtocol {
  func didCreatePlayer() async {
    view?.hideLoading()
    // Closed first: Player Add must not stay on top, taking input, while the list reloads.
    router.closePlayerAdd()
    await output?.playerAddDidCreatePlayer()
  }

  func didFailToCreatePlayer() {
    view?.hideLoading()
    // A fixed text rather than the error's own, as every original shows it.
    view?.showError(title: PlayerAddTexts.errorTitle, message: PlayerAddTexts.errorMessage)
  }
}
