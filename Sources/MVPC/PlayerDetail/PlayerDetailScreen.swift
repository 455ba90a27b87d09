import DeclarativeKit
import Domain
import Layouts

/// The declarative MVP-C screen of Player Detail: renders `PlayerDetailViewState` through Layouts'
/// `PlayerDetailContent` and forwards a tapped row to the presenter.
struct PlayerDetailScreen: View {
  /// The passive view the presenter drives, read in `body` so a saved edit renders again.
  let viewState: PlayerDetailViewState

  /// The player's fields, grouped as on SPEC §3.3.
  var body: some View {
    PlayerDetailContent(player: viewState.values.player, onSelectField: select)
      .onFirstAppear { viewState.presenter?.viewDidLoad() }
  }

  /// The presenter knows rows by section and index, as the table gives them.
  private func select(_ field: PlayerField) {
    for (section, group) in PlayerDetailSection.allCases.enumerated() {
      guard let index = group.fields.firstIndex(of: field) else { continue }
      viewState.presenter?.didSelectRow(at: index, inSection: section)
    }
  }
}
