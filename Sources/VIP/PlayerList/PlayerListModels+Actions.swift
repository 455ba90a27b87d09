import Domain

// MARK: - The user's actions on the list: modes, rows, the bottom button, deletion, routes

extension PlayerListScene {
  /// Select or Cancel: switching mode.
  enum ChangeMode {
    /// Asks to switch between list and selection mode.
    struct Request: Equatable, Sendable {}
  }

  /// A row tap: open the player, or tick it in selection mode.
  enum SelectPlayer {
    /// The tapped row.
    struct Request: Equatable, Sendable {
      let index: Int
    }
  }

  /// The bottom button: Add player, or Confirm players in selection mode.
  enum PerformAction {
    /// Asks to go on from the list.
    struct Request: Equatable, Sendable {}
  }

  /// A swipe's Delete: confirm before deleting.
  enum DeletePlayer {
    /// The swiped row.
    struct Request: Equatable, Sendable {
      let index: Int
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

  /// Moving on to another scene; the data it needs is in the data store.
  enum Route {
    /// The scenes the list opens.
    enum Destination: Equatable, Sendable { case playerDetail, playerAdd, confirmPlayers }

    /// Where to go.
    struct Response: Equatable, Sendable {
      let destination: Destination
    }

    /// Where to go.
    struct ViewModel: Equatable, Sendable {
      let destination: Destination
    }
  }
}
