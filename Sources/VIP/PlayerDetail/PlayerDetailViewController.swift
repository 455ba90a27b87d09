import Domain
import Foundation
import Layouts
import ViewKit

/// The VIP view controller of Player Detail: wires the grouped table of SPEC §3.3, sends row
/// taps to `PlayerDetailBusinessLogic` and asks `PlayerDetailRoutingLogic` to open Player Edit.
@MainActor
final class PlayerDetailViewController: ViewController, PlayerDetailDisplayLogic,
  PlayerDetailDestination
{
  // MARK: - Properties

  /// The scene's router; other scenes' routers reach its data store through it.
  let router: any PlayerDetailRoutingLogic & PlayerDetailDataPassing
  private let interactor: any PlayerDetailBusinessLogic
  private let layout = PlayerDetailLayout()
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

  /// Installs the table; rows appear once the player is displayed.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    layout.table.dataSource = self
    layout.table.delegate = self
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
    layout.table.reloadData()
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
    let rows =
      displayedSections.indices.contains(indexPath.section)
      ? displayedSections[indexPath.section].rows : []
    guard rows.indices.contains(indexPath.row) else { return .fieldRow(title: "", value: nil) }
    return .fieldRow(title: rows[indexPath.row].title, value: rows[indexPath.row].value)
  }

  /// Sends the tapped row's field to the interactor, then asks the router to open it.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    let row = indexPath.row
    guard let field = PlayerDetailSection.field(atRow: row, inSection: indexPath.section)
    else { return }
    interactor.selectField(request: PlayerDetailScene.SelectField.Request(field: field))
    router.routeToPlayerEdit()
  }
}
