import Domain
import Foundation
import ViewKit

/// The VIPER view of Confirm Players: a Bench/Team A/Team B table always in reorder mode and the
/// Start Gather button of SPEC §3.6; sends moves and the start to
/// `ConfirmPlayersPresenterProtocol` and shows what `ConfirmPlayersViewProtocol` is told.
@MainActor
final class ConfirmPlayersViewController: ViewController {
  // MARK: - Properties

  private let presenter: any ConfirmPlayersPresenterProtocol
  private let table = TableView(style: .grouped, identifier: "confirmPlayers.table")
  private let startButton = Button(
    title: ConfirmPlayersTexts.startButton, identifier: "confirmPlayers.startButton")
  private var sections: [TeamTableSection] = []

  // MARK: - Init

  /// Creates the view sending its events to `presenter`.
  init(presenter: any ConfirmPlayersPresenterProtocol) {
    self.presenter = presenter
    super.init()
  }

  // MARK: - Lifecycle

  /// Builds the title, the table in reorder mode (moving rows is all the user can do there) and
  /// Start Gather, then lets the presenter fill them.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = ConfirmPlayersTexts.title
    table.isEditing = true
    table.dataSource = self
    view.addSubview(table)
    view.addSubview(startButton)
    startButton.action = { [weak self] in await self?.presenter.startGatherTapped() }
    presenter.viewDidLoad()
  }
}

// MARK: - ConfirmPlayersViewProtocol

extension ConfirmPlayersViewController: ConfirmPlayersViewProtocol {
  func showTeams(_ sections: [TeamTableSection]) {
    self.sections = sections
    table.reloadData()
  }

  func setStartEnabled(_ isEnabled: Bool) {
    startButton.isEnabled = isEnabled
  }

  func showError(title: String, message: String) {
    presentErrorAlert(title: title, message: message, buttonTitle: AlertTexts.ok)
  }
}

// MARK: - TableViewDataSource

extension ConfirmPlayersViewController: TableViewDataSource {
  /// `Bench`, `Team A`, `Team B`.
  func numberOfSections(in tableView: TableView) -> Int {
    sections.count
  }

  /// The players of a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections.numberOfRows(inSection: section)
  }

  /// The header of a section.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections.header(ofSection: section)
  }

  /// A name cell with the position acronym on the right.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    sections.cell(at: indexPath)
  }

  /// Every row can be moved, within its section or to another one.
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Sends the move to the presenter.
  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) async {
    presenter.moveRow(
      sourceIndexPath.row, inSection: sourceIndexPath.section, to: destinationIndexPath.row,
      inSection: destinationIndexPath.section)
  }
}
