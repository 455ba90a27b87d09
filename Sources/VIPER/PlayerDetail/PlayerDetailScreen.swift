import DeclarativeKit
import Domain
import Layouts

/// The declarative VIPER screen of Player Detail: draws `PlayerDetailViewState` through Layouts'
/// `PlayerDetailContent` and reports a tapped field's place to the presenter hub.
struct PlayerDetailScreen: View {
  /// The passive view the presenter drives.
  let viewState: PlayerDetailViewState

  /// The fields, reporting the first appearance as the view controller's `viewDidLoad()`.
  var body: some View {
    fields.onFirstAppear { viewState.presenter.viewDidLoad() }
  }

  @ViewBuilder private var fields: some View {
    if let values = viewState.values {
      PlayerDetailContent(player: values.player) { field in report(field) }
    }
  }

  /// The table's place of `field`, as the view controller reports a tapped row.
  private func report(_ field: PlayerField) {
    let groups = PlayerDetailSection.allCases
    guard let section = groups.firstIndex(where: { $0.fields.contains(field) }),
      let row = groups[section].fields.firstIndex(of: field)
    else { return }
    viewState.presenter.didSelectRow(row, inSection: section)
  }
}
