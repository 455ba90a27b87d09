import Domain

/// The Player Detail scene's requests, responses and view models, one namespace per use case.
enum PlayerDetailScene {
  /// Showing the player: on every appearance, so an edit saved on Player Edit shows on return.
  enum FetchPlayer {
    /// Asks for the player.
    struct Request: Equatable, Sendable {}

    /// The player to show.
    struct Response: Equatable, Sendable {
      let player: Player
    }

    /// The title and the grouped rows.
    struct ViewModel: Equatable, Sendable {
      let title: String
      let sections: [DisplayedSection]
      /// The player the sections show, for a display that draws them itself (the declarative
      /// UI's `PlayerDetailContent`).
      let player: Player
    }
  }

  /// A row tap: edit that field.
  enum SelectField {
    /// The tapped row's field.
    struct Request: Equatable, Sendable {
      let field: PlayerField
    }
  }

  /// One section of the table: an upper-case header and its rows.
  struct DisplayedSection: Equatable, Sendable {
    let header: String
    let rows: [DisplayedRow]
  }

  /// One row: the field's title on the left, its value on the right (`""` when unset).
  struct DisplayedRow: Equatable, Sendable {
    let title: String
    let value: String
  }
}
