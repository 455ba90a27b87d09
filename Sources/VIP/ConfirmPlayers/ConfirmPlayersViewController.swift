import Domain
import Foundation
import Layouts
import ViewKit

/// The VIP view controller of Confirm Players: wires the reorderable table and Start Gather
/// button of SPEC §3.6, sends moves and the start to `ConfirmPlayersBusinessLogic`, and asks
/// `ConfirmPlayersRoutingLogic` to move on to Gather.
@MainActor
final class ConfirmPlayersViewController: ViewController, ConfirmPlayersDisplayLogic {
  // MARK: - Properties

  /// The scene's router; other scenes' routers reach its data store through it.
  let router: any ConfirmPlayersRoutingLogic & ConfirmPlayersDataPassing
  private let interactor: any ConfirmPlayersBusinessLogic
  private let layout = ConfirmPlayersLayout()
  // Held here: a table keeps its data source weakly.
  private let dataSource = TeamTableDataSource()

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

  /// Installs the table in reorder mode and Start Gather, sets the title and asks for the
  /// teams.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = ConfirmPlayersTexts.title
    layout.install(in: self)
    layout.table.dataSource = dataSource
    wireActions()
    interactor.fetchTeams(request: ConfirmPlayersScene.FetchTeams.Request())
  }

  // MARK: - ConfirmPlayersDisplayLogic

  func displayTeams(viewModel: ConfirmPlayersScene.FetchTeams.ViewModel) {
    dataSource.sections = viewModel.sections
    layout.table.reloadData()
    layout.startButton.isEnabled = viewModel.isStartEnabled
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

  // MARK: - Events

  private func startTapped() async {
    await interactor.startGather(request: ConfirmPlayersScene.StartGather.Request())
  }

  private func rowMoved(from source: IndexPath, to destination: IndexPath) {
    interactor.movePlayer(
      request: ConfirmPlayersScene.MovePlayer.Request(
        sourceSection: source.section, sourceRow: source.row,
        destinationSection: destination.section, destinationRow: destination.row))
  }

  // MARK: - Private

  private func wireActions() {
    layout.startButton.action = { [weak self] in await self?.startTapped() }
    dataSource.onMove = { [weak self] in self?.rowMoved(from: $0, to: $1) }
  }
}
