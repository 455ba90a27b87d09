import Domain
import Layouts
import ViewKit

/// The VIPER view of Player List: installs and wires `PlayerListLayout` (the table, empty view and
/// buttons of SPEC §3.2), sends every event to `PlayerListPresenterProtocol` and shows what it is
/// told through `PlayerListViewProtocol`; the table's data source is in `+Table`.
@MainActor
final class PlayerListViewController: ViewController {
  // MARK: - Properties

  // Internal rather than private only because `+Table` uses them.
  let presenter: any PlayerListPresenterProtocol
  var rows: [PlayerListRow] = []
  var canDelete = true
  private let layout = PlayerListLayout()

  // MARK: - Init

  /// Creates the view sending its events to `presenter`.
  init(presenter: any PlayerListPresenterProtocol) {
    self.presenter = presenter
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the screen; every control only forwards its event to the presenter.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    layout.showRows(from: self)
    layout.selectButton.action = { [weak self] in self?.presenter.selectTapped() }
    layout.actionButton.action = { [weak self] in self?.presenter.actionTapped() }
    layout.emptyView.button.action = { [weak self] in await self?.presenter.retryTapped() }
  }

  /// Asks for the players, as tracked work so the driver waits for any load it starts.
  override func viewWillAppear() {
    super.viewWillAppear()
    run { [presenter] in await presenter.load() }
  }
}

// MARK: - PlayerListViewProtocol

extension PlayerListViewController: PlayerListViewProtocol {
  func showControls(_ controls: PlayerListControls) {
    title = controls.title
    layout.apply(controls)
  }

  func showPlayers(_ rows: [PlayerListRow], canDelete: Bool) {
    self.rows = rows
    self.canDelete = canDelete
    layout.table.reloadData()
  }

  func showEmptyView(_ isEmpty: Bool) {
    layout.showEmptyView(isEmpty)
  }

  func setUserInteractionEnabled(_ isEnabled: Bool) {
    view.isUserInteractionEnabled = isEnabled
  }

  func showError(title: String, message: String) {
    presentErrorAlert(title: title, message: message, buttonTitle: AlertTexts.ok)
  }

  func showDeleteConfirmation(
    title: String, message: String, confirmTitle: String, cancelTitle: String
  ) {
    present(
      .confirmation(
        title: title, message: message, confirmTitle: confirmTitle, confirmStyle: .destructive,
        cancelTitle: cancelTitle,
        onConfirm: { [weak self] in await self?.presenter.deleteConfirmed() },
        onCancel: { [weak self] in self?.presenter.deleteCancelled() }))
  }
}
