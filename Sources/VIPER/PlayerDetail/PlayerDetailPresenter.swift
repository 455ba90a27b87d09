import Domain

/// The VIPER presenter of Player Detail, the module's hub: formats the player its interactor
/// reports for `PlayerDetailViewProtocol`, asks `PlayerDetailRouterProtocol` to open Player Edit
/// on a row tap, and, as that module's output, has the saved player kept and passed on to its own
/// `PlayerDetailModuleOutput`.
@MainActor
final class PlayerDetailPresenter {
  // MARK: - Properties

  /// The passive view; the router attaches it when it assembles the module.
  weak var view: (any PlayerDetailViewProtocol)?
  private let interactor: any PlayerDetailInteractorInputProtocol
  private let router: any PlayerDetailRouterProtocol
  private weak var output: (any PlayerDetailModuleOutput)?
  /// The player as the interactor last reported it.
  private var player: Player?
  private let sections = PlayerDetailSection.allCases

  // MARK: - Init

  /// Creates the hub between `interactor` and `router`; `output` hears about saved edits.
  init(
    interactor: any PlayerDetailInteractorInputProtocol, router: any PlayerDetailRouterProtocol,
    output: (any PlayerDetailModuleOutput)?
  ) {
    self.interactor = interactor
    self.router = router
    self.output = output
  }

  // MARK: - Private

  // The title follows the reported player, so it can never show a stale name.
  private func show(_ player: Player) {
    self.player = player
    view?.setTitle(player.name)
    view?.showSections(
      sections.map { section in
        PlayerDetailSectionRows(
          header: section.header,
          rows: section.fields.map { PlayerDetailRow(title: $0.title, value: $0.value(of: player)) }
        )
      }, of: player)
  }
}

// MARK: - PlayerDetailPresenterProtocol

extension PlayerDetailPresenter: PlayerDetailPresenterProtocol {
  func load() {
    interactor.loadPlayer()
  }

  func didSelectField(_ field: PlayerField) {
    guard let player else { return }
    router.showPlayerEdit(for: player, field: field, output: self)
  }
}

// MARK: - PlayerDetailInteractorOutputProtocol

extension PlayerDetailPresenter: PlayerDetailInteractorOutputProtocol {
  func didLoadPlayer(_ player: Player) {
    show(player)
  }

  func didReplacePlayer(_ player: Player) {
    show(player)
    output?.playerDetailDidUpdate(player)
  }
}

// MARK: - PlayerEditModuleOutput

extension PlayerDetailPresenter: PlayerEditModuleOutput {
  func playerEditDidUpdate(_ player: Player) {
    interactor.replacePlayer(with: player)
  }
}
