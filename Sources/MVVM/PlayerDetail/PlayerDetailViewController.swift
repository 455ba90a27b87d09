import Domain
import Foundation
import Layouts
import ViewKit

/// The MVVM view controller of Player Detail: the layout's grouped table, showing the outputs of
/// the `PlayerDetailViewModel` it creates in `updateProperties()`, which observes it, and
/// pushing Player Edit for a tapped row.
@MainActor
final class PlayerDetailViewController: ViewController {
  // MARK: - Properties

  private let viewModel: PlayerDetailViewModel
  private let layout = PlayerDetailLayout()
  // Passed on to Player Edit, which saves through it.
  private let playerService: any PlayerService
  // The sections the table last loaded: it reloads only when the view model's change.
  private var loadedSections: [RowSection]?

  // MARK: - Init

  /// Creates the screen of `player` and its view model; Player Edit saves through
  /// `playerService`, and each saved player is passed on to `playerUpdated`.
  init(
    player: Player, playerService: any PlayerService,
    playerUpdated: @escaping @MainActor (Player) -> Void
  ) {
    self.playerService = playerService
    viewModel = PlayerDetailViewModel(player: player, actions: .init(playerUpdated: playerUpdated))
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the table.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    layout.table.dataSource = self
    layout.table.delegate = self
  }

  /// Outputs come back to the title and the table; runs again when one of them changes.
  override func updateProperties() {
    super.updateProperties()
    title = viewModel.title
    if loadedSections != viewModel.sections {
      loadedSections = viewModel.sections
      layout.table.reloadData()
    }
  }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerDetailViewController: TableViewDataSource, TableViewDelegate {
  /// The view model's sections.
  func numberOfSections(in tableView: TableView) -> Int {
    viewModel.sections.count
  }

  /// The row count of a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.sections.rowCount(inSection: section)
  }

  /// The header of a section, already in upper case.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    viewModel.sections.header(ofSection: section)
  }

  /// A title/value cell with a chevron, since every row leads to Player Edit.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let row = viewModel.sections.row(at: indexPath.row, inSection: indexPath.section)
    return .fieldRow(title: row?.text ?? "", value: row?.detail)
  }

  /// Pushes Player Edit of the tapped row's field, as the view model names it.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    let row = indexPath.row
    guard let field = PlayerDetailSection.field(atRow: row, inSection: indexPath.section)
    else { return }
    show(viewModel.select(field))
  }

  /// Pushes Player Edit; its save comes back to this screen's view model, then it closes.
  private func show(_ route: PlayerDetailViewModel.Route) {
    switch route {
    case .playerEdit(let player, let field):
      let edit = PlayerEditViewController(
        player: player, field: field, playerService: playerService,
        actions: .init(
          playerUpdated: viewModel.playerUpdated,
          close: { [weak self] in
            guard let self else { return }
            navigationController?.popToViewController(self, animated: true)
          }))
      navigationController?.pushViewController(edit, animated: true)
    }
  }
}
