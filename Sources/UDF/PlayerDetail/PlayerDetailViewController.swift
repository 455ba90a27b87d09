import Domain
import Foundation
import Layouts
import ViewKit

/// The UDF view controller of Player Detail: wires `PlayerDetailLayout`, renders
/// `PlayerDetailFeature.State` and sends the tapped row as an action.
@MainActor
final class PlayerDetailViewController: ViewController {
  private let store: Store<PlayerDetailFeature.State, PlayerDetailFeature.Action>
  private let layout = PlayerDetailLayout()

  /// Creates Player Detail over `store`.
  init(store: Store<PlayerDetailFeature.State, PlayerDetailFeature.Action>) {
    self.store = store
    super.init()
  }

  /// Installs the layout, wires it, and renders from now on.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    layout.table.dataSource = self
    layout.table.delegate = self
    store.observe(on: self) { controller, state in controller.render(state) }
  }

  private func render(_ state: PlayerDetailFeature.State) {
    title = state.player.name
    layout.table.reloadData()
  }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerDetailViewController: TableViewDataSource, TableViewDelegate {
  func numberOfSections(in tableView: TableView) -> Int {
    store.state.sections.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    let sections = store.state.sections
    return sections.indices.contains(section) ? sections[section].fields.count : 0
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    let sections = store.state.sections
    return sections.indices.contains(section) ? sections[section].header : nil
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let state = store.state
    let field = state.field(section: indexPath.section, row: indexPath.row)
    return .fieldRow(title: field?.title ?? "", value: field?.value(of: state.player))
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    guard let field = store.state.field(section: indexPath.section, row: indexPath.row) else {
      return
    }
    await store.send(.fieldTapped(field)).finish()
  }
}
