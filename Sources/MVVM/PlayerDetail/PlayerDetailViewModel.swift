import Domain

/// The MVVM view model of Player Detail: turns a `Player` into the title and the grouped rows,
/// routes a row tap to Player Edit through `Actions`, and takes in the edited player.
@MainActor
package final class PlayerDetailViewModel {
  /// Where the view model sends the user and the news; supplied by the view controller.
  package struct Actions {
    /// Opens Player Edit for one field of the player.
    package let showPlayerEdit: @MainActor (Player, PlayerField) -> Void
    /// Passes the saved player on to the screen that opened Player Detail.
    package let playerUpdated: @MainActor (Player) -> Void

    /// Creates the actions.
    package init(
      showPlayerEdit: @escaping @MainActor (Player, PlayerField) -> Void,
      playerUpdated: @escaping @MainActor (Player) -> Void
    ) {
      self.showPlayerEdit = showPlayerEdit
      self.playerUpdated = playerUpdated
    }
  }

  // MARK: - Outputs

  /// The navigation title: the player's name.
  package let title: Observable<String>
  /// `PERSONAL`, `PLAY`, `LIKES`, each row a field's title and shown value.
  package let sections: Observable<[RowSection]>

  // MARK: - Properties

  /// Navigation out of Player Detail.
  package var actions: Actions?
  private var player: Player

  // MARK: - Init

  /// Creates the view model showing `player`.
  package init(player: Player) {
    self.player = player
    title = Observable(player.name)
    sections = Observable(Self.sections(of: player))
  }

  // MARK: - Inputs

  /// Row `index` of section `section` was tapped: edit that field.
  package func didSelectRow(at index: Int, inSection section: Int) {
    let all = PlayerDetailSection.allCases
    guard all.indices.contains(section), all[section].fields.indices.contains(index) else {
      return
    }
    actions?.showPlayerEdit(player, all[section].fields[index])
  }

  /// Player Edit saved `player`: show it and pass it on.
  package func playerUpdated(_ player: Player) {
    self.player = player
    // The title follows the stored player, so it never shows a stale name.
    title.value = player.name
    sections.value = Self.sections(of: player)
    actions?.playerUpdated(player)
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
