import Domain
import Foundation
import Layouts
import ViewKit

/// The MVVM view controller of Player Detail: the layout's grouped table bound to `PlayerDetailViewModel`
/// in `bind()`; pushes Player Edit.
@MainActor
final class PlayerDetailViewController: ViewController {
  // MARK: - Properties

  private let viewModel: PlayerDetailViewModel
  // Only passed on to Player Edit's view model, which saves through it.
  private let playerService: any PlayerService
  private let layout = PlayerDetailLayout()

  // MARK: - Init

  /// Creates the screen bound to `viewModel`; Player Edit saves through `playerService`.
  init(viewModel: PlayerDetailViewModel, playerService: any PlayerService) {
    self.viewModel = viewModel
    self.playerService = playerService
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the table and binds it.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    layout.table.dataSource = self
    layout.table.delegate = self
    bind()
  }

  // MARK: - Private

  /// Outputs come back to the title and the table.
  private func bind() {
    viewModel.title.observe(on: self) { controller, title in controller.title = title }
    viewModel.sections.observe(on: self) { controller, _ in controller.layout.table.reloadData() }
  }

  // MARK: - Navigation

  /// Pushes Player Edit of `field`; the saved player goes back into this screen's view model,
  /// and this screen pops back to itself.
  func showPlayerEdit(for player: Player, field: PlayerField) {
    let editViewModel = PlayerEditViewModel(
      playerService: playerService, player: player, field: field,
      actions: .init(
        playerUpdated: { [viewModel] in viewModel.playerUpdated($0) },
        close: { [weak self] in
          guard let self else { return }
          navigationController?.popToViewController(self, animated: true)
        }))
    navigationController?.pushViewController(
      PlayerEditViewController(viewModel: editViewModel), animated: true)
  }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerDetailViewController: TableViewDataSource, TableViewDelegate {
  /// The view model's sections.
  func numberOfSections(in tableView: TableView) -> Int {
    viewModel.sections.value.count
  }

  /// The row count of a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.sections.value.rowCount(inSection: section)
  }

  /// The header of a section, already in upper case.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    viewModel.sections.value.header(ofSection: section)
  }

  /// A title/value cell with a chevron, since every row leads to Player Edit.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let row = viewModel.sections.value.row(at: indexPath.row, inSection: indexPath.section)
    return .fieldRow(title: row?.text ?? "", value: row?.detail)
  }

  /// Forwards the tap to the view model.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    viewModel.didSelectRow(at: indexPath.row, inSection: indexPath.section)
  }
}
