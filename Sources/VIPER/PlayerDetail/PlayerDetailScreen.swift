import DeclarativeKit
import Domain
import Layouts

/// The declarative VIPER screen of Player Detail: draws `PlayerDetailViewState` through Layouts'
/// `PlayerDetailContent` and reports a tapped field's place to the presenter hub.
struct PlayerDetailScreen: View {
  /// The passive view the presenter drives.
  ///
  /// Kept as state: the screen keeps the module it was first given while it stays on the path.
  @State private var viewState: PlayerDetailViewState

  /// Creates the screen over `viewState`, the view of a module assembled for it.
  init(viewState: PlayerDetailViewState) {
    _viewState = State(initialValue: viewState)
  }

  /// The fields.
  var body: some View {
    fields
  }

  @ViewBuilder private var fields: some View {
    if let values = viewState.values {
      PlayerDetailContent(player: values.player) { field in
        viewState.presenter.didSelectField(field)
      }
    }
  }

}
