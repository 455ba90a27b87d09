import Domain
import Observation

/// The MVVM view model of Player Detail: turns a `Player` into the title and the grouped rows,
/// builds Player Edit's view model for a tapped row and hands it to `Actions`, and takes in the
/// edited player.
@MainActor
@Observable
final class PlayerDetailViewModel {
  /// Where the view model sends the user and the news; given by whoever makes the view model.
  struct Actions {
    /// Opens Player Edit with the view model this one built for the tapped field.
    let showPlayerEdit: @MainActor (PlayerEditViewModel) -> Void
    /// Takes Player Edit away once it has saved, back to Player Detail.
    let closePlayerEdit: @MainActor () -> Void
    /// Passes the saved player on to the screen that opened Player Detail.
    let playerUpdated: @MainActor (Player) -> Void
  }

  // MARK: - Outputs

  /// The navigation title: the player's name.
  private(set) var title: String
  /// `PERSONAL`, `PLAY`, `LIKES`, each row a field's title and shown value.
  private(set) var sections: [RowSection]

  // MARK: - Properties

  /// Navigation out of Player Detail.
  private let actions: Actions
  // Only passed on to Player Edit's view model, which saves through it.
  private let playerService: any PlayerService
  /// The player shown, as last saved.
  var player: Player { shown.wrappedValue }
  // Compared field by field: a player's `==` compares ids only, and Observation skips a set to
  // an equal value, so an edit would not be seen.
  private var shown: ComparedByContents<Player>

  // MARK: - Init

  /// Creates the view model showing `player`, leaving through `actions`; Player Edit saves
  /// through `playerService`.
  init(player: Player, playerService: any PlayerService, actions: Actions) {
    self.actions = actions
    self.playerService = playerService
    shown = ComparedByContents(wrappedValue: player)
    title = player.name
    sections = Self.sections(of: player)
  }

  // MARK: - Inputs

  /// The user picks `field`: edit it, its save coming back here.
  func select(_ field: PlayerField) {
    let edit = PlayerEditViewModel(
      playerService: playerService, player: player, field: field,
      actions: .init(
        playerUpdated: { [weak self] in self?.playerUpdated($0) },
        close: actions.closePlayerEdit))
    actions.showPlayerEdit(edit)
  }

  /// Player Edit saved `player`: show it and pass it on.
  func playerUpdated(_ player: Player) {
    shown = ComparedByContents(wrappedValue: player)
    // The title follows the stored player, so it never shows a stale name.
    title = player.name
    sections = Self.sections(of: player)
    actions.playerUpdated(player)
  }

  // MARK: - Private

  private static func sections(of player: Player) -> [RowSection] {
    PlayerDetailSection.allCases.map { section in
      RowSection(
        header: section.header,
        rows: section.fields.map { .init(text: $0.title, detail: $0.value(of: player)) })
    }
  }
}
