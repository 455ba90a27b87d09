import Domain

/// The events the Confirm Players view forwards to its presenter.
@MainActor
protocol ConfirmPlayersPresenterProtocol: AnyObject {
  /// The screen was built: show the title, the three sections, and disable Start Gather.
  func load()
  /// The user dragged a row to another place, in the same section or another one.
  func moveRow(
    at sourceIndex: Int, inSection sourceSection: Int, to destinationIndex: Int,
    inSection destinationSection: Int)
  /// The user tapped Start Gather; returns once the gather was started or the start failed.
  func startTapped() async
}

/// What the Confirm Players presenter asks of its passive view.
@MainActor
protocol ConfirmPlayersViewProtocol: FeedbackDisplaying {
  /// Shows `title` in the navigation bar.
  func setTitle(_ title: String)
  /// Shows `sections` (`Bench`, `Team A`, `Team B`) in the table.
  func showTeams(_ sections: [TeamTableSection])
  /// Enables or disables the Start Gather button.
  func setStartEnabled(_ isEnabled: Bool)
  /// Asks the view controller to push Gather for the gather just started.
  func showGather(with model: GatherModel)
}

/// The MVP presenter of Confirm Players: keeps the bench and teams in a `TeamAssignment`,
/// enables Start Gather when both teams have players, and starts the gather through
/// `GatherService`.
@MainActor
final class ConfirmPlayersPresenter: ConfirmPlayersPresenterProtocol {
  // MARK: - Properties

  private weak var view: (any ConfirmPlayersViewProtocol)?
  private let gatherService: any GatherService
  private var teams: TeamAssignment

  // MARK: - Init

  /// Creates the presenter with every one of `players` on the bench, in the order given.
  init(
    view: any ConfirmPlayersViewProtocol, gatherService: any GatherService, players: [Player]
  ) {
    self.view = view
    self.gatherService = gatherService
    teams = TeamAssignment(bench: players)
  }

  // MARK: - ConfirmPlayersPresenterProtocol

  func load() {
    view?.setTitle(ConfirmPlayersTexts.title)
    view?.showTeams([TeamTableSection](teams))
    view?.setStartEnabled(teams.canStartGather)
  }

  func moveRow(
    at sourceIndex: Int, inSection sourceSection: Int, to destinationIndex: Int,
    inSection destinationSection: Int
  ) {
    guard let source = slot(sourceIndex, sourceSection),
      let destination = slot(destinationIndex, destinationSection),
      teams.move(from: source, to: destination)
    else { return }
    view?.showTeams([TeamTableSection](teams))
    view?.setStartEnabled(teams.canStartGather)
  }

  func startTapped() async {
    // The button is disabled then; the guard keeps a stray tap from creating an empty gather.
    guard teams.canStartGather else { return }
    view?.showLoading()
    do throws(ServiceError) {
      let model = try await gatherService.startGather(with: teams)
      view?.hideLoading()
      view?.showGather(with: model)
    } catch {
      view?.hideLoading()
      view?.showError(
        title: ConfirmPlayersTexts.startErrorTitle,
        message: ConfirmPlayersTexts.startErrorMessage)
    }
  }

  // MARK: - Private

  // Section indices are `TeamSection` raw values: Bench 0, Team A 1, Team B 2 (SPEC §1.4).
  private func slot(_ index: Int, _ section: Int) -> TeamAssignment.Slot? {
    TeamSection(rawValue: section).map { TeamAssignment.Slot(section: $0, index: index) }
  }
}
