import DeclarativeKit
import Domain
import Layouts

/// The UDF declarative screen of Player Detail: shows its scoped store's
/// `PlayerDetailFeature.State` through `PlayerDetailContent` and sends the tapped row as an
/// action, as `PlayerDetailViewController` does.
struct PlayerDetailScreen: View {
  /// Detail's part of the app's store.
  let store: Store<PlayerDetailFeature.State, PlayerDetailFeature.Action>

  var body: some View {
    PlayerDetailContent(
      player: store.state.player,
      onSelectField: { field in
        guard let row = store.state.row(of: field) else { return }
        await store.send(.rowTapped(section: row.section, row: row.row)).finish()
      })
  }
}

extension PlayerDetailFeature.State {
  /// Where the table shows `field`: the row the feature's `rowTapped` names.
  fileprivate func row(of field: PlayerField) -> (section: Int, row: Int)? {
    for (section, group) in sections.enumerated() {
      if let row = group.fields.firstIndex(of: field) { return (section, row) }
    }
    return nil
  }
}
