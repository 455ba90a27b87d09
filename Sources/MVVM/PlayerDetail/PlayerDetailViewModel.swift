import Domain

/// The MVVM view model of Player Detail: turns a `Player` into the title and the grouped rows,
/// routes a row tap to Player Edit through `Actions`, and takes in the edited player.
@MainActor
final class PlayerDetailViewModel {
  /// Where the view model sends the user and the news; given by whoever makes the view model.
  struct Actions {
    /// Opens Player Edit for one field of the player.
    let showPlayerEdit: @MainActor (Player, PlayerField) -> Void
    /// Passes the saved player on to the screen that opened Player Detail.
    let playerUpdated: @MainActor (Player) -> Void
  }

  // MARK: - Outputs

  /// The navigation title: the player's name.
  let title: Observable<String>
  /// `PERSONAL`, `PLAY`, `LIKES`, each row a field's title and shown value.
  let sections: Observable<[RowSection]>

  // MARK: - Properties

  /// Navigation out of Player Detail.
  private let actions: Actions
  private var player: Player

  // MARK: - Init

  /// Creates the view model showing `player`, leaving through `actions`.
  init(player: Player, actions: Actions) {
    self.actions = actions
    self.player = player
    title = Observable(player.name)
    sections = Observable(Self.sections(of: player))
  }

  // MARK: - Inputs

  /// Row `index` of section `section` was tapped: edit that field.
  func didSelectRow(at index: Int, inSection section: Int) {
    let all = PlayerDetailSection.allCases
    guard all.indices.contains(section), all[section].fields.indices.contains(index) else {
      return
    }
    actions.showPlayerEdit(player, all[section].fields[index])
  }

  /// Player Edit saved `player`: show it and pass it on.
  func playerUpdated(_ player: Player) {
    self.player = player
    // The title follows the stored player, so it never shows a stale name.
    title.value = player.name
    sections.value = Self.sections(of: player)
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
