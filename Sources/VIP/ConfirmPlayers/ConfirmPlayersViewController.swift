import Domain
import Foundation
import ViewKit

/// The view models the Confirm Players presenter hands over.
@MainActor
protocol ConfirmPlayersDisplayLogic: AnyObject {
  /// Shows the sections and the Start Gather state.
  func displayTeams(viewModel: ConfirmPlayersScene.FetchTeams.ViewModel)
  /// Shows the alert, or moves on to Gather.
  func displayStartGather(viewModel: ConfirmPlayersScene.StartGather.ViewModel)
  /// Shows or hides the loading overlay.
  func displayLoading(viewModel: ConfirmPlayersScene.Loading.ViewModel)
}

/// The VIP view controller of Confirm Players: builds the reorderable table and Start Gather
/// button of SPEC §3.6, sends moves and the start to `ConfirmPlayersBusinessLogic`, and asks
/// `ConfirmPlayersRoutingLogic` to move on to Gather.
@MainActor
final class ConfirmPlayersViewController: ViewController, ConfirmPlayersDisplayLogic {
  // MARK: - Properties

  /// The scene's router; other scenes' routers reach its data store through it.
  let router: any ConfirmPlayersRoutingLogic & ConfirmPlayersDataPassing
  private let interactor: any ConfirmPlayersBusinessLogic
  private let table = TableView(style: .grouped, identifier: "confirmPlayers.table")
  private let tableContent = TeamTableDataSource()
  private let startButton = Button(
    title: ConfirmPlayersTexts.startButton, identifier: "confirmPlayers.startButton")

  // MARK: - Init

  /// Creates the view controller sending requests to `interactor`; the configurator wires it.
  init(
    interactor: any ConfirmPlayersBusinessLogic,
    router: any ConfirmPlayersRoutingLogic & ConfirmPlayersDataPassing
  ) {
    self.interactor = interactor
    self.router = router
    super.init()
  }

  // MARK: - Lifecycle

  /// Builds the table in reorder mode, since moving rows is all the user can do there.
  ///
  /// Sets the title and asks for the teams.
  override func viewDidLoad() {
    super.viewDidLoad()
    table.isEditing = true
    table.dataSource = tableContent
    tableContent.onMove = { [weak self] source, destination in
      self?.interactor.movePlayer(
        request: ConfirmPlayersScene.MovePlayer.Request(
          sourceSection: source.section, sourceRow: source.row,
          destinationSection: destination.section, destinationRow: destination.row))
    }
    view.addSubview(table)
    view.addSubview(startButton)
    startButton.action = { [weak self] in
      await self?.interactor.startGather(request: ConfirmPlayersScene.StartGather.Request())
    }
    title = ConfirmPlayersTexts.title
    interactor.fetchTeams(request: ConfirmPlayersScene.FetchTeams.Request())
  }

  // MARK: - ConfirmPlayersDisplayLogic

  func displayTeams(viewModel: ConfirmPlayersScene.FetchTeams.ViewModel) {
    tableContent.teams = viewModel.sections
    table.reloadData()
    startButton.isEnabled = viewModel.isStartEnabled
  }

  func displayStartGather(viewModel: ConfirmPlayersScene.StartGather.ViewModel) {
    guard let alert = viewModel.alert else {
      router.routeToGather()
      return
    }
    presentErrorAlert(title: alert.title, message: alert.message, buttonTitle: AlertTexts.ok)
  }

  func displayLoading(viewModel: ConfirmPlayersScene.Loading.ViewModel) {
    if viewModel.showsOverlay { showLoading() } else { hideLoading() }
  }
}
