import Domain
import ViewKit

/// The VIPER view of Player List: builds the table, empty view and buttons of SPEC §3.2, sends
/// every event to `PlayerListPresenterProtocol` and shows what it is told through
/// `PlayerListViewProtocol`; the table's data source is in `+Table`.
@MainActor
final class PlayerListViewController: ViewController {
  // MARK: - Properties

  // Internal rather than private only because `+Table` uses them.
  let presenter: any PlayerListPresenterProtocol
  var rows: [PlayerListRow] = []
  var canDelete = true
  private let table = TableView(identifier: "playerList.table")
  private let selectButton = BarButtonItem(
    title: PlayerListTexts.selectButton, identifier: "playerList.selectButton")
  private let emptyView = EmptyStateView(
    message: PlayerListTexts.emptyMessage, buttonTitle: PlayerListTexts.retryButton,
    identifier: "playerList.emptyView", buttonIdentifier: "playerList.retryButton")
  private let actionButton = Button(
    title: PlayerListTexts.addPlayerButton, identifier: "playerList.actionButton")

  // MARK: - Init

  /// Creates the view sending its events to `presenter`.
  init(presenter: any PlayerListPresenterProtocol) {
    self.presenter = presenter
    super.init()
  }

  // MARK: - Lifecycle

  /// Builds the screen of SPEC §3.2 (the table, the hidden empty view, the bottom button, Select
  /// in the navigation bar), then lets the presenter show list mode.
  override func viewDidLoad() {
    super.viewDidLoad()
    emptyView.isHidden = true
    view.addSubview(table)
    view.addSubview(emptyView)
    view.addSubview(actionButton)
    table.dataSource = self
    table.delegate = self
    navigationItem.rightBarButtonItem = selectButton
    wireEvents()
    presenter.viewDidLoad()
  }

  /// Tells the presenter, as tracked work so the driver waits for any load it starts.
  override func viewWillAppear() {
    super.viewWillAppear()
    run { [presenter] in await presenter.viewWillAppear() }
  }

  // MARK: - Private

  /// Every control only forwards its event.
  private func wireEvents() {
    selectButton.action = { [weak self] in self?.presenter.selectTapped() }
    actionButton.action = { [weak self] in self?.presenter.actionTapped() }
    emptyView.button.action = { [weak self] in await self?.presenter.retryTapped() }
  }
}

// MARK: - PlayerListViewProtocol

extension PlayerListViewController: PlayerListViewProtocol {
  func setTitle(_ title: String) {
    self.title = title
  }

  func setSelectButton(title: String, isEnabled: Bool) {
    selectButton.title = title
    selectButton.isEnabled = isEnabled
  }

  func setActionButton(title: String, isEnabled: Bool) {
    actionButton.title = title
    actionButton.isEnabled = isEnabled
  }

  func showPlayers(_ rows: [PlayerListRow], canDelete: Bool) {
    self.rows = rows
    self.canDelete = canDelete
    table.reloadData()
  }

  func showEmptyView(message: String) {
    emptyView.messageLabel.text = message
    emptyView.isHidden = false
    table.isHidden = true
  }

  func hideEmptyView() {
    emptyView.isHidden = true
    table.isHidden = false
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
    let alert = AlertController(title: title, message: message)
    alert.addAction(
      AlertAction(title: confirmTitle, style: .destructive) { [weak self] in
        await self?.presenter.deleteConfirmed()
      })
    alert.addAction(
      AlertAction(title: cancelTitle, style: .cancel) { [weak self] in
        self?.presenter.deleteCancelled()
      })
    present(alert)
  }
}
