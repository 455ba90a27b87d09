import Domain
import Foundation
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
  private let table = TableView(style: .grouped, identifier: "confirmPlayers.table")
  private let startButton = Button(
    title: ConfirmPlayersTexts.startButton, identifier: "confirmPlayers.startButton")

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

  /// Adds the table in reorder mode, since moving rows is all the user can do there, and Start.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = ConfirmPlayersTexts.title
    table.isEditing = true
    table.dataSource = self
    view.addSubview(table)
    view.addSubview(startButton)
    startButton.action = { [weak self] in await self?.startGatherTapped() }
    startButton.isEnabled = teams.canStartGather
  }

  // MARK: - Networking

  private func startGatherTapped() async {
    // The button is disabled then; the guard keeps a stray tap from creating an empty gather.
    guard teams.canStartGather else { return }
    showLoading()
    do {
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

  // Section indices are `TeamSection` raw values: Bench 0, Team A 1, Team B 2 (SPEC §1.4).
  private func slot(_ indexPath: IndexPath) -> TeamAssignment.Slot? {
    TeamSection(rawValue: indexPath.section).map {
      TeamAssignment.Slot(section: $0, index: indexPath.row)
    }
  }
}

// MARK: - TableViewDataSource

extension ConfirmPlayersViewController: TableViewDataSource {
  /// `Bench`, `Team A`, `Team B`.
  func numberOfSections(in tableView: TableView) -> Int {
    TeamSection.allCases.count
  }

  /// The players of a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    TeamSection(rawValue: section).map { teams.players(in: $0).count } ?? 0
  }

  /// The section's title.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    TeamSection(rawValue: section)?.title
  }

  /// A name cell with the position acronym on the right.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    .teamPlayer(slot(indexPath).flatMap(teams.player(at:)))
  }

  /// Every row can be moved, within its section or to another one.
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Moves the player, then re-checks Start Gather.
  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) async {
    guard let source = slot(sourceIndexPath), let destination = slot(destinationIndexPath),
      teams.move(from: source, to: destination)
    else { return }
    table.reloadData()
    startButton.isEnabled = teams.canStartGather
  }
}
