import Domain

// MARK: - The user's actions on the list: modes, rows, the bottom button, deletion, routes

extension PlayerList {
  /// Select or Cancel: switching mode.
  package enum ChangeMode {
    /// Asks to switch between list and selection mode.
    package struct Request: Equatable, Sendable {
      /// Creates the request.
      package init() {}
    }
  }

  /// A row tap: open the player, or tick it in selection mode.
  package enum SelectPlayer {
    /// The tapped row.
    package struct Request: Equatable, Sendable {
      package let index: Int

      /// Creates the request.
      package init(index: Int) {
        self.index = index
      }
    }
  }

  /// The bottom button: Add player, or Confirm players in selection mode.
  package enum PerformAction {
    /// Asks to go on from the list.
    package struct Request: Equatable, Sendable {
      /// Creates the request.
      package init() {}
    }
  }

  /// A swipe's Delete: confirm before deleting.
  package enum DeletePlayer {
    /// The swiped row.
    package struct Request: Equatable, Sendable {
      package let index: Int

      /// Creates the request.
      package init(index: Int) {
        self.index = index
      }
    }

    /// A deletion awaits confirmation.
    package struct Response: Equatable, Sendable {
      /// Creates the response.
      package init() {}
    }

    /// The texts of the confirmation alert.
    package struct ViewModel: Equatable, Sendable {
      package let title: String
      package let message: String
      package let deleteTitle: String
      package let cancelTitle: String

      /// Creates the view model.
      package init(title: String, message: String, deleteTitle: String, cancelTitle: String) {
        self.title = title
        self.message = message
        self.deleteTitle = deleteTitle
        self.cancelTitle = cancelTitle
      }
    }
  }

  /// The confirmation's answer.
  package enum ConfirmDelete {
    /// Delete (`true`) or Cancel (`false`) was tapped.
    package struct Request: Equatable, Sendable {
      package let isConfirmed: Bool

      /// Creates the request.
      package init(isConfirmed: Bool) {
        self.isConfirmed = isConfirmed
      }
    }
  }

  /// Moving on to another scene; the data it needs is in the data store.
  package enum Route {
    /// The scenes the list opens.
    package enum Destination: Equatable, Sendable { case playerDetail, playerAdd, confirmPlayers }

    /// Where to go.
    package struct Response: Equatable, Sendable {
      package let destination: Destination

      /// Creates the response.
      package init(destination: Destination) {
        self.destination = destination
      }
    }

    /// Where to go.
    package struct ViewModel: Equatable, Sendable {
      package let destination: Destination

      /// Creates the view model.
      package init(destination: Destination) {
        self.destination = destination
      }
    }
  }
}
