import Domain
import Foundation
import Layouts
import ViewKit

/// The VIPER view of Confirm Players: installs and wires `ConfirmPlayersLayout` — the Bench/Team
/// A/Team B table in reorder mode and Start Gather; sends moves and the start to
/// `ConfirmPlayersPresenterProtocol` and shows what `ConfirmPlayersViewProtocol` is told.
@MainActor
final class ConfirmPlayersViewController: ViewController {
  // MARK: - Properties

  private let presenter: any ConfirmPlayersPresenterProtocol
  private let layout = ConfirmPlayersLayout()
  private let teamTable = TeamTableDataSource()

  // MARK: - Init

  /// Creates the view sending its events to `presenter`.
  init(presenter: any ConfirmPlayersPresenterProtocol) {
    self.presenter = presenter
    super.init()
  }

  // MARK: - Lifecycle

  /// Sets the title and installs the table and Start Gather, then lets the presenter fill them.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = ConfirmPlayersTexts.title
    layout.install(in: self)
    layout.table.dataSource = teamTable
    wireActions()
    presenter.load()
  }

  // MARK: - Private

  private func wireActions() {
    layout.startButton.action = { [weak self] in await self?.presenter.startTapped() }
    teamTable.onMove = { [weak self] source, destination in
      self?.presenter.moveRow(
        source.row, inSection: source.section, to: destination.row,
        inSection: destination.section)
    }
  }
}

// MARK: - ConfirmPlayersViewProtocol

extension ConfirmPlayersViewController: ConfirmPlayersViewProtocol {
  func showTeams(_ sections: [TeamTableSection]) {
    teamTable.sections = sections
    layout.table.reloadData()
  }

  func setStartEnabled(_ isEnabled: Bool) {
    layout.startButton.isEnabled = isEnabled
  }

  func showError(title: String, message: String) {
    presentErrorAlert(title: title, message: message, buttonTitle: AlertTexts.ok)
  }
}
