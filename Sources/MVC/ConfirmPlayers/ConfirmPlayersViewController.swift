import Domain
import Foundation
import Layouts
import ViewKit

/// The MVC view controller of Confirm Players: keeps the bench and teams in a `TeamAssignment`
/// shown as a Bench/Team A/Team B table always in reorder mode, enables Start Gather when both
/// teams have players, starts the gather through `GatherService` and pushes Gather.
@MainActor
final class ConfirmPlayersViewController: ViewController {
  // MARK: - Properties

  private let gatherService: any GatherService
  // Only passed on to Gather, which counts down on it.
  private let clock: any TimerClock
  // Only passed on to Gather; weak because the Player List that set it is already on the stack.
  private weak var gatherDelegate: (any GatherViewControllerDelegate)?
  private var teams: TeamAssignment
  private let layout = ConfirmPlayersLayout()
  // Held here: a table keeps its data source weakly.
  private let dataSource = TeamTableDataSource()

  // MARK: - Init

  /// Creates the screen with every one of `players` on the bench, in the order given;
  /// `gatherDelegate` is handed to Gather and hears when the gather ends.
  init(
    players: [Player], gatherService: any GatherService, clock: any TimerClock,
    gatherDelegate: (any GatherViewControllerDelegate)?
  ) {
    self.gatherService = gatherService
    self.clock = clock
    self.gatherDelegate = gatherDelegate
    teams = TeamAssignment(bench: players)
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the table in reorder mode and Start, and shows the players on the bench.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = ConfirmPlayersTexts.title
    layout.install(in: self)
    layout.table.dataSource = dataSource
    wireActions()
    showTeams()
  }

  // MARK: - Networking

  private func startTapped() async {
    // The button is disabled then; the guard keeps a stray tap from creating an empty gather.
    guard teams.canStartGather else { return }
    showLoading()
    do throws(ServiceError) {
      let model = try await gatherService.startGather(with: teams)
      hideLoading()
      showGather(with: model)
    } catch {
      hideLoading()
      presentErrorAlert(
        title: ConfirmPlayersTexts.startErrorTitle, message: ConfirmPlayersTexts.startErrorMessage,
        buttonTitle: AlertTexts.ok)
    }
  }

  // MARK: - Navigation

  private func showGather(with model: GatherModel) {
    let gather = GatherViewController(
      model: model, gatherService: gatherService, clock: clock, delegate: gatherDelegate)
    navigationController?.pushViewController(gather, animated: true)
  }

  // MARK: - Private

  private func wireActions() {
    layout.startButton.action = { [weak self] in await self?.startTapped() }
    dataSource.onMove = { [weak self] source, destination in
      self?.moveRow(from: source, to: destination)
    }
  }

  /// Moves the player, then redraws the table and re-checks Start Gather.
  private func moveRow(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    guard let source = slot(sourceIndexPath), let destination = slot(destinationIndexPath),
      teams.move(from: source, to: destination)
    else { return }
    showTeams()
  }

  private func showTeams() {
    dataSource.sections = [TeamTableSection](teams)
    layout.table.reloadData()
    layout.startButton.isEnabled = teams.canStartGather
  }

  // Section indices are `TeamSection` raw values: Bench 0, Team A 1, Team B 2 (SPEC §1.4).
  private func slot(_ indexPath: IndexPath) -> TeamAssignment.Slot? {
    TeamSection(rawValue: indexPath.section).map {
      TeamAssignment.Slot(section: $0, index: indexPath.row)
    }
  }
}
