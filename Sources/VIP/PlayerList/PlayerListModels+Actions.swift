import Domain

// MARK: - The user's actions on the list: modes, rows, deletion

extension PlayerListScene {
  /// Select or Cancel: switching mode.
  enum ChangeMode {
    /// Asks to switch between list and selection mode.
    struct Request: Equatable, Sendable {}
  }

  /// A row tap: choose the player to open, or tick it in selection mode.
  enum SelectPlayer {
    /// The tapped row's player.
    struct Request: Equatable, Sendable {
      let id: Player.ID
    }
  }

  /// Confirm players: Confirm Players opens only in selection mode with enough players ticked.
  enum ConfirmSelection {
    /// Asks to go on with the ticked players.
    struct Request: Equatable, Sendable {}

    /// The ticked players, in list order, are enough for a gather.
    struct Response: Equatable, Sendable {
      let players: [Player]
    }

    /// Confirm Players may open.
    struct ViewModel: Equatable, Sendable {}
  }

  /// A swipe's Delete: confirm before deleting.
  enum DeletePlayer {
    /// The swiped row's player.
    struct Request: Equatable, Sendable {
      let id: Player.ID
    }

    /// A deletion awaits confirmation.
    struct Response: Equatable, Sendable {}

    /// The texts of the confirmation alert.
    struct ViewModel: Equatable, Sendable {
      let title: String
      let message: String
      let deleteTitle: String
      let cancelTitle: String
    }
  }

  /// The confirmation's answer.
  enum ConfirmDelete {
    /// Delete (`true`) or Cancel (`false`) was tapped.
    struct Request: Equatable, Sendable {
      let isConfirmed: Bool
    }
  }
}
