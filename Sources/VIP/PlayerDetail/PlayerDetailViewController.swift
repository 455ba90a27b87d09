import Domain
import Foundation
import ViewKit

/// The view models the Player Detail presenter hands over.
@MainActor
protocol PlayerDetailDisplayLogic: AnyObject {
  /// Shows the title and rows; passes a saved edit on to the Player List.
  func displayPlayer(viewModel: PlayerDetailScene.FetchPlayer.ViewModel)
  /// Moves on to Player Edit.
  func displayPlayerEdit(viewModel: PlayerDetailScene.SelectField.ViewModel)
}

/// The VIP view controller of Player Detail: builds the grouped table of SPEC §3.3, sends row
/// taps to `PlayerDetailBusinessLogic` and asks `PlayerDetailRoutingLogic` to move on.
@MainActor
final class PlayerDetailViewController: ViewController, PlayerDetailDisplayLogic {
  // MARK: - Properties

  /// The scene's router; other scenes' routers reach its data store through it.
  let router: any PlayerDetailRoutingLogic & PlayerDetailDataPassing
  private let interactor: any PlayerDetailBusinessLogic
  private let table = TableView(style: .grouped, identifier: "playerDetail.table")
  private var displayedSections: [PlayerDetailScene.DisplayedSection] = []

  // MARK: - Init

  /// Creates the view controller sending requests to `interactor`; the configurator wires it.
  init(
    interactor: any PlayerDetailBusinessLogic,
    router: any PlayerDetailRoutingLogic & PlayerDetailDataPassing
  ) {
    self.interactor = interactor
    self.router = router
    super.init()
  }

  // MARK: - Lifecycle

  /// Builds the table; rows appear once the player is displayed.
  override func viewDidLoad() {
    super.viewDidLoad()
    table.dataSource = self
    table.delegate = self
    view.addSubview(table)
  }

  /// Asks for the player each time, so a saved edit shows on the way back from Player Edit.
  override func viewWillAppear() {
    super.viewWillAppear()
    interactor.fetchPlayer(request: PlayerDetailScene.FetchPlayer.Request())
  }

  // MARK: - PlayerDetailDisplayLogic

  func displayPlayer(viewModel: PlayerDetailScene.FetchPlayer.ViewModel) {
    title = viewModel.title
    displayedSections = viewModel.sections
    table.reloadData()
    if viewModel.isEdited { router.passEditedPlayerToPlayerList() }
  }

  func displayPlayerEdit(viewModel: PlayerDetailScene.SelectField.ViewModel) {
    router.routeToPlayerEdit()
  }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerDetailViewController: TableViewDataSource, TableViewDelegate {
  /// The displayed sections: `PERSONAL`, `PLAY`, `LIKES`.
  func numberOfSections(in tableView: TableView) -> Int {
    displayedSections.count
  }

  /// The displayed row count of a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    displayedSections.indices.contains(section) ? displayedSections[section].rows.count : 0
  }

  /// The displayed header of a section.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    displayedSections.indices.contains(section) ? displayedSections[section].header : nil
  }

  /// A title/value cell with a chevron, since every row leads to Player Edit.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = TableViewCell(style: .value1)
    cell.accessoryType = .disclosureIndicator
    guard displayedSections.indices.contains(indexPath.section) else { return cell }
    let rows = displayedSections[indexPath.section].rows
    guard rows.indices.contains(indexPath.row) else { return cell }
    cell.text = rows[indexPath.row].title
    cell.detailText = rows[indexPath.row].value
    return cell
  }

  /// Sends the tap to the interactor.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    interactor.selectField(
      request: PlayerDetailScene.SelectField.Request(section: indexPath.section, row: indexPath.row)
    )
  }
}
