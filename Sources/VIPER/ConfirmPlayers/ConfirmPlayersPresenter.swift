import Domain

/// The VIPER presenter of Confirm Players, the module's hub: formats the teams its interactor
/// reports for `ConfirmPlayersViewProtocol`, enables Start Gather when both teams have players,
/// covers the screen while `ConfirmPlayersInteractorInputProtocol` starts the gather, and asks
/// `ConfirmPlayersRouterProtocol` to open it.
@MainActor
final class ConfirmPlayersPresenter {
  // MARK: - Properties

  /// The passive view; the router attaches it when it assembles the module.
  weak var view: (any ConfirmPlayersViewProtocol)?
  private let interactor: any ConfirmPlayersInteractorInputProtocol
  private let router: any ConfirmPlayersRouterProtocol
  private var canStartGather = false

  // MARK: - Init

  /// Creates the hub between `interactor` and `router`.
  init(
    interactor: any ConfirmPlayersInteractorInputProtocol,
    router: any ConfirmPlayersRouterProtocol
  ) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: - Private

  // Section indices are `TeamSection` raw values: Bench 0, Team A 1, Team B 2 (SPEC §1.4).
  private func slot(_ row: Int, _ section: Int) -> TeamAssignment.Slot? {
    TeamSection(rawValue: section).map { TeamAssignment.Slot(section: $0, index: row) }
  }
}

// MARK: - ConfirmPlayersPresenterProtocol

extension ConfirmPlayersPresenter: ConfirmPlayersPresenterProtocol {
  func load() {
    interactor.loadTeams()
  }

  func moveRow(
    _ sourceRow: Int, inSection sourceSection: Int, to destinationRow: Int,
    inSection destinationSection: Int
  ) {
    guard let source = slot(sourceRow, sourceSection),
      let destination = slot(destinationRow, destinationSection)
    else { return }
    interactor.movePlayer(from: source, to: destination)
  }

  func startTapped() async {
    // The button is disabled then; the guard keeps a stray tap from creating an empty gather.
    guard canStartGather else { return }
    view?.showLoading()
    await interactor.startGather()
  }
}

// MARK: - ConfirmPlayersInteractorOutputProtocol

extension ConfirmPlayersPresenter: ConfirmPlayersInteractorOutputProtocol {
  func didLoadTeams(_ teams: TeamAssignment) {
    canStartGather = teams.canStartGather
    view?.showTeams(
      TeamSection.allCases.map { TeamTableSection(team: $0, players: teams.players(in: $0)) })
    view?.setStartEnabled(canStartGather)
  }

  func didStartGather(_ model: GatherModel) {
    view?.hideLoading()
    router.showGather(with: model)
  }

  func didFailToStartGather() {
    view?.hideLoading()
    view?.showError(
      title: ConfirmPlayersTexts.startErrorTitle, message: ConfirmPlayersTexts.startErrorMessage)
  }
}
