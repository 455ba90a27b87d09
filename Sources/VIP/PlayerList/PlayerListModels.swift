import Domain

/// The Player List scene's requests, responses and view models, one namespace per use case.
package enum PlayerList {
  /// Showing the players: loaded from the server the first time, on Retry and after a player was
  /// added; otherwise the list held, with any edit or ended gather reported back applied.
  package enum FetchPlayers {
    /// Asks for the players; `reload` forces a server call (Retry).
    package struct Request: Equatable, Sendable {
      package let reload: Bool

      /// Creates the request.
      package init(reload: Bool) {
        self.reload = reload
      }
    }

    /// The whole list state: the players, the mode and the selection.
    package struct Response: Equatable, Sendable {
      /// The players in server order.
      package let players: [Player]
      /// Whether the screen is in selection mode.
      package let isSelecting: Bool
      /// The ticked players.
      package let selection: PlayerSelection
      /// Whether a load has answered, so an empty list means "no players" [SPEC §3.2].
      package let isLoaded: Bool

      /// Creates the response.
      package init(players: [Player], isSelecting: Bool, selection: PlayerSelection, isLoaded: Bool)
      {
        self.players = players
        self.isSelecting = isSelecting
        self.selection = selection
        self.isLoaded = isLoaded
      }
    }

    /// What the screen shows: title, both buttons, rows and the empty view.
    package struct ViewModel: Equatable, Sendable {
      package let title: String
      package let selectButton: DisplayedButton
      package let actionButton: DisplayedButton
      package let rows: [DisplayedPlayer]
      /// Whether rows may be swiped to delete: only in list mode.
      package let allowsDelete: Bool
      /// Whether the empty view replaces the table.
      package let showsEmptyView: Bool

      /// Creates the view model.
      package init(
        title: String, selectButton: DisplayedButton, actionButton: DisplayedButton,
        rows: [DisplayedPlayer], allowsDelete: Bool, showsEmptyView: Bool
      ) {
        self.title = title
        self.selectButton = selectButton
        self.actionButton = actionButton
        self.rows = rows
        self.allowsDelete = allowsDelete
        self.showsEmptyView = showsEmptyView
      }
    }
  }

  /// Work under way: a load (input off, no overlay) or a delete (overlay).
  package enum Loading {
    /// What is under way.
    package enum Activity: Equatable, Sendable { case fetching, deleting }

    /// Whether `activity` started or ended.
    package struct Response: Equatable, Sendable {
      package let activity: Activity
      package let isLoading: Bool

      /// Creates the response.
      package init(activity: Activity, isLoading: Bool) {
        self.activity = activity
        self.isLoading = isLoading
      }
    }

    /// How the screen takes input meanwhile.
    package struct ViewModel: Equatable, Sendable {
      package let isUserInteractionEnabled: Bool
      package let showsOverlay: Bool

      /// Creates the view model.
      package init(isUserInteractionEnabled: Bool, showsOverlay: Bool) {
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.showsOverlay = showsOverlay
      }
    }
  }

  /// A load or delete failed.
  package enum Failure {
    /// Why.
    package struct Response: Equatable, Sendable {
      package let error: ServiceError

      /// Creates the response.
      package init(error: ServiceError) {
        self.error = error
      }
    }

    /// The alert to show.
    package struct ViewModel: Equatable, Sendable {
      package let alert: ErrorAlert

      /// Creates the view model.
      package init(alert: ErrorAlert) {
        self.alert = alert
      }
    }
  }

  /// A button's title and whether it is enabled.
  package struct DisplayedButton: Equatable, Sendable {
    package let title: String
    package let isEnabled: Bool

    /// Creates the texts of a button.
    package init(title: String, isEnabled: Bool) {
      self.title = title
      self.isEnabled = isEnabled
    }
  }

  /// One row, formatted: name, position and skill lines, and the checkbox.
  package struct DisplayedPlayer: Equatable, Sendable {
    package let name: String
    /// `"Position: <raw>"` or `"Position: -"`.
    package let position: String
    /// `"Skill: <raw>"` or `"Skill: -"`.
    package let skill: String
    /// `nil` in list mode; ticked or not in selection mode.
    package let isChecked: Bool?

    /// Creates a row.
    package init(name: String, position: String, skill: String, isChecked: Bool?) {
      self.name = name
      self.position = position
      self.skill = skill
      self.isChecked = isChecked
    }
  }
}
