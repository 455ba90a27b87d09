import Domain

/// The Player List scene's requests, responses and view models, one namespace per use case.
enum PlayerListScene {
  /// Showing the players: loaded from the server the first time, on Retry and after a player was
  /// added; otherwise the list held, as other scenes' routers left it.
  enum FetchPlayers {
    /// Asks for the players; `reload` forces a server call (Retry, a player added).
    struct Request: Equatable, Sendable {
      let reload: Bool
    }

    /// The whole list state: the players, the mode and the selection.
    struct Response: Equatable, Sendable {
      /// The players in server order.
      let players: [Player]
      /// Whether the screen is in selection mode.
      let isSelecting: Bool
      /// The ticked players.
      let selection: PlayerSelection
      /// Whether a load has answered, so an empty list means "no players" [SPEC §3.2].
      let isLoaded: Bool
    }

    /// What the screen shows: title, both buttons, rows and the empty view.
    struct ViewModel: Equatable, Sendable {
      /// The title and both buttons.
      let controls: PlayerListControls
      let rows: [DisplayedPlayer]
      /// The players the rows show, in the same order, for a display that draws them itself
      /// (the declarative UI's `PlayerListContent`).
      let players: [Player]
      /// Whether a row tap ticks the player rather than opening it, and swipes cannot delete.
      let isSelecting: Bool
      /// Whether the empty view replaces the table.
      let showsEmptyView: Bool
    }
  }

  /// Work under way: a load (input off, no overlay) or a delete (overlay).
  enum Loading {
    /// What is under way.
    enum Activity: Equatable, Sendable { case fetching, deleting }

    /// Whether `activity` started or ended.
    struct Response: Equatable, Sendable {
      let activity: Activity
      let isLoading: Bool
    }

    /// How the screen takes input meanwhile.
    struct ViewModel: Equatable, Sendable {
      let isUserInteractionEnabled: Bool
      let showsOverlay: Bool
    }
  }

  /// A load or delete failed.
  enum Failure {
    /// Why.
    struct Response: Equatable, Sendable {
      let error: ServiceError
    }

    /// The alert to show.
    struct ViewModel: Equatable, Sendable {
      let alert: AlertMessage
    }
  }

  /// One row, formatted: the name over the position and skill lines, and the checkbox.
  struct DisplayedPlayer: Equatable, Sendable {
    /// The player's id, which a request about the row carries.
    let id: Player.ID
    let name: String
    /// `"Position: <raw>\nSkill: <raw>"`, with `-` for an unset value.
    let detail: String
    /// `nil` in list mode; ticked or not in selection mode.
    let isChecked: Bool?
  }
}
