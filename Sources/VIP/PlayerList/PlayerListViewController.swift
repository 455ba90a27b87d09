import Domain
import Foundation
import ViewKit

/// The view models the Player List presenter hands over.
@MainActor
protocol PlayerListDisplayLogic: AnyObject {
  /// Shows the title, buttons, rows and empty view.
  func displayPlayers(viewModel: PlayerListScene.FetchPlayers.ViewModel)
  /// Turns input off or on, or shows or hides the overlay.
  func displayLoading(viewModel: PlayerListScene.Loading.ViewModel)
  /// Shows an error alert.
  func displayError(viewModel: PlayerListScene.Failure.ViewModel)
  /// Asks to confirm a deletion.
  func displayDeleteConfirmation(viewModel: PlayerListScene.DeletePlayer.ViewModel)
  /// Moves on to another scene.
  func displayRoute(viewModel: PlayerListScene.Route.ViewModel)
}

/// The VIP view controller of Player List: builds the table, empty view and buttons of SPEC §3.2,
/// sends each event to `PlayerListBusinessLogic`, draws the displayed rows and asks
/// `PlayerListRoutingLogic` to move on; the table's data source is in `+Table`.
@MainActor
final class PlayerListViewController: ViewController, PlayerListDisplayLogic {
  // MARK: - Properties

  /// The scene's router; other scenes' routers reach its data store through it.
  let router: any PlayerListRoutingLogic & PlayerListDataPassing
  private let interactor: any PlayerListBusinessLogic
  // Internal rather than private only because `+Table` reads them.
  var displayedRows: [PlayerListScene.DisplayedPlayer] = []
  var allowsDelete = true
  let table = TableView(identifier: "playerList.table")
  private let selectButton = BarButtonItem(
    title: PlayerListTexts.selectButton, identifier: "playerList.selectButton")
  private let emptyView = EmptyStateView(
    message: PlayerListTexts.emptyMessage, buttonTitle: PlayerListTexts.retryButton,
    identifier: "playerList.emptyView", buttonIdentifier: "playerList.retryButton")
  private let actionButton = Button(
    title: PlayerListTexts.addPlayerButton, identifier: "playerList.actionButton")

  // MARK: - Init

  /// Creates the view controller sending requests to `interactor`; the configurator wires it.
  init(
    interactor: any PlayerListBusinessLogic,
    router: any PlayerListRoutingLogic & PlayerListDataPassing
  ) {
    self.interactor = interactor
    self.router = router
    super.init()
  }

  // MARK: - Lifecycle

  /// Builds the screen of SPEC §3.2: the table, the hidden empty view, the bottom button.
  ///
  /// Puts Select in the navigation bar.
  override func viewDidLoad() {
    super.viewDidLoad()
    emptyView.isHidden = true
    view.addSubview(table)
    view.addSubview(emptyView)
    view.addSubview(actionButton)
    table.dataSource = self
    table.delegate = self
    wireEvents()
    navigationItem.rightBarButtonItem = selectButton
  }

  /// Asks for the players, as tracked work so the driver waits for them; on the way back from
  /// another scene this applies what that scene reported.
  override func viewWillAppear() {
    super.viewWillAppear()
    run { [interactor] in
      await interactor.fetchPlayers(request: PlayerListScene.FetchPlayers.Request(reload: false))
    }
  }

  // MARK: - PlayerListDisplayLogic

  func displayPlayers(viewModel: PlayerListScene.FetchPlayers.ViewModel) {
    title = viewModel.title
    selectButton.title = viewModel.selectButton.title
    selectButton.isEnabled = viewModel.selectButton.isEnabled
    actionButton.title = viewModel.actionButton.title
    actionButton.isEnabled = viewModel.actionButton.isEnabled
    displayedRows = viewModel.rows
    allowsDelete = viewModel.allowsDelete
    emptyView.isHidden = !viewModel.showsEmptyView
    table.isHidden = viewModel.showsEmptyView
    table.reloadData()
  }

  func displayLoading(viewModel: PlayerListScene.Loading.ViewModel) {
    view.isUserInteractionEnabled = viewModel.isUserInteractionEnabled
    if viewModel.showsOverlay { showLoading() } else { hideLoading() }
  }

  func displayError(viewModel: PlayerListScene.Failure.ViewModel) {
    presentErrorAlert(
      title: viewModel.alert.title, message: viewModel.alert.message, buttonTitle: AlertTexts.ok)
  }

  func displayDeleteConfirmation(viewModel: PlayerListScene.DeletePlayer.ViewModel) {
    let alert = AlertController(title: viewModel.title, message: viewModel.message)
    alert.addAction(
      AlertAction(title: viewModel.deleteTitle, style: .destructive) { [weak self] in
        await self?.interactor.confirmDelete(
          request: PlayerListScene.ConfirmDelete.Request(isConfirmed: true))
      })
    alert.addAction(
      AlertAction(title: viewModel.cancelTitle, style: .cancel) { [weak self] in
        await self?.interactor.confirmDelete(
          request: PlayerListScene.ConfirmDelete.Request(isConfirmed: false))
      })
    present(alert)
  }

  func displayRoute(viewModel: PlayerListScene.Route.ViewModel) {
    switch viewModel.destination {
    case .playerDetail: router.routeToPlayerDetail()
    case .playerAdd: router.routeToPlayerAdd()
    case .confirmPlayers: router.routeToConfirmPlayers()
    }
  }

  // MARK: - Events

  /// A row tap, from the table delegate in `+Table`.
  func didSelectRow(at index: Int) {
    interactor.selectPlayer(request: PlayerListScene.SelectPlayer.Request(index: index))
  }

  /// A swipe's Delete, from the table data source in `+Table`.
  func didSwipeToDelete(at index: Int) {
    interactor.deletePlayer(request: PlayerListScene.DeletePlayer.Request(index: index))
  }

  // MARK: - Private

  private func wireEvents() {
    selectButton.action = { [weak self] in
      self?.interactor.changeMode(request: PlayerListScene.ChangeMode.Request())
    }
    actionButton.action = { [weak self] in
      self?.interactor.performAction(request: PlayerListScene.PerformAction.Request())
    }
    emptyView.button.action = { [weak self] in
      await self?.interactor.fetchPlayers(
        request: PlayerListScene.FetchPlayers.Request(reload: true))
    }
  }
}
