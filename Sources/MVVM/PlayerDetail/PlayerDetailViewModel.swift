import Domain
import Observation

/// The MVVM view model of Player Detail: turns a `Player` into the title and the grouped rows,
/// names Player Edit's route for a tapped row, and takes in the edited player.
@MainActor
@Observable
final class PlayerDetailViewModel {
  /// Where the view model sends the news; given by whoever makes the view model.
  struct Actions {
    /// Passes the saved player on to the screen that opened Player Detail.
    let playerUpdated: @MainActor (Player) -> Void
  }

  /// A screen Player Detail leads to, by value.
  enum Route: Hashable {
    /// Player Edit of one field of the player, as last saved.
    case playerEdit(Player, PlayerField)
  }

  // MARK: - Outputs

  /// The player shown, as last saved.
  var player: Player { shown.wrappedValue }
  /// The navigation title: the player's name, following the stored player so it is never stale
  ///
  var title: String { player.name }
  /// `PERSONAL`, `PLAY`, `LIKES`, each row a field's title and shown value.
  var sections: [RowSection] {
    PlayerDetailSection.allCases.map { section in
      RowSection(
        header: section.header,
        rows: section.fields.map { .init(text: $0.title, detail: $0.value(of: player)) })
    }
  }

  // MARK: - Properties

  private let actions: Actions
  // Compared field by field: a player's `==` compares ids only, and Observation skips a set to
  // an equal value, so an edit would not be seen.
  private var shown: ComparedByContents<Player>

  // MARK: - Init

  /// Creates the view model showing `player`, passing saved edits on through `actions`.
  init(player: Player, actions: Actions) {
    self.actions = actions
    shown = ComparedByContents(wrappedValue: player)
  }

  // MARK: - Inputs

  /// The user picks `field`: Player Edit of it, starting from the player as last saved.
  func select(_ field: PlayerField) -> Route {
    .playerEdit(player, field)
  }

  /// Player Edit saved `player`: show it and pass it on.
  func playerUpdated(_ player: Player) {
    shown = ComparedByContents(wrappedValue: player)
    actions.playerUpdated(player)
  }
}
